import Foundation
import JuiceCore

/// Every statement juice-report sends to SQLite, written from a `TotalsQuery`: the questions
/// about a file (its tables, a table's columns and unique index), the rows `SQLiteGroupScan`
/// adds up, the checked totals, the row-by-row totals, the rows behind a problem and the values
/// a filter is matched against. Each is checked byte for byte by `SentSQLGoldenTests`.
///
/// The order rules live in Swift (`SQLiteFunctions`), since SQLite keeps text and numbers of
/// any kind in any column: the statements call them by name.
struct SQLiteStatements: OrderRowStatements {
    static let dialect = SQLDialect.sqlite
    let query: TotalsQuery

    // MARK: The file and the catalog

    /// Makes the connection refuse to write, whatever a `--query` does.
    static let queryOnly = SentStatement("PRAGMA query_only = 1")
    /// The first read: a file that is not a database (a JSON file named by mistake) fails here.
    static let firstRead = SentStatement("SELECT count(*) FROM sqlite_master", columnNames: ["count"])

    /// No rows, only the columns' names.
    static func columns(of source: CheckedSource) -> SentStatement {
        SentStatement("SELECT * FROM \(source.fromItem) AS o LIMIT 0")
    }

    /// A number that changes when another connection commits (`SQLiteDataVersion`).
    static let dataVersion = SentStatement("PRAGMA data_version")

    /// The tables and views there are, for the message about one that is not.
    static let tables = SentStatement(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' "
            + "ORDER BY name")

    /// Whether the id column of the table holds one value per row: a unique index of that
    /// column alone (a primary key among them). One row, `unique` 1 or 0.
    static func idIsUnique(table: SQLIdentifier, id: DatabaseColumn) -> SentStatement {
        let sql = """
            SELECT EXISTS (SELECT 1 FROM pragma_index_list(?1) AS l
                            WHERE l."unique" AND (SELECT count(*) FROM pragma_index_info(l.name)) = 1
                              AND (SELECT name FROM pragma_index_info(l.name)) = ?2 AND NOT l.partial)
                OR ((SELECT count(*) FROM pragma_table_info(?1) WHERE pk > 0) = 1
                    AND EXISTS (SELECT 1 FROM pragma_table_info(?1) WHERE pk = 1 AND name = ?2 \
            AND upper(type) = 'INTEGER'))
            """
        return SentStatement(sql, [.text(table.name), .text(id.name)], columnNames: ["unique"])
    }

    /// A column's different values as text (at most `limit`), `value`.
    func distinctValues(of column: DatabaseColumn, limit: Int) -> SentStatement {
        query.distinctValues(of: column, limit: limit, in: .sqlite)
    }

    /// The rows of the source, whatever the period: one `rows`.
    func rowCount() -> SentStatement { query.rowCount() }

    // MARK: The checked totals

    /// The raw columns `SQLiteGroupScan` adds up in one pass, in the order of `ScanColumn`
    /// (NULL for a column the table lacks), with the `--only`/`--exclude` and `--where` filters
    /// of `checkedTotals`. The scan reads them in place (`SQLiteRow`), where each is, by `ScanColumn`.
    func scanRows() -> SentStatement {
        let columns = query.columns
        let binder = SQLBinder(.sqlite)
        let column = { (c: DatabaseColumn?) in c.map { "o.\($0.identifier)" } ?? "NULL" }
        let j = column(columns.juice)
        let conditions = query.filterConditions(juice: j, in: .sqlite, bind: binder.add)
        var filter = conditions.juices.map { " WHERE (\($0))" } ?? ""
        let kept = conditions.values
        if !kept.isEmpty { filter += (filter.isEmpty ? " WHERE " : " AND ") + kept.joined(separator: " AND ") }
        let sql =
            "SELECT \(j), \(column(columns.status)), \(column(columns.orderedAt)), \(column(columns.quantity)), "
            + "\(column(columns.unitPrice)), \(column(columns.amount)) FROM \(query.source.fromItem) AS o\(filter)"
        return SentStatement(sql, binder.values)
    }

    /// Where `scanRows` puts each column.
    enum ScanColumn: Int32 {
        case juice, status, time, quantity, unitPrice, amount
    }

    /// One scan grouped by juice and status (and day), the common case checked with aggregates.
    /// Times still go through the file readers' own parser, once a row (`juice_report_seconds`,
    /// and the day of those seconds for a period or a daily report); numbers are checked by
    /// their type: whole numbers of the right sign are clean, and any other value (a text
    /// `4.50`, a real) makes the group not clean, so the reader asks for the row-by-row totals,
    /// which read each value as a CSV cell. `countsIDs` adds the part that counts distinct
    /// order ids. Rows of `kind, j, s, clean, row_count, units, revenue, priced, first_day,
    /// last_day, earliest, latest` and the returns' columns (all 0: a group with a return is
    /// not clean), so named here: SQLite names an unnamed column by its expression's text.
    func checkedTotals(countsIDs: Bool) -> SentStatement {
        let columns = query.columns
        let binder = SQLBinder(.sqlite)
        let column = { (c: DatabaseColumn?) in c.map { "o.\($0.identifier)" } }
        let j = column(columns.juice) ?? "NULL", s = column(columns.status) ?? "NULL", t = column(columns.orderedAt)
        let q = column(columns.quantity), p = column(columns.unitPrice), a = column(columns.amount),
            id = column(columns.id)
        let byDay = query.byDay
        let needsDay = byDay || query.period != nil
        var filter: [String] = []
        let conditions = query.filterConditions(juice: j, in: .sqlite, bind: binder.add)
        filter += (conditions.juices.map { ["(\($0))"] } ?? []) + conditions.values
        let blankTime = t.map { "(\($0) IS NULL OR \(SQLDialect.sqlite.isBlank($0)))" } ?? "1"
        let rows = { (times: Bool) in
            """
            (SELECT \(j) AS j, \(s) AS s, \(q ?? "NULL") AS q, \(p ?? "NULL") AS p, \(a ?? "NULL") AS a, \
            \(id ?? "NULL") AS id, \
            \(times ? t.map { "juice_report_seconds(\($0))" } ?? "NULL" : "NULL") AS x, \(blankTime) AS blank \
            FROM \(query.source.fromItem) AS o\(filter.isEmpty ? "" : " WHERE " + filter.joined(separator: " AND ")))
            """
        }
        // The day of each row's time, from the seconds already read (no second parse).
        let dayed = "(SELECT r.*, \(needsDay ? "juice_report_day_of_seconds(x)" : "NULL") AS d FROM \(rows(true)) AS r)"
        // Orders are counted without their times when no day is asked for: a sold order's items
        // are in the juice groups, whose times give the first and last day.
        let counted = needsDay ? dayed : "(SELECT r.*, NULL AS d FROM \(rows(false)) AS r)"
        var periodFilter = ""
        if let period = query.period, t != nil {
            periodFilter =
                " WHERE d IS NULL OR d BETWEEN \(binder.add(.integer(Int64(period.lowerBound)))) AND "
                + "\(binder.add(.integer(Int64(period.upperBound - 1))))"
        }
        var checks = ["j IS NOT NULL", SQLDialect.sqlite.isPresent("j"), "count(x) = sum(NOT blank)"]
        if query.needsTime { checks.append("count(x) = count(*)") }
        if q != nil { checks.append("sum(q IS NOT NULL AND (typeof(q) <> 'integer' OR q < 1)) = 0") }
        if p != nil { checks.append("sum(p IS NOT NULL AND (typeof(p) <> 'integer' OR p < 0)) = 0") }
        // A return or a refund of money only is left to the row-by-row statement, which nets it out.
        if a != nil { checks.append("sum(a IS NOT NULL AND (typeof(a) <> 'integer' OR a < 0)) = 0") }
        if query.needsPrice { checks.append("count(COALESCE(a, p)) = count(*)") }
        let dayKey = byDay ? ", d" : ""
        var sql = """
            SELECT 0 AS kind, CAST(j AS TEXT), CAST(s AS TEXT), \(checks.joined(separator: " AND ")) AS clean, count(*),
                   sum(COALESCE(q, 1)), sum(COALESCE(a, COALESCE(q, 1) * p)), count(COALESCE(a, p)),
                   \(byDay ? "min(d), max(d)" : "NULL, NULL"), min(x), max(x), \(TotalsQuery.noReturns)
              FROM \(dayed)\(periodFilter)
             GROUP BY j, s\(dayKey)
            """
        if countsIDs {
            let days = byDay ? "min(d), max(d)" : "NULL, NULL"
            let perOrder =
                "SELECT s, d, id, count(*) AS n, min(x) AS x0, max(x) AS x1 FROM \(counted)\(periodFilter) "
                + "GROUP BY s, d, id"
            sql += """

                UNION ALL
                SELECT 1, NULL, CAST(s AS TEXT), 1, count(id) + COALESCE(sum(CASE WHEN id IS NULL THEN n END), 0),
                       NULL, NULL, 0, \(days), min(x0), max(x1), \(TotalsQuery.noReturns)
                  FROM (\(perOrder))
                 GROUP BY s\(dayKey)
                """
        }
        let names = [
            "kind", "j", "s", "clean", "row_count", "units", "revenue", "priced", "first_day", "last_day", "earliest",
            "latest",
        ]
        return SentStatement(sql, binder.values, addsUp: true, columnNames: names + TotalsQuery.returnColumns)
    }

    // MARK: The order rows, for the row-by-row totals and the rows behind a problem (`OrderRowStatements`)

    /// The rows' times are in seconds already (`juice_report_seconds`).
    func seconds(_ aggregate: String) -> String { aggregate }

    /// An order row's columns: `j` juice, `s` status, `d` day (grouping by day only), `t` time in
    /// seconds, `problem` (`juice_report_problem`), `q` quantity, `p` price and `a` amount (at
    /// `Money.scale`), `id`, `h` the hour on the zone's wall clock (grouping by hour only); and the
    /// period's condition (`OrderRowStatements.orderRows`).
    func selection(of names: OrderRowNames, bind: (SQLValue) -> String) -> (select: [String], period: String?) {
        let columns = query.columns
        let (j, s, t, q) = (names.juice, names.status, names.orderedAt, names.quantity)
        let (p, a, id) = (names.unitPrice, names.amount, names.id)
        var filter: String?
        let tt = t ?? "NULL"
        let problem =
            "juice_report_problem(\(tt), \(j), \(q ?? "NULL"), \(p ?? "NULL"), \(a ?? "NULL"), "
            + "\(query.needsTime ? 1 : 0), \(query.needsPrice ? 1 : 0)) AS problem"
        let select: [String] = [
            "CAST(\(j) AS TEXT) AS j", s.map { "CAST(\($0) AS TEXT) AS s" } ?? "NULL AS s",
            query.byDay ? "juice_report_day(\(tt)) AS d" : "NULL AS d", "juice_report_seconds(\(tt)) AS t", problem,
            "COALESCE(juice_report_quantity(\(q ?? "NULL")), 1) AS q", "juice_report_money(\(p ?? "NULL"), 0) AS p",
            "juice_report_money(\(a ?? "NULL"), 1) AS a", id.map { "CAST(\($0) AS TEXT) AS id" } ?? "NULL AS id",
            query.byHour ? "juice_report_hour(\(tt)) AS h" : "NULL AS h",
        ]
        if let period = query.period, t != nil {
            filter =
                "juice_report_day(\(tt)) IS NULL OR juice_report_day(\(tt)) "
                + "BETWEEN \(bind(.integer(Int64(period.lowerBound)))) "
                + "AND \(bind(.integer(Int64(period.upperBound - 1))))"
        }
        return (select, filter)
    }
}
