import Foundation
import JuiceCore

/// Every statement juice-report sends to PostgreSQL, written from a `TotalsQuery`: the
/// session's settings, the questions about a table (its columns, its unique index, its
/// partitions, the span of its times), the checked totals, the row-by-row totals, the rows
/// behind a problem and the values a filter is matched against. Each is checked byte for byte
/// by `SentSQLGoldenTests`.
struct PostgresStatements: OrderRowStatements {
    static let dialect = SQLDialect.postgres
    let query: TotalsQuery
    /// Where the days begin, when the backend knows the days an instant column's rows fall on:
    /// the checked totals then find each row's day with `width_bucket`.
    var dayStarts: DayStarts?
    /// Where the hours of those days begin, for totals by hour: the checked totals then find each
    /// row's hour (and its day) with `width_bucket`.
    var hourStarts: HourStarts?

    /// What the checked totals group an instant column's times by: its hours when the totals
    /// are by hour, else its days; nil when they convert each time instead (or need no day).
    var buckets: (any TimeBuckets)? {
        guard query.byDay, query.columns.orderedAt?.kind == .instant else { return nil }
        return query.byHour ? hourStarts : dayStarts
    }

    // MARK: The session and the catalog

    /// Every statement runs in one read-only transaction: nothing can write, not even after a
    /// `--query` changes default_transaction_read_only with set_config, and every statement sees
    /// the same rows (the totals and the rows behind a problem agree). work_mem: counting distinct
    /// order ids hashes every id; at the default 4 MB a million rows spill to disk. Partitionwise
    /// aggregation: a partitioned table is added up partition by partition (on the shards).
    /// enable_sort off: the planner cannot estimate the groups of a day computed from a
    /// timestamp (`width_bucket`), guesses a million, and sorts every row in parallel rather
    /// than hash a few hundred groups, which takes several times as long
    /// (`bench/database.sh`, daily by URL); a sort it cannot avoid still runs.
    ///
    /// Sent on their own, before `begin`: in one string with BEGIN they would be part of the
    /// transaction, and undone with it.
    static func sessionSettings(_ settings: PostgresSettings) -> SentStatement {
        SentStatement(
            "SET default_transaction_read_only = on; SET statement_timeout = '\(settings.statementTimeout)s'; "
                + "SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off"
                + (settings.compilesStatements ? "" : "; SET jit = off"))
    }

    static let begin = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
    /// After a failed statement, which ends the transaction.
    static let rollbackAndBegin = "ROLLBACK; \(begin)"

    /// No rows, only the columns' names and types.
    static func columns(of source: CheckedSource) -> SentStatement {
        SentStatement("SELECT * FROM \(source.fromItem) AS o LIMIT 0")
    }

    /// Notifications on `channel` for this connection (`PostgresNotifications`).
    static func listen(to channel: SQLIdentifier) -> SentStatement {
        SentStatement("LISTEN \(channel)")
    }

    /// The tables there are, for the message about one that is not.
    static let tables = SentStatement(
        "SELECT CAST(table_name AS text) FROM information_schema.tables "
            + "WHERE table_schema = ANY (current_schemas(false)) ORDER BY 1", columnNames: ["name"])

    /// The server's names of the types juice-report does not read, for the message about them.
    static func typeNames(_ types: [UInt32]) -> SentStatement {
        SentStatement(
            "SELECT CAST(t AS bigint), format_type(t, NULL) FROM unnest(CAST($1 AS oid[])) AS t",
            [.text("{" + types.map(String.init).joined(separator: ",") + "}")], columnNames: ["oid", "name"])
    }

    /// Whether the id column of the table holds one value per row: a unique index of that
    /// column alone (a primary key among them). One row, `unique`.
    static func idIsUnique(table: SQLIdentifier, id: DatabaseColumn) -> SentStatement {
        let sql = """
            SELECT EXISTS (SELECT FROM pg_index AS i \
            JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                            WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indnkeyatts = 1
                              AND i.indpred IS NULL AND i.indexprs IS NULL AND a.attname = $2)
            """
        return SentStatement(sql, [.text(table.description), .text(id.name)], columnNames: ["unique"])
    }

    /// The columns a partitioned table is partitioned by (expressions left out), one `name` per row.
    static func partitionKeys(table: SQLIdentifier) -> SentStatement {
        let sql = """
            SELECT CAST(a.attname AS text) FROM pg_partitioned_table AS p
              JOIN pg_attribute AS a ON a.attrelid = p.partrelid AND a.attnum = ANY (CAST(p.partattrs AS int2[]))
             WHERE p.partrelid = to_regclass($1) ORDER BY a.attnum
            """
        return SentStatement(sql, [.text(table.description)], columnNames: ["name"])
    }

    /// The earliest and latest of a time column of instants, in seconds since 1970-01-01T00:00:00Z.
    func timeSpan(of time: DatabaseColumn) -> SentStatement {
        let column = time.identifier
        return SentStatement(
            "SELECT CAST(extract(epoch FROM min(o.\(column))) AS double precision), "
                + "CAST(extract(epoch FROM max(o.\(column))) AS double precision) "
                + "FROM \(query.source.fromItem) AS o", columnNames: ["earliest", "latest"])
    }

    /// A column's different values as text (at most `limit`), `value`.
    func distinctValues(of column: DatabaseColumn, limit: Int) -> SentStatement {
        query.distinctValues(of: column, limit: limit, in: .postgres)
    }

    /// The rows of the source, whatever the period: one `rows`.
    func rowCount() -> SentStatement { query.rowCount() }

    // MARK: The checked totals

    /// The common case's statement: one scan that adds up per juice and status (and day) over
    /// the columns as they are, and checks the order rules with aggregates over each group
    /// instead of a value-by-value test of every row. Rows of `kind, j, s, clean, row_count,
    /// units, revenue, priced, first_day, last_day, earliest, latest`, as `totals()`'s but with
    /// `clean` in place of the problem, and revenue in the currency's units (the reader scales
    /// it exactly). A group that is not clean holds a value the rules may refuse; the reader
    /// then asks for `totals()`, which names every row's problem. Units and revenue stay numbers
    /// (no cast to text, which postgres_fdw would not send to a shard).
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
    func checkedTotals(countsIDs: Bool, partitionKeys: [SQLIdentifier] = []) -> SentStatement {
        let columns = query.columns
        let binder = SQLBinder(.postgres)
        let column = { (c: DatabaseColumn?) in c.map { "o.\($0.identifier)" } }
        let j = column(columns.juice) ?? "NULL", s = column(columns.status) ?? "CAST(NULL AS text)",
            t = column(columns.orderedAt)
        let numeric = { (c: DatabaseColumn?, value: String?) in
            value.map { c?.kind == .integer ? $0 : "CAST(\($0) AS numeric)" }
        }
        let q = numeric(columns.quantity, column(columns.quantity)),
            p = numeric(columns.unitPrice, column(columns.unitPrice))
        let a = numeric(columns.amount, column(columns.amount)), id = column(columns.id)
        let kind = columns.orderedAt?.kind
        let byDay = query.byDay
        // `seconds` reads a local time's or a date's zone as the first parameter.
        if t != nil, let kind, kind != .instant { _ = binder.add(.text(query.zone.identifier)) }
        let starts = buckets
        var day = "CAST(NULL AS integer)"
        if byDay, let t, let kind {
            let date =
                switch kind {
                case .instant:
                    // The day's number among `starts` (1 for the first), or the date in the zone. The
                    // starts are a constant, not a bind value: a text parameter cast to timestamptz[]
                    // would be parsed again for every row; a literal is parsed once, with the query.
                    // It holds only digits, dashes, colons and spaces written here.
                    if let starts {
                        "width_bucket(\(t), '\(starts.arrayLiteral)'::timestamptz[])"
                    } else {
                        "CAST("
                            + shiftedBack(
                                "(\(t) AT TIME ZONE CAST(\(binder.add(.text(query.zone.identifier))) AS text))")
                            + " AS date)"
                    }
                case .localTime: "CAST(\(shiftedBack(t)) AS date)"
                default: t
                }
            // The date itself (infinity included): a CASE would keep postgres_fdw from sending the grouping to a shard.
            day = date
        }
        var filter: [String] = []
        if let period = query.period, let t, let kind {
            let type = kind == .instant ? "" : kind == .localTime ? "timestamp" : "date"
            let (from, to) = (
                binder.add(bound(period.lowerBound, kind: kind)), binder.add(bound(period.upperBound, kind: kind))
            )
            filter.append(
                type.isEmpty
                    ? "((\(t) >= \(from) AND \(t) < \(to)) OR \(t) IS NULL)"
                    : "((\(t) >= CAST(\(from) AS \(type)) AND \(t) < CAST(\(to) AS \(type))) OR \(t) IS NULL)")
        }
        let conditions = query.filterConditions(juice: j, in: .postgres, bind: binder.add)
        filter += (conditions.juices.map { ["(\($0))"] } ?? []) + conditions.values
        if addsUpDaysInParallel(partitionKeys: partitionKeys), let t {
            // PostgreSQL cannot tell how many days `width_bucket` gives: it counts the distinct
            // times instead, guesses about a group for every other row, and adds up in one process.
            // This clause holds for every row (NULL included) but the planner believes it keeps
            // few, which brings its guess down to where parallel workers each add up a share, as
            // for the chart (`bench/database.sh`, daily by URL). Left out for a
            // partitioned table, whose partitions are added up each on its own (on the shards).
            filter.append("\(t) IS NOT DISTINCT FROM \(t)")
        }
        let keys = partitionKeys.enumerated().map { index, name in ("o.\(name)", "k\(index)") }
        let keySelect = keys.map { ", \($0.0) AS \($0.1)" }.joined()
        let keyGroup = keys.map { ", \($0.1)" }.joined()
        let none = (time: "CAST(NULL AS timestamptz)", number: "CAST(NULL AS integer)", text: "CAST(NULL AS text)")
        let rows = """
            (SELECT \(j) AS j, \(s) AS s, \(day) AS d, \(t ?? none.time) AS t, \(q ?? none.number) AS q, \
            \(p ?? none.number) AS p, \(a ?? none.number) AS a, \(id ?? none.text) AS id\(keySelect) \
            FROM \(query.source.fromItem) AS o\(filter.isEmpty ? "" : " WHERE " + filter.joined(separator: " AND ")))
            """
        let scale = Money.scale
        // Grouping by day, the day is one of the group's keys, the same on each of its rows: the
        // group's first and last day are `d` itself. min(d) and max(d) would give the same value
        // at the cost of two more aggregate steps for every row.
        let (firstDay, lastDay) = byDay ? ("d", "d") : ("min(d)", "max(d)")
        // Each check holds for the group exactly when it holds for each of its rows.
        var checks = ["j IS NOT NULL", SQLDialect.postgres.isPresent("j")]
        if t != nil {
            checks.append("(min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t))))")
            // The day of a row is NULL exactly when its time is (each way of finding it is strict),
            // so a group keyed by a day that is not NULL has a time on every row.
            if query.needsTime { checks.append(byDay ? "d IS NOT NULL" : "count(t) = count(*)") }
            // A time before the first start or after the last day is on no day of `starts`.
            if let starts {
                checks.append("(\(firstDay) IS NULL OR (\(firstDay) >= 1 AND \(lastDay) <= \(starts.count)))")
            }
        }
        if q != nil {
            // Quantities of at least 1: a group with a return (or a 0, which is refused) is added up
            // by the row-by-row statement, which nets returns out.
            checks.append("(min(q) IS NULL OR min(q) >= 1)")
            if columns.quantity?.kind != .integer { checks.append("COALESCE(bool_and(q = trunc(q)), true)") }
        }
        if p != nil {
            checks.append("(min(p) IS NULL OR min(p) >= 0)")
            if columns.unitPrice?.kind != .integer {
                checks.append("COALESCE(bool_and(p * \(scale) = trunc(p * \(scale))), true)")
            }
        }
        if a != nil {
            // A negative amount is a refund (of money only, beside a positive quantity): the
            // row-by-row statement nets it.
            checks.append("(min(a) IS NULL OR min(a) >= 0)")
            if columns.amount?.kind != .integer {
                checks.append("COALESCE(bool_and(a * \(scale) = trunc(a * \(scale))), true)")
            }
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
            if q != nil {
                revenueParts.append("COALESCE(sum(\(product)) FILTER (WHERE \(withoutAmount)q IS NOT NULL), 0)")
            }
            revenueParts.append("COALESCE(sum(p) FILTER (WHERE \(withoutAmount)\(q == nil ? "true" : "q IS NULL")), 0)")
        }
        let addsUpRevenue = query.addsUpRevenue
        let revenue =
            revenueParts.isEmpty || !addsUpRevenue ? "CAST(NULL AS numeric)" : revenueParts.joined(separator: " + ")
        // Without revenue no row counts as priced, so the reader leaves every group's revenue unknown.
        let priced =
            switch (addsUpRevenue && a != nil, addsUpRevenue && p != nil) {
            case (true, true): "count(*) FILTER (WHERE a IS NOT NULL OR p IS NOT NULL)"
            case (true, false): "count(a)"
            case (false, true): "count(p)"
            case (false, false): "0"
            }
        let units = q == nil ? "count(*)" : "COALESCE(sum(q), 0) + count(*) - count(q)"
        if query.needsPrice { checks.append("\(priced) = count(*)") }
        let dayKey = byDay ? ", d" : ""
        let clean = checks.joined(separator: " AND ")
        let first = daysSinceEpoch(firstDay, starts), last = daysSinceEpoch(lastDay, starts)
        // By hour, each group is one hour's (the hour among `starts`), the same on all its rows.
        let hour = starts.flatMap { $0.hour(ofBucket: "d") }.map { ", \($0) AS h" } ?? ""
        var sql = """
            SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), \(clean) AS clean, count(*) AS row_count,
                   \(units) AS units, \(revenue) AS revenue,
                   \(priced) AS priced, \(first) AS first_day, \(last) AS last_day,
                   \(seconds("min(t)")) AS earliest, \(seconds("max(t)")) AS latest, \(TotalsQuery.noReturns)\(hour)
              FROM \(rows) AS r
             GROUP BY j, s\(dayKey)\(keyGroup)
            """
        if countsIDs, !keys.isEmpty {
            // count(DISTINCT) within each partition's groups is what postgres_fdw sends to a shard.
            sql += """

                UNION ALL
                SELECT 1, CAST(NULL AS text), CAST(s AS text), true, count(DISTINCT id) + count(*) - count(id),
                       NULL, NULL, 0, \(first), \(last), \(seconds("min(t)")), \(seconds("max(t)")),
                       \(TotalsQuery.noReturns)\(hour)
                  FROM \(rows) AS r
                 GROUP BY s\(dayKey)\(keyGroup)
                """
        } else if countsIDs {
            // An order of several items is several rows sharing its id: one group per id first.
            let orders = "CAST(count(id) + COALESCE(sum(n) FILTER (WHERE id IS NULL), 0) AS bigint)"
            let perOrder =
                "SELECT s, d, id, count(*) AS n, min(t) AS t0, max(t) AS t1 FROM \(rows) AS r GROUP BY s, d, id"
            sql += """

                UNION ALL
                SELECT 1, CAST(NULL AS text), CAST(s AS text), true, \(orders),
                       NULL, NULL, 0, \(first), \(last), \(seconds("min(t0)")), \(seconds("max(t1)")),
                       \(TotalsQuery.noReturns)\(hour)
                  FROM (\(perOrder)) AS orders
                 GROUP BY s\(dayKey)
                """
        }
        // PostgreSQL names `CAST(j AS text)` j, as the reader reads it; the returns' zeros it leaves unnamed.
        return SentStatement(sql, binder.values, addsUp: true)
    }

    /// Settings for the transaction before `checkedTotals` (nil for none): with the clause that
    /// lowers the planner's guess of the rows (see there), its cost of the statement falls too,
    /// and the cost at which PostgreSQL compiles the per-row expressions (JIT, and optimizes the
    /// code) is then reached only by tables many times larger than where compiling pays off;
    /// it is lowered to what scanning a table of a few million rows costs. The settings stay for
    /// the rest of the transaction: the statements sent after it read the same table.
    func checkedSettings(partitionKeys: [SQLIdentifier] = []) -> SentStatement? {
        guard addsUpDaysInParallel(partitionKeys: partitionKeys) else { return nil }
        return SentStatement(
            "SET LOCAL jit_above_cost = 50000; SET LOCAL jit_optimize_above_cost = 50000", addsUp: true)
    }

    /// Whether the statement finds days with `width_bucket` on a table that is not partitioned:
    /// then it carries the clause that lets the planner add up in parallel, and
    /// `checkedSettings` the JIT thresholds that go with it. One test for both, so they never part.
    private func addsUpDaysInParallel(partitionKeys: [SQLIdentifier]) -> Bool {
        buckets != nil && partitionKeys.isEmpty
    }

    /// The group's day (the day column when grouping by day: a date or a day's number among
    /// `starts`; else an aggregate of its NULL) as days since 1970-01-01; NULL for infinity,
    /// which the group's check refuses.
    private func daysSinceEpoch(_ day: String, _ starts: (any TimeBuckets)?) -> String {
        if let starts { return starts.day(ofBucket: day) }
        return query.byDay ? "CASE WHEN isfinite(\(day)) THEN \(day) - DATE '1970-01-01' END" : day
    }

    // MARK: The order rows, for the row-by-row totals and the rows behind a problem (`OrderRowStatements`)

    /// Sent before `totals()` when it counts orders by distinct id: sorting on again for the rest
    /// of the transaction. `count(DISTINCT id)` needs sorted rows, and with the session's sorting
    /// off (`sessionSettings`, which is for the days `width_bucket` finds, not used here) the
    /// planner took a plan six times slower: 1,109 ms against 188 ms by `EXPLAIN ANALYZE` for
    /// `hours` over 20,000 orders, when hours were added up row by row (they are now checked by
    /// `width_bucket` over `hourStarts`, unless a group has a return or the times are local).
    var totalsSettings: SentStatement? {
        query.columns.id == nil ? nil : SentStatement("SET LOCAL enable_sort = on", addsUp: true)
    }

    /// An order row's columns: `j` juice, `s` status, `d` day (grouping by day only), `t` time, `problem`
    /// (a `RowProblem`, in the order the file readers check the fields), `q` quantity, `p` price and
    /// `a` amount (at `Money.scale`), `id`, `h` the hour on the zone's wall clock (grouping by hour
    /// only; NULL without a time of day); and the period's condition (`OrderRowStatements.orderRows`).
    func selection(of names: OrderRowNames, bind: (SQLValue) -> String) -> (select: [String], period: String?) {
        let columns = query.columns
        let (j, s, t, q) = (names.juice, names.status, names.orderedAt, names.quantity)
        let (p, a, id) = (names.unitPrice, names.amount, names.id)
        let scale = Money.scale
        var filter: String?
        // The zone is the first parameter whenever a day or a local time needs it (see `seconds`).
        let needsZone = t != nil && (query.byDay || columns.orderedAt?.kind != .instant)
        let zone = needsZone ? "CAST(\(bind(.text(query.zone.identifier))) AS text)" : "''"
        var day = "CAST(NULL AS integer)", time = "CAST(NULL AS timestamptz)", hour = "CAST(NULL AS integer)"
        if let t, let kind = columns.orderedAt?.kind {
            switch kind {
            case .instant:
                day = "(CAST(\(shiftedBack("(\(t) AT TIME ZONE \(zone))")) AS date) - DATE '1970-01-01')"
                hour = "CAST(extract(hour FROM (\(t) AT TIME ZONE \(zone))) AS integer)"
            case .localTime:
                day = "(CAST(\(shiftedBack(t)) AS date) - DATE '1970-01-01')"
                hour = "CAST(extract(hour FROM \(t)) AS integer)"
            default: day = "(\(t) - DATE '1970-01-01')"  // a date: no time of day, no hour
            }
            // infinity has no day; such a row is a problem (badTime) and its time NULL.
            day = query.byDay ? "CASE WHEN isfinite(\(t)) THEN \(day) END" : "CAST(NULL AS integer)"
            hour = query.byHour ? "CASE WHEN isfinite(\(t)) THEN \(hour) END" : "CAST(NULL AS integer)"
            time = "CASE WHEN isfinite(\(t)) THEN \(t) END"
            if let period = query.period {
                let (low, high) = (bound(period.lowerBound, kind: kind), bound(period.upperBound, kind: kind))
                let type = kind == .instant ? "" : kind == .localTime ? "timestamp" : "date"
                let (from, to) = (bind(low), bind(high))
                filter =
                    type.isEmpty
                    ? "(\(t) >= \(from) AND \(t) < \(to)) OR \(t) IS NULL"
                    : "(\(t) >= CAST(\(from) AS \(type)) AND \(t) < CAST(\(to) AS \(type))) OR \(t) IS NULL"
            }
        }
        var cases: [String] = []
        if let t { cases.append("WHEN \(t) IS NOT NULL AND NOT isfinite(\(t)) THEN 1") }
        cases.append("WHEN \(j) IS NULL OR \(SQLDialect.postgres.isBlank(j)) THEN 2")
        if let q {
            cases.append(
                "WHEN \(q) IS NOT NULL AND (\(q) = 0"
                    + "\(columns.quantity?.kind == .decimal ? " OR \(q) <> trunc(\(q))" : "")) THEN 3"
            )
        }
        // Money keeps Money.scaleDigits decimals: a price with more is refused, as in files.
        if let p {
            cases.append(
                "WHEN \(p) IS NOT NULL AND (\(p) < 0"
                    + (columns.unitPrice?.kind == .decimal ? " OR \(p) * \(scale) <> trunc(\(p) * \(scale))" : "")
                    + ") THEN 4"
            )
        }
        if let a, columns.amount?.kind == .decimal {
            cases.append("WHEN \(a) IS NOT NULL AND \(a) * \(scale) <> trunc(\(a) * \(scale)) THEN 7")
        }
        if query.needsTime { cases.append("WHEN \(t ?? "NULL") IS NULL THEN 5") }
        if query.needsPrice { cases.append("WHEN \(p ?? "NULL") IS NULL AND \(a ?? "NULL") IS NULL THEN 6") }
        let problem = "CASE \(cases.joined(separator: " ")) ELSE 0 END"
        // Casts of checked values only: a refused 2.5 or 1e30 must not stop the statement before its row is named.
        let counted = "(\(problem)) NOT IN (1, 2, 3, 4, 7)"
        func money(_ column: String, _ kind: DatabaseColumn.Kind?) -> String {
            kind == .integer
                ? "CAST(\(column) AS bigint) * \(scale)"
                : "CASE WHEN \(counted) THEN CAST(\(column) * \(scale) AS bigint) END"
        }
        let select: [String] = [
            "CAST(\(j) AS text) AS j", s.map { "CAST(\($0) AS text) AS s" } ?? "CAST(NULL AS text) AS s",
            "\(day) AS d", "\(time) AS t", "\(problem) AS problem",
            q.map {
                columns.quantity?.kind == .integer
                    ? "CAST(COALESCE(\($0), 1) AS bigint) AS q"
                    : "CASE WHEN \(counted) THEN CAST(COALESCE(\($0), 1) AS bigint) END AS q"
            } ?? "CAST(1 AS bigint) AS q",
            p.map { "\(money($0, columns.unitPrice?.kind)) AS p" } ?? "CAST(NULL AS bigint) AS p",
            a.map { "\(money($0, columns.amount?.kind)) AS a" } ?? "CAST(NULL AS bigint) AS a",
            id.map { "CAST(\($0) AS text) AS id" } ?? "CAST(NULL AS text) AS id", "\(hour) AS h",
        ]
        return (select, filter)
    }

    // MARK: Pieces

    /// Seconds since 1970-01-01T00:00:00Z of an aggregate of `t`, a timestamptz (a local time
    /// or a date read in the zone, the first parameter).
    func seconds(_ aggregate: String) -> String {
        guard let kind = query.columns.orderedAt?.kind else { return aggregate }
        switch kind {
        case .instant: return "CAST(extract(epoch FROM \(aggregate)) AS double precision)"
        case .localTime:
            return "CAST(extract(epoch FROM (\(aggregate) AT TIME ZONE CAST($1 AS text))) AS double precision)"
        default:
            return "CAST(extract(epoch FROM (CAST(\(aggregate) AS timestamp) AT TIME ZONE CAST($1 AS text))) "
                + "AS double precision)"
        }
    }

    /// `value` moved back by the day start (an interval of whole seconds, written here).
    private func shiftedBack(_ value: String) -> String {
        query.dayShift == 0 ? value : "(\(value) - interval '\(query.dayShift) seconds')"
    }

    /// A period's bound (days since 1970-01-01 in the zone) as the column's type reads it: the
    /// instant the day starts in the zone (local midnight, or the day start, as `LocalClock`
    /// reads wall-clock times), or that local time, or the date, as text.
    func bound(_ day: Int, kind: DatabaseColumn.Kind) -> SQLValue {
        let date = CalendarDay(daysSinceEpoch: day).description
        switch kind {
        case .instant:
            let seconds = LocalClock(timeZone: query.zone).secondsSinceEpoch(ofLocal: day * 86_400 + query.dayShift)
            return .instant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        case .localTime: return .text(date + " \(query.dayStart.description):00")
        default: return .text(date)
        }
    }
}
