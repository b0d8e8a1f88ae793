import Foundation
import JuiceCore

extension SalesStatement {
    /// The common case's statement in PostgreSQL: one scan that adds up per juice and status (and
    /// day) over the columns as they are, and checks the order rules with aggregates over each
    /// group instead of a value-by-value test of every row. Rows of `kind, juice, status, clean,
    /// rows, units, revenue, priced, first day, last day, earliest, latest`, as `aggregate()`'s
    /// but with `clean` in place of the problem, and revenue in the currency's units (the reader
    /// scales it exactly). A group that is not clean holds a value the rules
    /// may refuse; the reader then sends `aggregate()`, which names every row's problem. Units and
    /// revenue stay numbers (no cast to text, which postgres_fdw would not send to a shard).
    ///
    /// - Parameters:
    ///   - countsIDs: a second part counts the distinct order ids per status (and day). Without
    ///     it the reader counts orders from the groups' rows when every row is its own order (no
    ///     id column, or a unique one), or leaves them uncounted when they are not asked for.
    ///   - partitionKeys: the columns a partitioned table is partitioned by. Every group is also
    ///     a group of one partition, so PostgreSQL adds up each partition on its own (on the shard
    ///     itself for a `postgres_fdw` partition) and only the partial totals meet; the reader adds
    ///     those. Orders are counted per partition too: an order's rows share its time and its
    ///     store, so no order is split over two partitions by such a key.
    func checkedTotals(countsIDs: Bool, partitionKeys: [String] = []) -> (sql: String, binds: [SQLValue]) {
        let binder = Binder(dialect: dialect)
        let column = { (c: DatabaseColumn?) in c.map { "o." + ((try? SQLIdentifier($0.name).description) ?? "") } }
        let j = column(columns.juice) ?? "NULL", s = column(columns.status) ?? "CAST(NULL AS text)", t = column(columns.orderedAt)
        let numeric = { (c: DatabaseColumn?, value: String?) in value.map { c?.kind == .integer ? $0 : "CAST(\($0) AS numeric)" } }
        let q = numeric(columns.quantity, column(columns.quantity)), p = numeric(columns.unitPrice, column(columns.unitPrice))
        let a = numeric(columns.amount, column(columns.amount)), id = column(columns.id)
        let kind = columns.orderedAt?.kind
        // `epoch` reads a local time's or a date's zone as the first parameter.
        if t != nil, let kind, kind != .instant { _ = binder.add(.text(zone.identifier)) }
        let starts = byDay && kind == .instant ? dayStarts : nil
        var day = "CAST(NULL AS integer)"
        if byDay, let t, let kind {
            let date = switch kind {
            case .instant:
                // The day's number among `starts` (1 for the first), or the date in the zone. The
                // starts are a constant, not a bind value: a text parameter cast to timestamptz[]
                // would be parsed again for every row; a literal is parsed once, with the query.
                // It holds only digits, dashes, colons and spaces written here.
                if let starts { "width_bucket(\(t), '\(starts.arrayLiteral)'::timestamptz[])" } else {
                    "CAST(\(shiftedBack("(\(t) AT TIME ZONE CAST(\(binder.add(.text(self.zone.identifier))) AS text))")) AS date)"
                }
            case .localTime: "CAST(\(shiftedBack(t)) AS date)"
            default: t
            }
            // The date itself (infinity included): a CASE would keep postgres_fdw from sending the grouping to a shard.
            day = date
        }
        var filter: [String] = []
        if let period, let t, let kind {
            let type = kind == .instant ? "" : kind == .localTime ? "timestamp" : "date"
            let (from, to) = (binder.add(bound(period.lowerBound, kind: kind)), binder.add(bound(period.upperBound, kind: kind)))
            filter.append(type.isEmpty ? "((\(t) >= \(from) AND \(t) < \(to)) OR \(t) IS NULL)"
                          : "((\(t) >= CAST(\(from) AS \(type)) AND \(t) < CAST(\(to) AS \(type))) OR \(t) IS NULL)")
        }
        if let keptJuices {
            let listed = keptJuices.isEmpty ? "false" : "CAST(\(j) AS text) IN (\(keptJuices.map { binder.add(.text($0)) }.joined(separator: ", ")))"
            filter.append("(\(j) IS NULL OR btrim(CAST(\(j) AS text)) = '' OR \(listed))")
        }
        filter += keptValueConditions { binder.add($0) }
        if addsUpDaysInParallel(partitionKeys: partitionKeys), let t {
            // PostgreSQL cannot tell how many days `width_bucket` gives: it counts the distinct
            // times instead, guesses about a group for every other row, and adds up in one process.
            // This clause holds for every row (NULL included) but the planner believes it keeps
            // few, which brings its guess down to where parallel workers each add up a share, as
            // for the chart (`bench/database.sh`, daily by URL). Left out for a
            // partitioned table, whose partitions are added up each on its own (on the shards).
            filter.append("\(t) IS NOT DISTINCT FROM \(t)")
        }
        let keys = partitionKeys.enumerated().map { index, name in
            ("o." + ((try? SQLIdentifier(name).description) ?? ""), "k\(index)")
        }
        let keySelect = keys.map { ", \($0.0) AS \($0.1)" }.joined()
        let keyGroup = keys.map { ", \($0.1)" }.joined()
        let rows = """
            (SELECT \(j) AS j, \(s) AS s, \(day) AS d, \(t ?? "CAST(NULL AS timestamptz)") AS t, \(q ?? "CAST(NULL AS integer)") AS q, \
            \(p ?? "CAST(NULL AS integer)") AS p, \(a ?? "CAST(NULL AS integer)") AS a, \(id ?? "CAST(NULL AS text)") AS id\(keySelect) \
            FROM \(fromItem) AS o\(filter.isEmpty ? "" : " WHERE " + filter.joined(separator: " AND ")))
            """
        let scale = Money.scale
        // Grouping by day, the day is one of the group's keys, the same on each of its rows: the
        // group's first and last day are `d` itself. min(d) and max(d) would give the same value
        // at the cost of two more aggregate steps for every row.
        let (firstDay, lastDay) = byDay ? ("d", "d") : ("min(d)", "max(d)")
        // Each check holds for the group exactly when it holds for each of its rows.
        var checks = ["j IS NOT NULL", "btrim(CAST(j AS text)) <> ''"]
        if t != nil {
            checks.append("(min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t))))")
            // The day of a row is NULL exactly when its time is (each way of finding it is strict),
            // so a group keyed by a day that is not NULL has a time on every row.
            if needsTime { checks.append(byDay ? "d IS NOT NULL" : "count(t) = count(*)") }
            // A time before the first start or after the last day is on no day of `starts`.
            if let starts { checks.append("(\(firstDay) IS NULL OR (\(firstDay) >= 1 AND \(lastDay) <= \(starts.dayCount)))") }
        }
        if q != nil {
            // Quantities of at least 1: a group with a return (or a 0, which is refused) is added up
            // by the row-by-row statement, which nets returns out.
            checks.append("(min(q) IS NULL OR min(q) >= 1)")
            if columns.quantity?.kind != .integer { checks.append("COALESCE(bool_and(q = trunc(q)), true)") }
        }
        if p != nil {
            checks.append("(min(p) IS NULL OR min(p) >= 0)")
            if columns.unitPrice?.kind != .integer { checks.append("COALESCE(bool_and(p * \(scale) = trunc(p * \(scale))), true)") }
        }
        if a != nil {
            // A negative amount is a refund (of money only, beside a positive quantity): the row-by-row statement nets it.
            checks.append("(min(a) IS NULL OR min(a) >= 0)")
            if columns.amount?.kind != .integer { checks.append("COALESCE(bool_and(a * \(scale) = trunc(a * \(scale))), true)") }
        }
        // postgres_fdw (PostgreSQL 15) sends no COALESCE or CASE to a shard, so inside an aggregate
        // each is written as FILTER clauses; outside one the front computes it from the shards' totals.
        let withoutAmount = a == nil ? "" : "a IS NULL AND "
        var revenueParts = a == nil ? [] : ["COALESCE(sum(a), 0)"]
        if p != nil {
            // Prices as they are: a cast of a numeric price to bigint would round 4999.5 to 5000.
            // Only an integer price is widened, where the product of two int4 could overflow;
            // sum(p) of an integer column adds up in a bigint, cheaper per row than sum(bigint).
            let product = columns.unitPrice?.kind == .integer ? "q * CAST(p AS bigint)" : "q * p"
            if q != nil { revenueParts.append("COALESCE(sum(\(product)) FILTER (WHERE \(withoutAmount)q IS NOT NULL), 0)") }
            revenueParts.append("COALESCE(sum(p) FILTER (WHERE \(withoutAmount)\(q == nil ? "true" : "q IS NULL")), 0)")
        }
        let revenue = revenueParts.isEmpty || !addsUpRevenue ? "CAST(NULL AS numeric)" : revenueParts.joined(separator: " + ")
        // Without revenue no row counts as priced, so the reader leaves every group's revenue unknown.
        let priced = switch (addsUpRevenue && a != nil, addsUpRevenue && p != nil) {
        case (true, true): "count(*) FILTER (WHERE a IS NOT NULL OR p IS NOT NULL)"
        case (true, false): "count(a)"
        case (false, true): "count(p)"
        case (false, false): "0"
        }
        let units = q == nil ? "count(*)" : "COALESCE(sum(q), 0) + count(*) - count(q)"
        if needsPrice { checks.append("\(priced) = count(*)") }
        let dayKey = byDay ? ", d" : ""
        var sql = """
            SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), \(checks.joined(separator: " AND ")) AS clean, count(*) AS row_count,
                   \(units) AS units, \(revenue) AS revenue,
                   \(priced) AS priced, \(daysSinceEpoch(firstDay, starts)) AS first_day, \(daysSinceEpoch(lastDay, starts)) AS last_day,
                   \(epoch("min(t)")) AS earliest, \(epoch("max(t)")) AS latest, \(Self.noReturns)
              FROM \(rows) AS r
             GROUP BY j, s\(dayKey)\(keyGroup)
            """
        if countsIDs, !keys.isEmpty {
            // count(DISTINCT) within each partition's groups is what postgres_fdw sends to a shard.
            sql += """

                UNION ALL
                SELECT 1, CAST(NULL AS text), CAST(s AS text), true, count(DISTINCT id) + count(*) - count(id),
                       NULL, NULL, 0, \(daysSinceEpoch(firstDay, starts)), \(daysSinceEpoch(lastDay, starts)), \(epoch("min(t)")), \(epoch("max(t)")),
                       \(Self.noReturns)
                  FROM \(rows) AS r
                 GROUP BY s\(dayKey)\(keyGroup)
                """
        } else if countsIDs {
            // An order of several items is several rows sharing its id: one group per id first.
            sql += """

                UNION ALL
                SELECT 1, CAST(NULL AS text), CAST(s AS text), true, CAST(count(id) + COALESCE(sum(n) FILTER (WHERE id IS NULL), 0) AS bigint),
                       NULL, NULL, 0, \(daysSinceEpoch(firstDay, starts)), \(daysSinceEpoch(lastDay, starts)), \(epoch("min(t0)")), \(epoch("max(t1)")),
                       \(Self.noReturns)
                  FROM (SELECT s, d, id, count(*) AS n, min(t) AS t0, max(t) AS t1 FROM \(rows) AS r GROUP BY s, d, id) AS orders
                 GROUP BY s\(dayKey)
                """
        }
        return (sql, binder.values)
    }

    /// Settings for the transaction before `checkedTotals` (nil for none): with the clause that
    /// lowers the planner's guess of the rows (see there), its cost of the statement falls too,
    /// and the cost at which PostgreSQL compiles the per-row expressions (JIT, and optimizes the
    /// code) is then reached only by tables many times larger than where compiling pays off;
    /// it is lowered to what scanning a table of a few million rows costs. The settings stay for
    /// the rest of the transaction: the statements sent after it read the same table.
    func checkedSettings(partitionKeys: [String] = []) -> String? {
        guard addsUpDaysInParallel(partitionKeys: partitionKeys) else { return nil }
        return "SET LOCAL jit_above_cost = 50000; SET LOCAL jit_optimize_above_cost = 50000"
    }

    /// Whether the PostgreSQL statement finds days with `width_bucket` on a table that is not
    /// partitioned: then it carries the clause that lets the planner add up in parallel, and
    /// `checkedSettings` the JIT thresholds that go with it. One test for both, so they never part.
    private func addsUpDaysInParallel(partitionKeys: [String]) -> Bool {
        dialect == .postgres && byDay && columns.orderedAt?.kind == .instant && dayStarts != nil && partitionKeys.isEmpty
    }

    /// The group's day (the day column when grouping by day: a date or a day's number among
    /// `starts`; else an aggregate of its NULL) as days since 1970-01-01; NULL for infinity,
    /// which the group's check refuses.
    private func daysSinceEpoch(_ day: String, _ starts: DayStarts?) -> String {
        if let starts { return "\(day) + \(starts.firstDay - 1)" }
        return byDay ? "CASE WHEN isfinite(\(day)) THEN \(day) - DATE '1970-01-01' END" : day
    }

    /// The columns a partitioned table is partitioned by (expressions left out), one per row.
    func partitionKeys(table: String) -> (sql: String, binds: [SQLValue])? {
        guard dialect == .postgres, let quoted = try? SQLIdentifier(table).description else { return nil }
        let sql = """
            SELECT CAST(a.attname AS text) FROM pg_partitioned_table AS p
              JOIN pg_attribute AS a ON a.attrelid = p.partrelid AND a.attnum = ANY (CAST(p.partattrs AS int2[]))
             WHERE p.partrelid = to_regclass($1) ORDER BY a.attnum
            """
        return (sql, [.text(quoted)])
    }

    /// Whether the id column of the table holds one value per row: a unique index of that
    /// column alone (a primary key among them). One row `[true]` or `[false]`.
    func idIsUnique(table: String) -> (sql: String, binds: [SQLValue])? {
        guard dialect == .postgres, let id = columns.id, let quoted = try? SQLIdentifier(table).description else { return nil }
        let sql = """
            SELECT EXISTS (SELECT FROM pg_index AS i JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                            WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indnkeyatts = 1
                              AND i.indpred IS NULL AND i.indexprs IS NULL AND a.attname = $2)
            """
        return (sql, [.text(quoted), .text(id.name)])
    }
}
