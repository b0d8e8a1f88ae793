import CurlTransfer
import Foundation
import JuiceCore
import JuiceIngest
import JuiceDatabase
import JuiceExcel

/// The order histories of one run, read one after another into one sink.
public struct OrderInputs: Sendable {
    /// Files to read, in order; `-` is standard input.
    public var paths: [String]
    /// The format of every input, when the user named it; otherwise told by name and content.
    public var format: OrderInputFormat?
    /// The character encoding of CSV inputs, when the user named it; otherwise detected.
    public var encoding: TextEncoding?
    /// The sheet of Excel inputs to read (`--sheet`); nil reads the first.
    public var sheet: String?
    /// Which CSV headers name which fields (`--column`).
    public var columns: ColumnMapping
    /// The export CSV inputs are read as (`--input-format square`); nil recognises one by its header row.
    public var export: SalesExport?
    /// Which of a slashed date's numbers is the month (`--date-order`); nil settles it from the data.
    public var dateOrder: DateOrder?
    /// Read CSV and Excel inputs as wide tables (`--wide`): a date column and one column of units per product.
    public var wide = false
    /// Which juices and categories count (`--only`, `--exclude`).
    public var filter = JuiceFilter()
    /// The column whose values stand for the products (`--by store_location`): a table's is read as
    /// its juice column, a JSON order's or item's key in place of `juice`.
    public var groupedBy: String?
    /// The column whose values group the products (`--group-by`): tables count each product's
    /// lines per value (`OrderReadReport.productCategories`); other inputs have no columns to read.
    public var groupColumn: String?
    /// Which values of the inputs' own columns count (`--where`).
    public var columnFilter = ColumnFilter()
    /// The values of the `--split-by` parts these inputs keep (`keeping(_:_:)`), the last clauses of `columnFilter`.
    var partValues: [String] = []
    /// Skip orders with a bad or missing field instead of stopping at the first.
    public var skipInvalid: Bool
    /// Whether the inputs are read again and again (serve): a database then reads without
    /// compiling its statements (`PostgresSettings.compilesStatements`).
    public var readsAgain = false
    /// Where database inputs keep their orders (`--table`, `--query`).
    public var databaseSource: OrderSource = .defaultTable
    /// Sees each statement a database input sends (the command line shows those that add up
    /// under `JUICE_REPORT_SHOW_QUERY`).
    public var statementObserver: (@Sendable (SentStatement) -> Void)?
    /// Called while reading with the bytes read so far of all inputs and their total size
    /// (0 when unknown, as for standard input); from the reading threads.
    public var progress: (@Sendable (_ read: Int, _ total: Int) -> Void)?

    public init(
        paths: [String], format: OrderInputFormat? = nil, encoding: TextEncoding? = nil,
        columns: ColumnMapping = ColumnMapping(),
        skipInvalid: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.paths = paths
        self.format = format
        self.encoding = encoding
        self.columns = columns
        self.skipInvalid = skipInvalid
        self.progress = progress
    }

    /// The inputs as messages name them: `a.json + <stdin>`.
    public var displayName: String {
        paths.map { path in
            path == "-"
                ? FileByteSource.standardInputName
                : HTTPFetch.isURL(path) ? HTTPFetch(url: path).displayName : Self.databaseName(path) ?? path
        }.joined(separator: " + ")
    }

    /// The column mapping with `groupedBy`'s column as the juice column.
    func groupedColumns() throws(RequestError) -> ColumnMapping {
        guard let groupedBy else { return columns }
        return columns.mapping(.juice, to: groupedBy)
    }

    /// Reads every input, in the order given, into `sink`; large files on two cores. Times in a
    /// CSV without an offset are local times in `zone`. With `keptCurrency`, orders in other
    /// currencies are left out and counted (`OrderReadReport.otherCurrencyOrders`).
    ///
    /// - Parameter menu: the request's menu, the one `sink` adds up by: a run has one menu, given
    ///   once, at the request.
    public func read<Sink: MergeableOrderRecordSink & GroupedSalesSink>(
        into sink: inout Sink, menu: Menu, localTimesIn zone: TimeZone,
        keptCurrency: String? = nil
    ) throws -> OrderReadReport {
        let clock = LocalClock(timeZone: zone)
        let fetched = try fetchAddresses()
        defer { if let folder = fetched.folder { try? FileManager.default.removeItem(at: folder) } }
        let inputs = try paths.map { path throws -> DatabaseOrFile in
            if let local = fetched.local[path] {
                return .file(try FileByteSource(path: local, name: HTTPFetch(url: path).displayName))
            }
            return try DatabaseURL(input: path).map { .database($0) } ?? .file(try openInput(path))
        }
        let total = inputs.reduce(0) { $0 + ($1.file?.size ?? 0) }
        var report = OrderReadReport()
        var before = 0
        for input in inputs {
            guard let source = input.file else {
                if let groupColumn {
                    throw RequestError(
                        "--group-by \(groupColumn) reads a column of a table (CSV or Excel); "
                            + "JSON orders and databases cannot be grouped yet")
                }
                report.merge(
                    try read(input, into: &sink, menu: menu), exampleLimit: OrderReadOptions().skippedExampleLimit)
                continue
            }
            let format = format(of: source.path)
            var options = try options(as: format, clock: clock, keptCurrency: keptCurrency)
            let offset = before
            options.progress = progress.map { report in { report(offset + $0, total) } }
            let single =
                switch format {
                case .csv: try OrderCSVReader(menu: menu, options: options).readOnTwoCores(source, into: &sink)
                case .xlsx:
                    try OrderXLSXReader(menu: menu, options: options, sheet: sheet).read(path: source.path, into: &sink)
                default: try OrderStreamReader(menu: menu, options: options).readOnTwoCores(source, into: &sink)
                }
            report.merge(single, exampleLimit: options.skippedExampleLimit)
            before += single.bytes
        }
        if !filter.isEmpty {
            // Over every input, before anything is drawn: a value that names nothing anywhere stops the run.
            report.excludesMatchingNothing = try FilterMatchError.check(
                filter, report.filterSightings, inputs: displayName)
        }
        if !columnFilter.isEmpty {
            try FilterMatchError.check(columnFilter, report.columnSightings, inputs: displayName)
        }
        return report
    }

    /// The reading options of one input in `format`: the run's columns, filters and clock. A
    /// table's `--by` column stands for the juice column; JSON has no columns, so `--by` names a
    /// key of its orders or items.
    func options(as format: OrderInputFormat?, clock: LocalClock, keptCurrency: String?) throws -> OrderReadOptions {
        var options = OrderReadOptions(format: format, encoding: encoding, skipInvalid: skipInvalid)
        if format == .csv || format == .xlsx {
            options.columns = try groupedColumns()
            options.groupColumn = groupColumn
        } else {
            if let groupColumn {
                throw RequestError(
                    "--group-by \(groupColumn) reads a column of a table (CSV or Excel); "
                        + "JSON orders and databases cannot be grouped yet")
            }
            options.columns = columns
            options.groupingKey = groupedBy
        }
        options.export = export
        options.dateOrder = dateOrder
        options.wide = wide
        options.filter = filter
        options.columnFilter = columnFilter
        options.localClock = clock
        options.keptCurrency = keptCurrency
        return options
    }

    /// Refuses an output path that names one of the inputs: a typo such as `-o sales.json`
    /// must not destroy the order history.
    public func refuseToOverwrite(_ output: String) throws(FileError) {
        let outputURL = URL(fileURLWithPath: output).resolvingSymlinksInPath().standardizedFileURL
        for path in paths where path != "-" {
            if URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path == outputURL.path {
                throw .unwritableOutput(path: output, reason: "it is the input file; choose another output path")
            }
        }
    }
}
