/// What differs between the SQL sent to PostgreSQL and to SQLite where both say the same thing,
/// as data: the text type, a condition no row meets, how a bound parameter is written and how a
/// text is trimmed. The statements both backends send alike are written once over it
/// (`TotalsQuery.filterConditions(juice:in:bind:)`, `distinctValues`, `rowCount`, `SQLBinder`);
/// what only one dialect can say stays in its own statement file (`PostgresStatements`,
/// `SQLiteStatements`, each checked byte for byte by `SentSQLGoldenTests`).
struct SQLDialect: Sendable {
    /// The text type's name in a `CAST`.
    let text: String
    /// A condition no row meets (a filter that keeps no value).
    let never: String
    /// The bound parameter of this number (from 1).
    let parameter: @Sendable (Int) -> String
    /// A text expression without its leading and trailing white space.
    let trimmed: @Sendable (String) -> String
    /// The order of rows by their `id`, the same on every machine, rows without one last.
    let byID: String
    /// A NULL of the text type, where a column has no value to show as text.
    let nullText: String

    static let postgres = SQLDialect(
        text: "text", never: "false", parameter: { "$\($0)" }, trimmed: { "btrim(\($0))" },
        byID: "id COLLATE \"C\" NULLS LAST", nullText: "CAST(NULL AS text)")
    /// SQLite's `trim` takes spaces alone unless told: tabs too, as the file readers do.
    static let sqlite = SQLDialect(
        text: "TEXT", never: "0", parameter: { "?\($0)" }, trimmed: { "trim(\($0), ' ' || char(9))" },
        byID: "id IS NULL, id", nullText: "NULL")

    /// `expression` as text.
    func asText(_ expression: String) -> String { "CAST(\(expression) AS \(text))" }

    /// The condition that `expression`, as text, is empty or white space alone.
    func isBlank(_ expression: String) -> String { "\(trimmed(asText(expression))) = ''" }

    /// The condition that `expression`, as text, holds more than white space.
    func isPresent(_ expression: String) -> String { "\(trimmed(asText(expression))) <> ''" }
}

/// Collects a statement's bound values and names each one's parameter in a dialect (`$1`, `?1`).
final class SQLBinder {
    let dialect: SQLDialect
    private(set) var values: [SQLValue] = []

    init(_ dialect: SQLDialect) {
        self.dialect = dialect
    }

    func add(_ value: SQLValue) -> String {
        values.append(value)
        return dialect.parameter(values.count)
    }
}

extension TotalsQuery {
    /// The conditions the filters put on the rows, each value bound with `bind`: `--only` and
    /// `--exclude` on `juice`, the juice column's expression (nil without them; a row with no
    /// juice is kept, for its problem to be named), and `--where` on the table's own columns.
    func filterConditions(juice: String, in dialect: SQLDialect, bind: (SQLValue) -> String) -> (
        juices: String?, values: [String]
    ) {
        let juices = keptJuices.map { kept in
            let listed =
                kept.isEmpty
                ? dialect.never
                : "\(dialect.asText(juice)) IN (\(kept.map { bind(.text($0)) }.joined(separator: ", ")))"
            return "\(juice) IS NULL OR \(dialect.isBlank(juice)) OR \(listed)"
        }
        let values = keptValues.map { kept in
            kept.values.isEmpty
                ? dialect.never
                : "\(dialect.asText("o.\(kept.column.identifier)")) IN "
                    + "(\(kept.values.map { bind(.text($0)) }.joined(separator: ", ")))"
        }
        return (juices, values)
    }

    /// A column's different values as text (at most `limit`), `value`.
    func distinctValues(of column: DatabaseColumn, limit: Int, in dialect: SQLDialect) -> SentStatement {
        let name = "o.\(column.identifier)"
        return SentStatement(
            "SELECT DISTINCT \(dialect.asText(name)) FROM \(source.fromItem) AS o WHERE \(name) IS NOT NULL "
                + "LIMIT \(limit)",
            columnNames: ["value"])
    }

    /// The first rows (by id) of `rows` (each backend's order rows, with `binds` bound, values
    /// as text) with a problem or with one of `statuses` (unknown ones): `id, problem, s, j, qt,
    /// pt, tt, at` (status, juice, quantity, unitPrice, orderedAt, amount).
    func problemRows(
        of rows: String, binds: [SQLValue], statuses: [String], limit: Int, in dialect: SQLDialect
    ) -> SentStatement {
        var binds = binds
        var condition = "problem <> 0"
        for status in statuses {
            binds.append(.text(status))
            condition += " OR s = \(dialect.parameter(binds.count))"
        }
        let sql = """
            SELECT id, problem, s, j, qt, pt, tt, at FROM \(rows) AS r
             WHERE \(condition)
             ORDER BY \(dialect.byID)
             LIMIT \(limit)
            """
        return SentStatement(sql, binds)
    }

    /// The rows of the source, whatever the period: one `rows`.
    func rowCount() -> SentStatement {
        SentStatement("SELECT count(*) FROM \(source.fromItem) AS o", columnNames: ["rows"])
    }
}
