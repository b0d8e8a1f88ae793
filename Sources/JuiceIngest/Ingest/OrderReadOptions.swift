import JuiceCore

/// How a reader treats its input.
public struct OrderReadOptions {
    /// The format, when the user named it; nil lets the reader tell JSON from JSON Lines.
    public var format: OrderInputFormat?
    /// The character encoding of a table (CSV); nil detects it.
    public var encoding: TextEncoding?
    /// Which table headers name which fields (`--column`).
    public var columns = ColumnMapping()
    /// The export a table is read as (`--input-format square`); nil recognises one by its header row.
    public var export: SalesExport?
    /// Read every table as a wide one (`--wide`): a date column and one column of units per
    /// product. Without it a table is read so only when no header names an order field but its date.
    public var wide = false
    /// Which of a slashed date's numbers is the month (`--date-order`); nil takes it from the data.
    public var dateOrder: DateOrder?
    /// Which juices and categories count (`--only`, `--exclude`).
    public var filter = JuiceFilter()
    /// Which values of the table's own columns, or of the keys of JSON orders and items, count
    /// (`--where`, and `--split-by` noting them).
    public var columnFilter = ColumnFilter()
    /// The key of JSON orders or items whose values stand for the products (`--by store`); tables
    /// read theirs as the juice column of `columns`.
    public var groupingKey: String?
    /// The column whose value is each product's group (`--group-by`): `category` for the
    /// table's category column (mapped with `--column category=…` or known by its header), or
    /// any other header. The reader counts each product's lines per group
    /// (`OrderReadReport.productCategories`); nil reads none.
    public var groupColumn: String?
    /// The wall clock a table's times without an offset are read on (`--tz`); without it they are refused.
    public var localClock: LocalClock?
    /// The ISO code of the only currency whose orders count (`--currency` under `--metric
    /// revenue`); orders in others are left out and counted. Nil keeps every order: units and
    /// fruit do not depend on the currency.
    public var keptCurrency: String?
    /// Skip orders with a bad or missing field instead of stopping at the first.
    public var skipInvalid: Bool
    /// How many skipped orders are described in `OrderReadReport.skippedExamples`.
    public var skippedExampleLimit: Int
    /// The largest single value (one order, or one member of the wrapper object) held in memory.
    public var maximumValueBytes: Int
    /// The size of the read buffer, which also bounds how far JSON Lines detection looks.
    public var bufferBytes: Int
    /// Called after every read with the number of bytes read so far.
    public var progress: ((Int) -> Void)?

    public init(
        format: OrderInputFormat? = nil, encoding: TextEncoding? = nil, skipInvalid: Bool = false,
        skippedExampleLimit: Int = 5,
        maximumValueBytes: Int = 64 << 20, bufferBytes: Int = 1 << 20, progress: ((Int) -> Void)? = nil
    ) {
        self.format = format
        self.encoding = encoding
        self.skipInvalid = skipInvalid
        self.skippedExampleLimit = skippedExampleLimit
        self.maximumValueBytes = maximumValueBytes
        self.bufferBytes = bufferBytes
        self.progress = progress
    }
}
