import Testing
@testable import JuiceDatabase

/// A PostgreSQL session without a server: answers each statement the reader sends as a small
/// shop's database would (its tables' columns, a partitioned table, the days its times span),
/// so the statements' text can be compared with golden files (`SentSQLGoldenTests`).
///
/// With `refusesARow`, the checked totals hold a group that is not clean, the row-by-row
/// totals a quantity of 2.5, and the search for the rows behind it finds that row.
final class RecordedPostgresSession: PostgresSession {
    let displayName = "postgresql://reader@golden.invalid:5432/shop"
    private let refusesARow: Bool

    init(refusesARow: Bool = false) {
        self.refusesARow = refusesARow
    }

    func failure(_ error: PostgresStatementError) -> any Error {
        DatabaseError.queryFailed(database: displayName, problem: error.message ?? "failed")
    }

    private static let (text, int4, int8, float8, numeric, bool) = (
        PostgresType.text, PostgresType.int4, PostgresType.int8,
        PostgresType.float8, PostgresType.numeric, PostgresType.bool
    )

    /// Each table's columns as `SELECT * … LIMIT 0` describes them, by the `FROM` item.
    private static let tables: [String: [(String, UInt32)]] = [
        "\"orders\"": [
            ("id", text), ("orderedAt", PostgresType.timestamptz), ("juice", text), ("quantity", int4),
            ("unitPrice", int4), ("status", text), ("store", text),
        ],
        "\"line_items\"": [
            ("id", text), ("orderedAt", PostgresType.timestamptz), ("juice", text), ("quantity", numeric),
            ("unitPrice", numeric), ("amount", numeric), ("status", text),
        ],
        "\"local_orders\"": [
            ("orderedAt", PostgresType.timestamp), ("juice", text), ("quantity", int4), ("unitPrice", numeric),
        ],
        "\"dated_orders\"": [("orderedAt", PostgresType.date), ("juice", text), ("quantity", int4), ("status", text)],
        "\"sharded_orders\"": [
            ("id", text), ("orderedAt", PostgresType.timestamptz), ("juice", text), ("quantity", int4),
            ("unitPrice", int4), ("status", text), ("store", text),
        ],
    ]

    func execute(_ sql: String, _ binds: [SQLValue]) throws(PostgresStatementError) -> PostgresRows {
        let none = PostgresRows(columnNames: [], columnTypes: [], cells: [])
        if sql.hasPrefix("SET ") || sql.hasPrefix("BEGIN ") { return none }
        if sql.hasPrefix("SELECT * FROM "), sql.hasSuffix(" AS o LIMIT 0") {
            let from = String(sql.dropFirst("SELECT * FROM ".count).dropLast(" AS o LIMIT 0".count))
            let columns = Self.tables[from] ?? (from.hasPrefix("(") ? Self.tables["\"orders\""] : nil)
            guard let columns else {
                throw PostgresStatementError(sqlState: "42P01", message: "relation \(from) does not exist")
            }
            return PostgresRows(columnNames: columns.map(\.0), columnTypes: columns.map(\.1), cells: [])
        }
        if sql.contains("pg_partitioned_table") {
            return PostgresRows(
                columnNames: ["attname"], columnTypes: [Self.text],
                cells: binds.first == .text("\"sharded_orders\"") ? [["store"]] : [])
        }
        if sql.contains("pg_index") {
            return PostgresRows(
                columnNames: ["exists"], columnTypes: [Self.bool],
                cells: [[binds.first == .text("\"orders\"") ? "t" : "f"]])
        }
        if sql.hasPrefix("SELECT CAST(extract(epoch FROM min(") {
            // 2026-11-01T00:00:00Z to 2026-11-17T00:00:00Z.
            return PostgresRows(
                columnNames: ["min", "max"], columnTypes: [Self.float8, Self.float8],
                cells: [["1793404800", "1794787200"]])
        }
        if sql.hasPrefix("SELECT DISTINCT") {
            let values: [String?] = sql.contains("\"juice\"") ? ["kiwi", " 딸기쥬스 ", "Mango"] : ["north", "South "]
            return PostgresRows(columnNames: ["value"], columnTypes: [Self.text], cells: values.map { [$0] })
        }
        if sql.hasPrefix("SELECT count(*) FROM") {
            return PostgresRows(columnNames: ["count"], columnTypes: [Self.int8], cells: [["0"]])
        }
        let totals: [UInt32] =
            [
                Self.int4, Self.text, Self.text, Self.int4, Self.int8, Self.int8, Self.int8, Self.int8, Self.int4,
                Self.int4, Self.float8, Self.float8,
            ] + Array(repeating: Self.int8, count: 6)
        // As the server names them: `CAST(j AS text)` is j; the checked totals' returns are unnamed.
        let named = [
            "kind", "j", "s", "problem", "row_count", "units", "revenue", "priced", "first_day", "last_day", "earliest",
            "latest",
        ]
        if sql.contains(" AS clean, ") {
            var names = named + Array(repeating: "?column?", count: 6)
            names[3] = "clean"
            let row: [String?] = [
                "0", "kiwi", nil, "f", "2", "3", "10000", "2", nil, nil, "1793404800", "1793408400", "0", "0", "0", "0",
                "0", "0",
            ]
            var types = totals
            types[3] = Self.bool
            return PostgresRows(columnNames: names, columnTypes: types, cells: refusesARow ? [row] : [])
        }
        if sql.contains("GROUP BY j, s, problem") {
            let names = named + TotalsQuery.returnColumns + (sql.contains(", h\n") ? ["h"] : [])
            let row: [String?] = [
                "0", "kiwi", nil, "3", "1", nil, nil, "1", nil, nil, "1793404800", "1793404800", "0", "0", "0", "0",
                "0", "0",
            ]
            return PostgresRows(columnNames: names, columnTypes: totals, cells: refusesARow ? [row] : [])
        }
        if sql.contains("ORDER BY id") {
            return PostgresRows(
                columnNames: ["id", "problem", "s", "j", "qt", "pt", "tt", "at"],
                columnTypes: [Self.text, Self.int4] + Array(repeating: Self.text, count: 6),
                cells: refusesARow ? [["B2", "3", nil, "kiwi", "2.5", "5000", "2026-11-01 09:00:00+09", nil]] : [])
        }
        Issue.record("a statement the recorded session does not know: \(sql)")
        return none
    }
}
