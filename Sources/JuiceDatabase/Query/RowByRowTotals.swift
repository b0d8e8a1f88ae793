extension TotalsQuery {
    /// The codes (`RowProblem`) whose rows are added up: every code but a value the rules refuse.
    static let countedSQL = "problem NOT IN (1, 2, 3, 4, 7)"

    /// The returns' columns for a group without returns: the checked statements add up only
    /// groups without a return or a negative amount, and order counts have none.
    static let noReturns = "0, 0, 0, 0, 0, 0"

    /// The row-by-row totals, the same statement in both dialects over each one's rows (`rows`,
    /// a subquery of `j, s, d, t, problem, q, p, a, id, h` with `binds` bound, as each backend's
    /// `orderRows` writes it): rows of `kind, j, s, problem, row_count, units, revenue, priced,
    /// first_day, last_day, earliest, latest`, then `returnColumns` (and `h` grouping by hour);
    /// kind 0 a juice group, 1 an order count. Days come per row only when grouping by day;
    /// otherwise the earliest and latest times of a group are enough to find its first and last
    /// day, so the zone is not applied to every row. `seconds` turns an aggregate of `t` into
    /// seconds since 1970-01-01T00:00:00Z (PostgreSQL's times are timestamps; SQLite's rows
    /// have them in seconds already).
    ///
    /// Units and revenue are net of returns, as the aggregator nets a file's lines: a row with a
    /// negative quantity gives its units back and takes its amount off whatever its sign; a row
    /// with a positive quantity and a negative amount takes money off and counts no units. The
    /// last six columns say what the returns and refunds of money only took off (positive figures).
    func rowByRowTotals(of rows: String, binds: [SQLValue], seconds: (String) -> String) -> SentStatement {
        let dayKey = (byDay ? ", d" : "") + (byHour ? ", h" : "")
        let hour = byHour ? ", h" : ""
        let orders = columns.id == nil ? "count(*)" : "count(DISTINCT id) + count(*) - count(id)"
        let counted = Self.countedSQL
        // Revenue is a line's amount when it has one (taken off on a return), else quantity × unit
        // price, at Money.scale. A comparison with a NULL amount is NULL, which no WHEN takes.
        let revenue = "CASE WHEN q < 0 AND a > 0 THEN -a ELSE COALESCE(a, q * p) END"
        let units = "CASE WHEN q > 0 AND a < 0 THEN 0 ELSE q END"
        let sql = """
            SELECT 0 AS kind, j, s, problem, count(*) AS row_count,
                   CAST(sum(CASE WHEN \(counted) THEN (\(units)) END) AS bigint) AS units,
                   CAST(sum(CASE WHEN \(counted) THEN \(revenue) END) AS bigint) AS revenue,
                   count(COALESCE(a, p)) AS priced, min(d) AS first_day, max(d) AS last_day,
                   \(seconds("min(t)")) AS earliest, \(seconds("max(t)")) AS latest,
                   count(CASE WHEN \(counted) AND q < 0 THEN 1 END) AS returns,
                   CAST(sum(CASE WHEN \(counted) AND q < 0 THEN -q END) AS bigint) AS returned_units,
                   CAST(sum(CASE WHEN \(counted) AND q < 0 THEN -(\(revenue)) END) AS bigint) AS returned_revenue,
                   count(CASE WHEN \(counted) AND q < 0 THEN COALESCE(a, p) END) AS returns_priced,
                   count(CASE WHEN \(counted) AND q > 0 AND a < 0 THEN 1 END) AS refunds,
                   CAST(sum(CASE WHEN \(counted) AND q > 0 AND a < 0 THEN -a END) AS bigint) AS refunded_revenue\(hour)
              FROM \(rows) AS r
             GROUP BY j, s, problem\(dayKey)
            UNION ALL
            SELECT 1, CAST(NULL AS text), s, problem, \(orders), CAST(NULL AS bigint), CAST(NULL AS bigint),
                   0, min(d), max(d), \(seconds("min(t)")), \(seconds("max(t)")), \(Self.noReturns)\(hour)
              FROM \(rows) AS r
             WHERE \(counted)
             GROUP BY s, problem\(dayKey)
            """
        return SentStatement(sql, binds, addsUp: true)
    }
}
