import ArgumentParser
import JuiceReports

/// How the order histories are read; shared by every command.
struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("input-format"),
        help:
            """
            json, ndjson, csv or xlsx for every input, or an export read as that vendor writes it: square, shopify, \
            toast, loyverse, woocommerce-orders or woocommerce-products. By default .ndjson/.jsonl are JSON Lines, \
            .csv is CSV (an export is recognised by its header row), .xlsx an Excel workbook, \
            and anything else (standard input too) is JSON, or JSON Lines when its first line holds one complete object.
            """
    )
    var inputFormat: InputFormat?

    @Option(
        help:
            """
            The character encoding of CSV inputs: utf-8, utf-16le, utf-16be or cp949 (Korean Excel). \
            By default it is detected: a byte order mark, else UTF-8, else CP949.
            """
    )
    var encoding: TextEncoding?

    @Option(help: "The sheet of Excel (.xlsx) inputs to read, by the name on its tab. By default the first sheet.")
    var sheet: String?

    @Option(
        name: .customLong("column"),
        help:
            """
            FIELD=HEADER: the CSV or database column that holds a field (juice, quantity, orderedAt, date, time, \
            unitPrice, amount, status, id, category), e.g. --column juice=Item. Repeat for each field.
            """
    )
    var columns: [String] = []

    @Option(help: "The table that holds the orders of a database input (postgresql://…, sqlite:/…); default orders.")
    var table: String?

    @Option(
        help:
            """
            A SELECT whose rows are the orders (or line items) of a database input, instead of --table; \
            the database adds them up.
            """
    )
    var query: String?

    @Option(
        name: .customLong("date-order"),
        help:
            """
            dmy or mdy: whether 3/11/26 is 3 November (dmy) or March 11 (mdy). By default the data settles it (a day \
            above 12), or the run stops and asks.
            """
    )
    var dateOrder: DateOrder?

    @Flag(
        help:
            """
            Read CSV and Excel inputs as wide tables: a date column and one column per product, \
            each cell the units of that product on that day (blank is 0). Columns of money or totals (total, 합계, sum, \
            a currency) are not products; rows without a date are skipped and counted. \
            By default a table is read so when no header names an order field but its date.
            """
    )
    var wide = false

    @Option(
        help:
            """
            Count only these juices or categories (names as the menu or the file writes them, \
            or a category column's values); repeat or separate with commas.
            """
    )
    var only: [String] = []

    @Option(
        help:
            """
            Leave out these juices or categories (such as \"Custom Amount\" or Merchandise); \
            repeat or separate with commas.
            """
    )
    var exclude: [String] = []

    @Option(
        name: .customLong("where"),
        help:
            """
            Count only the lines whose column holds one of these values: COLUMN=VALUE[,VALUE…], \
            repeatable (all must hold), such as store_location=Astoria. COLUMN is the table's own header (ignoring \
            case), a database column, or a key of a JSON order or of its item (the item's own first); \
            values match the cell's trimmed text ignoring case; an order-level column an export fills only on an \
            order's first line applies to its every line. A value no line holds stops the run (exit 68).
            """
    )
    var whereClauses: [String] = []

    @Option(
        name: .customLong("menu"),
        help:
            """
            A shop's menu file, CSV or JSON (name, aliases, display name, colour, category), \
            that extends the built-in juice menu: its spellings merge into one product, its display name is drawn, \
            its colour (#RRGGBB) is the product's on every chart.
            """
    )
    var menuFile: String?

    @Flag(
        help:
            """
            The --menu file replaces the built-in juice menu instead of extending it (a bakery or café whose products \
            are not juices).
            """
    )
    var menuOnly = false

    @Flag(
        help:
            """
            Skip orders with a missing or bad field instead of stopping at the first; report how many and which (exit \
            code 3). Syntax errors still stop the run.
            """
    )
    var skipInvalid = false

    /// The inputs at `paths`, read as these flags say, with a progress bar unless `quiet`.
    func inputs(_ paths: [String], progress: ProgressBar?) -> OrderInputs {
        var inputs = OrderInputs(
            paths: paths, format: inputFormat?.format, encoding: encoding,
            columns: (try? ColumnMapping(columns)) ?? ColumnMapping(), skipInvalid: skipInvalid)
        inputs.export = inputFormat?.export
        inputs.sheet = sheet
        inputs.dateOrder = dateOrder
        inputs.wide = wide
        inputs.filter = JuiceFilter(only: Self.values(only), exclude: Self.values(exclude))
        inputs.columnFilter = (try? ColumnFilter(parsing: whereClauses)) ?? ColumnFilter()
        inputs.databaseSource = query.map(OrderSource.query) ?? table.map(OrderSource.table) ?? .defaultTable
        inputs.statementObserver = QueryDisplay.observer()
        if let progress {
            inputs.progress = { @Sendable read, total in progress.update(bytesRead: read, of: total) }
        }
        return inputs
    }

    /// Values given repeatedly or separated by commas.
    private static func values(_ given: [String]) -> [String] {
        given.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// The menu the inputs are read with: the built-in juices, extended or replaced by `--menu`.
    /// A menu file that cannot be read or used stops the run with its message and exit code.
    func menu() throws -> Menu {
        guard let menuFile else { return .standard }
        return try runReportingFailure { try MenuFileReader.menu(adding: menuFile, replacing: menuOnly) }
    }

    func validate() throws {
        if menuOnly && menuFile == nil {
            throw ValidationError("--menu-only replaces the built-in menu with a menu file: give --menu FILE.")
        }
        if table != nil && query != nil {
            throw ValidationError("Give --table or --query, not both.")
        }
        do {
            _ = try ColumnFilter(parsing: whereClauses)
        } catch {
            throw ValidationError(error.description)
        }
        do {
            _ = try ColumnMapping(columns)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// What `--input-format` names: one of the order formats, or an export (which is CSV).
struct InputFormat: ExpressibleByArgument {
    let format: OrderInputFormat
    let export: SalesExport?

    init?(argument: String) {
        if let format = OrderInputFormat(rawValue: argument.lowercased()) {
            self.format = format
            export = nil
        } else if let export = SalesExport(id: argument) {
            format = .csv
            self.export = export
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { OrderInputFormat.allCases.map(\.rawValue) + SalesExport.all.map(\.id) }
}

extension DateOrder: ArgumentChoice {}
extension TextEncoding: ArgumentChoice {}
