import ArgumentParser
import JuiceCore
import JuiceDatabase
import JuiceReports

/// How the order histories are read; shared by `chart` and `daily`.
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("input-format"),
            help: "json, ndjson or csv for every input. By default .ndjson/.jsonl are JSON Lines, .csv is CSV, and anything else (standard input too) is JSON, or JSON Lines when its first line holds one complete object.")
    var inputFormat: OrderInputFormat?

    @Option(help: "The character encoding of CSV inputs: utf-8, utf-16le, utf-16be or cp949 (Korean Excel). By default it is detected: a byte order mark, else UTF-8, else CP949.")
    var encoding: TextEncoding?

    @Option(name: .customLong("column"), help: "FIELD=HEADER: the CSV or database column that holds a field (juice, quantity, orderedAt, date, time, unitPrice, status, id), e.g. --column juice=Item. Repeat for each field.")
    var columns: [String] = []

    @Option(help: "The table that holds the orders of a database input (postgresql://…, sqlite:/…); default orders.")
    var table: String?

    @Option(help: "A SELECT whose rows are the orders (or line items) of a database input, instead of --table; the database adds them up.")
    var query: String?

    @Flag(help: "Skip orders with a missing or bad field instead of stopping at the first; report how many and which (exit code 3). Syntax errors still stop the run.")
    var skipInvalid = false

    /// The inputs at `paths`, read as these flags say, with a progress bar unless `quiet`.
    func inputs(_ paths: [String], progress: ProgressBar?) -> OrderInputs {
        var inputs = OrderInputs(paths: paths, format: inputFormat, encoding: encoding, columns: (try? ColumnMapping(columns)) ?? ColumnMapping(),
                                 skipInvalid: skipInvalid)
        inputs.databaseSource = query.map(OrderSource.query) ?? table.map(OrderSource.table) ?? .defaultTable
        if let progress {
            inputs.progress = { @Sendable read, total in progress.update(bytesRead: read, of: total) }
        }
        return inputs
    }

    func validate() throws {
        if table != nil && query != nil {
            throw ValidationError("Give --table or --query, not both.")
        }
        do {
            _ = try ColumnMapping(columns)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

extension OrderInputFormat: ExpressibleByArgument {}
extension TextEncoding: ExpressibleByArgument {}
