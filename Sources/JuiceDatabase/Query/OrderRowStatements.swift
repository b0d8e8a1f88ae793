/// What the two dialects' statement files say alike over their own order rows: the row-by-row
/// totals and the rows behind a problem. Each dialect writes only `orderRows` (which it can say
/// only its own way) and how a row's time becomes seconds.
protocol OrderRowStatements {
    var query: TotalsQuery { get }
    static var dialect: SQLDialect { get }

    /// What one order row is in this dialect: the columns `j` juice, `s` status, `d` day, `t`
    /// time, `problem` (a `RowProblem`), `q` quantity, `p` price and `a` amount (at
    /// `Money.scale`), `id` and `h` the hour, and the condition that keeps the period's rows
    /// (nil for all); values bound with `bind`.
    func selection(of names: OrderRowNames, bind: (SQLValue) -> String) -> (select: [String], period: String?)

    /// An aggregate of the rows' `t` in seconds.
    func seconds(_ aggregate: String) -> String
}

extension OrderRowStatements {
    /// The row-by-row totals (`TotalsQuery.rowByRowTotals`) over `orderRows`.
    func totals() -> SentStatement {
        let (rows, binds) = orderRows(rawText: false)
        return query.rowByRowTotals(of: rows, binds: binds, seconds: seconds)
    }

    /// The first rows (by id) with a problem or with one of `statuses` (unknown ones):
    /// `id, problem, s, j, qt, pt, tt, at` (status, juice, quantity, unitPrice, orderedAt,
    /// amount), values as text.
    func problemRows(statuses: [String], limit: Int) -> SentStatement {
        let (rows, binds) = orderRows(rawText: true)
        return query.problemRows(of: rows, binds: binds, statuses: statuses, limit: limit, in: Self.dialect)
    }

    /// One row per order row within the period and the query's filters, as the dialect selects it
    /// (`selection`), and with `rawText` the values as text after it (`qt`, `pt`, `tt`, `at`);
    /// and the values bound to its parameters.
    func orderRows(rawText: Bool) -> (String, [SQLValue]) {
        let binder = SQLBinder(Self.dialect)
        let names = OrderRowNames(query.columns)
        var (select, filter) = selection(of: names, bind: binder.add)
        if rawText {
            select += [names.quantity, names.unitPrice, names.orderedAt, names.amount]
                .map { $0.map(Self.dialect.asText) ?? Self.dialect.nullText }
                .enumerated().map { "\($1) AS \(["qt", "pt", "tt", "at"][$0])" }
        }
        let conditions = query.filterConditions(juice: names.juice, in: Self.dialect, bind: binder.add)
        for condition in (conditions.juices.map { [$0] } ?? []) + conditions.values {
            filter = filter.map { "(\($0)) AND (\(condition))" } ?? condition
        }
        let rows =
            "(SELECT \(select.joined(separator: ", ")) FROM \(query.source.fromItem) AS o"
            + "\(filter.map { " WHERE \($0)" } ?? ""))"
        return (rows, binder.values)
    }
}

/// The order columns as `orderRows` names them, on the table aliased `o`: `juice` always, the
/// others where the table has them.
struct OrderRowNames {
    let juice: String
    let status, orderedAt, quantity, unitPrice, amount, id: String?

    init(_ columns: OrderColumns) {
        let name = { (column: DatabaseColumn?) in column.map { "o.\($0.identifier)" } }
        juice = "o.\(columns.juice.identifier)"
        (status, orderedAt, quantity) = (name(columns.status), name(columns.orderedAt), name(columns.quantity))
        (unitPrice, amount, id) = (name(columns.unitPrice), name(columns.amount), name(columns.id))
    }
}
