import Foundation
import JuiceCore

extension SalesStatement {
    /// `checkedTotals` for SQLite: one scan grouped by juice and status (and day), the common case
    /// checked with aggregates. Times still go through the file readers' own parser, once a row
    /// (`juice_report_seconds`, and the day of those seconds for a period or a daily report);
    /// numbers are checked by their type: whole numbers of the right sign are clean, and any
    /// other value (a text `4.50`, a real) makes the group not clean, so the reader sends the
    /// row-by-row statement that reads each value as a CSV cell. `countsIDs` adds the part that
    /// counts distinct order ids, as in `checkedTotals`.
    func checkedSQLiteTotals(countsIDs: Bool) -> (sql: String, binds: [SQLValue]) {
        let binder = Binder(dialect: dialect)
        let column = { (c: DatabaseColumn?) in c.map { "o." + ((try? SQLIdentifier($0.name).description) ?? "") } }
        let j = column(columns.juice) ?? "NULL", s = column(columns.status) ?? "NULL", t = column(columns.orderedAt)
        let q = column(columns.quantity), p = column(columns.unitPrice), a = column(columns.amount), id = column(columns.id)
        let needsDay = byDay || period != nil
        var filter: [String] = []
        if let keptJuices {
            let listed = keptJuices.isEmpty ? "0" : "CAST(\(j) AS TEXT) IN (\(keptJuices.map { binder.add(.text($0)) }.joined(separator: ", ")))"
            filter.append("(\(j) IS NULL OR trim(CAST(\(j) AS TEXT), ' ' || char(9)) = '' OR \(listed))")
        }
        filter += keptValueConditions { binder.add($0) }
        let blankTime = t.map { "(\($0) IS NULL OR trim(CAST(\($0) AS TEXT), ' ' || char(9)) = '')" } ?? "1"
        let rows = { (times: Bool) in """
            (SELECT \(j) AS j, \(s) AS s, \(q ?? "NULL") AS q, \(p ?? "NULL") AS p, \(a ?? "NULL") AS a, \(id ?? "NULL") AS id, \
            \(times ? t.map { "juice_report_seconds(\($0))" } ?? "NULL" : "NULL") AS x, \(blankTime) AS blank \
            FROM \(fromItem) AS o\(filter.isEmpty ? "" : " WHERE " + filter.joined(separator: " AND ")))
            """
        }
        // The day of each row's time, from the seconds already read (no second parse).
        let dayed = "(SELECT r.*, \(needsDay ? "juice_report_day_of_seconds(x)" : "NULL") AS d FROM \(rows(true)) AS r)"
        // Orders are counted without their times when no day is asked for: a sold order's items
        // are in the juice groups, whose times give the first and last day.
        let counted = needsDay ? dayed : "(SELECT r.*, NULL AS d FROM \(rows(false)) AS r)"
        var periodFilter = ""
        if let period, t != nil {
            periodFilter = " WHERE d IS NULL OR d BETWEEN \(binder.add(.integer(Int64(period.lowerBound)))) AND "
                + "\(binder.add(.integer(Int64(period.upperBound - 1))))"
        }
        var checks = ["j IS NOT NULL", "trim(CAST(j AS TEXT), ' ' || char(9)) <> ''", "count(x) = sum(NOT blank)"]
        if needsTime { checks.append("count(x) = count(*)") }
        if q != nil { checks.append("sum(q IS NOT NULL AND (typeof(q) <> 'integer' OR q < 1)) = 0") }
        if p != nil { checks.append("sum(p IS NOT NULL AND (typeof(p) <> 'integer' OR p < 0)) = 0") }
        // A return or a refund of money only is left to the row-by-row statement, which nets it out.
        if a != nil { checks.append("sum(a IS NOT NULL AND (typeof(a) <> 'integer' OR a < 0)) = 0") }
        if needsPrice { checks.append("count(COALESCE(a, p)) = count(*)") }
        let dayKey = byDay ? ", d" : ""
        var sql = """
            SELECT 0 AS kind, CAST(j AS TEXT), CAST(s AS TEXT), \(checks.joined(separator: " AND ")) AS clean, count(*),
                   sum(COALESCE(q, 1)), sum(COALESCE(a, COALESCE(q, 1) * p)), count(COALESCE(a, p)),
                   \(byDay ? "min(d), max(d)" : "NULL, NULL"), min(x), max(x), \(Self.noReturns)
              FROM \(dayed)\(periodFilter)
             GROUP BY j, s\(dayKey)
            """
        if countsIDs {
            sql += """

                UNION ALL
                SELECT 1, NULL, CAST(s AS TEXT), 1, count(id) + COALESCE(sum(CASE WHEN id IS NULL THEN n END), 0),
                       NULL, NULL, 0, \(byDay ? "min(d), max(d)" : "NULL, NULL"), min(x0), max(x1), \(Self.noReturns)
                  FROM (SELECT s, d, id, count(*) AS n, min(x) AS x0, max(x) AS x1 FROM \(counted)\(periodFilter) GROUP BY s, d, id)
                 GROUP BY s\(dayKey)
                """
        }
        return (sql, binder.values)
    }

    /// The raw columns `SQLiteGroupScan` adds up in one pass, in its order: juice, status, time,
    /// quantity, unit price, amount (NULL for a column the table lacks), with the
    /// `--only`/`--exclude` and `--where` filters of `checkedSQLiteTotals`.
    func sqliteScanRows() -> (sql: String, binds: [SQLValue]) {
        let binder = Binder(dialect: dialect)
        let column = { (c: DatabaseColumn?) in c.map { "o." + ((try? SQLIdentifier($0.name).description) ?? "") } ?? "NULL" }
        let j = column(columns.juice)
        var filter = ""
        if let keptJuices {
            let listed = keptJuices.isEmpty ? "0" : "CAST(\(j) AS TEXT) IN (\(keptJuices.map { binder.add(.text($0)) }.joined(separator: ", ")))"
            filter = " WHERE (\(j) IS NULL OR trim(CAST(\(j) AS TEXT), ' ' || char(9)) = '' OR \(listed))"
        }
        let kept = keptValueConditions { binder.add($0) }
        if !kept.isEmpty { filter += (filter.isEmpty ? " WHERE " : " AND ") + kept.joined(separator: " AND ") }
        let sql = "SELECT \(j), \(column(columns.status)), \(column(columns.orderedAt)), \(column(columns.quantity)), "
            + "\(column(columns.unitPrice)), \(column(columns.amount)) FROM \(fromItem) AS o\(filter)"
        return (sql, binder.values)
    }

    /// Whether the id column of the table holds one value per row in SQLite: a unique index of
    /// that column alone (a primary key among them). One row `[1]` or `[0]`.
    func sqliteIDIsUnique(table: String) -> (sql: String, binds: [SQLValue])? {
        guard dialect == .sqlite, let id = columns.id else { return nil }
        let sql = """
            SELECT EXISTS (SELECT 1 FROM pragma_index_list(?1) AS l
                            WHERE l."unique" AND (SELECT count(*) FROM pragma_index_info(l.name)) = 1
                              AND (SELECT name FROM pragma_index_info(l.name)) = ?2 AND NOT l.partial)
                OR ((SELECT count(*) FROM pragma_table_info(?1) WHERE pk > 0) = 1
                    AND EXISTS (SELECT 1 FROM pragma_table_info(?1) WHERE pk = 1 AND name = ?2 AND upper(type) = 'INTEGER'))
            """
        return (sql, [.text(table), .text(id.name)])
    }
}
