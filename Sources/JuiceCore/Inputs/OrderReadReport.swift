/// What reading one input found.
public struct OrderReadReport: Sendable, Equatable {
    /// Orders read and handed to the sink (skipped ones not included); the rows read when
    /// `ordersCounted` is false.
    public var orders = 0
    /// False when the query asked for no order counts and the reader left them out (a
    /// database whose rows are line items): the sink was given no orders, only the figures.
    public var ordersCounted = true
    /// Orders skipped under `--skip-invalid` (rows, for totals tables and databases: `skippedRecord`).
    public var skipped = 0
    /// What `skipped` counts.
    public var skippedRecord = SkippedRecord.order
    /// The messages of the first skipped orders, in file order.
    public var skippedExamples: [String] = []
    public var bytes = 0
    /// Orders none of whose lines count under `--only`/`--exclude`.
    public var filteredOut = 0
    /// The products of a wide table (a date column and one column of units per product), 0
    /// when the input was not one.
    public var wideProducts = 0
    /// The headers of a wide table's columns of text (`요일`, `비고`), skipped, in column order.
    public var wideTextColumns: [String] = []
    /// Rows of a wide table without a date (a totals row, a note), left out.
    public var undatedRows = 0
    /// The export the table was recognised as (`Square item sales detail`), if any.
    public var export: String?
    /// The currency the input named first (a symbol in its amounts, a currency column), if any.
    public var currency: Currency?
    /// How many orders were in each currency their amounts or currency column named, in the
    /// order the currencies were first met. Orders that name none are not counted.
    public var ordersByCurrency: [CurrencyOrders] = []
    /// Orders left out because they were in another currency than the one kept
    /// (`OrderReadOptions.keptCurrency`, `--currency` under `--metric revenue`).
    public var otherCurrencyOrders = 0
    /// The most decimals any amount was written with (2 for `8.00`).
    public var moneyDecimals = 0
    /// The juice names as written, by script: the chart's language when `--names` is not given.
    public var writtenNames = WrittenNames()
    /// Which `--only`/`--exclude` values named something, and what the input holds.
    public var filterSightings = FilterSightings()
    /// Per `--where` clause, in order: what its column held and which values matched.
    public var columnSightings: [ColumnSighting] = []
    /// The `--exclude` values that named nothing in any input, for a note.
    public var excludesMatchingNothing: [String] = []
    /// The category each product's lines were sold under, when the reader was asked to read
    /// them (`OrderReadOptions.groupColumn`).
    public var productCategories = ProductCategories()
    /// The header of the table's category column, when it had one (`--group-by category` reads it).
    public var categoryHeader: String?

    public init() {}

    /// Adds up the reports of several inputs.
    public mutating func merge(_ other: OrderReadReport, exampleLimit: Int) {
        orders += other.orders
        ordersCounted = ordersCounted && other.ordersCounted
        if other.skipped > 0 {
            skippedRecord = skipped == 0 || skippedRecord == other.skippedRecord ? other.skippedRecord : .record
        }
        skipped += other.skipped
        skippedExamples += other.skippedExamples.prefix(max(0, exampleLimit - skippedExamples.count))
        bytes += other.bytes
        filteredOut += other.filteredOut
        wideProducts = max(wideProducts, other.wideProducts)
        wideTextColumns += other.wideTextColumns.filter { !wideTextColumns.contains($0) }
        undatedRows += other.undatedRows
        export = export ?? other.export
        currency = currency ?? other.currency
        for entry in other.ordersByCurrency { count(entry.currency, orders: entry.orders) }
        otherCurrencyOrders += other.otherCurrencyOrders
        moneyDecimals = max(moneyDecimals, other.moneyDecimals)
        writtenNames.merge(other.writtenNames)
        filterSightings.merge(other.filterSightings)
        for (index, sighting) in other.columnSightings.enumerated() {
            if columnSightings.indices.contains(index) {
                columnSightings[index].merge(sighting)
            } else {
                columnSightings.append(sighting)
            }
        }
        productCategories.merge(other.productCategories)
        categoryHeader = categoryHeader ?? other.categoryHeader
        excludesMatchingNothing += other.excludesMatchingNothing.filter { !excludesMatchingNothing.contains($0) }
    }

    /// Counts `orders` more orders in `currency`.
    public mutating func count(_ currency: Currency, orders: Int = 1) {
        if let index = ordersByCurrency.firstIndex(where: { $0.currency.code == currency.code }) {
            ordersByCurrency[index].orders += orders
        } else {
            ordersByCurrency.append(CurrencyOrders(currency: currency, orders: orders))
        }
    }
}

/// How many orders an input had in one currency.
public struct CurrencyOrders: Sendable, Equatable, CustomStringConvertible {
    public var currency: Currency
    public var orders: Int

    /// The currency's code (or symbol), as `--currency` takes it.
    public var name: String { currency.code ?? currency.symbol }

    /// `GBP: 3 orders`, as messages and notes list them.
    public var description: String { "\(name): \(orders) order\(orders == 1 ? "" : "s")" }
}
