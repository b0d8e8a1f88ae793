import JuiceCore
import JuiceIngest
import JuiceDatabase

extension OrderInputs {
    /// An input: a database URL (`postgresql://…`, `sqlite:/…`) or a file (or standard input).
    enum DatabaseOrFile {
        case database(DatabaseURL)
        case file(FileByteSource)

        var file: FileByteSource? {
            if case .file(let source) = self { source } else { nil }
        }
    }

    /// Reads a database input: the database adds up, and only its totals reach the sink.
    func read<Sink: GroupedSalesSink>(_ input: DatabaseOrFile, into sink: inout Sink, menu: Menu) throws
        -> OrderReadReport
    {
        guard case .database(var url) = input else { return OrderReadReport() }
        if readsAgain, case .postgres(var settings) = url {
            settings.compilesStatements = false
            url = .postgres(settings)
        }
        var reader = DatabaseOrderReader(
            url: url, source: databaseSource, columns: try groupedColumns(), skipInvalid: skipInvalid, menu: menu,
            filter: filter)
        reader.columnFilter = columnFilter
        reader.statementObserver = statementObserver
        return try reader.read(into: &sink)
    }

    /// The inputs that are databases, as messages name them: they send totals, never an order's time.
    var databaseNames: [String] {
        paths.compactMap(Self.databaseName)
    }

    /// How messages name an input that is a database URL (without its password); nil for a file.
    static func databaseName(_ input: String) -> String? {
        (try? DatabaseURL(input: input))??.displayName
    }
}
