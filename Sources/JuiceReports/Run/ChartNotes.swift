import JuiceCore
import PieGeometry

/// The notes a run prints about what it counted and drew, worded once for charts and reports.
struct ChartNotes {
    /// The inputs as messages name them.
    let inputs: String
    /// Orders (or total rows) read.
    let records: Int
    /// How the chart names juices.
    let names: JuiceNames
    /// Orders in the period none of whose lines the filters kept (`OrderReadReport.filteredOut`),
    /// and the options that filtered them.
    var filteredOut = 0
    var filters = "--only/--exclude"

    /// No sales, juices whose fruit could not be counted, what returns took off, and juices
    /// that came to 0 or less.
    func about(_ sales: SalesSummary, currency: Currency) -> [String] {
        (sales.segments.isEmpty ? [noSales(sales)] : []) + about(unreciped: sales)
            + about(returns: sales, currency: currency)
    }

    /// What returns and refunds of money only took off, and the juices left at 0 or less, which
    /// have no slice: `the totals are net of 1 return (1 unit and €1.20 taken off)`.
    func about(returns sales: SalesSummary, currency: Currency) -> [String] {
        var notes: [String] = []
        if let net = Self.netOf(sales.returns, currency: currency) { notes.append("the totals are \(net)") }
        if !sales.undrawn.isEmpty {
            let format = ValueFormat(metric: sales.metric, grouping: sales.grouping, currency: currency)
            let listed = sales.undrawn.map { "\(names.name(of: $0.juice)) \(format.total($0.value))" }
            notes.append(
                "no slice for \(Self.count(sales.undrawn.count, Self.noun(sales.grouping))) "
                    + "at 0 or less: \(Self.list(listed))"
            )
        }
        return notes
    }

    /// `net of 2 returns (3 units and €4.50 taken off) and 1 refund of money only (€0.50 taken
    /// off)`, or nil when there were none. Money is left out when it is unknown (a return without
    /// a price) or `currency` is nil (revenue not shown).
    static func netOf(_ returns: ReturnTotals, currency: Currency?) -> String? {
        guard !returns.isEmpty else { return nil }
        var parts: [String] = []
        if returns.returns > 0 {
            let units = "\(returns.returnedUnits.groupedDecimal) \(returns.returnedUnits == 1 ? "unit" : "units")"
            let money =
                currency.flatMap { currency in returns.returnedRevenue.map { " and \(currency.format($0))" } } ?? ""
            parts.append("\(count(Int(returns.returns), "return")) (\(units)\(money) taken off)")
        }
        if returns.refunds > 0 {
            let money =
                currency.flatMap { currency in returns.refundedRevenue.map { " (\(currency.format($0)) taken off)" } }
                ?? ""
            parts.append("\(returns.refunds) \(returns.refunds == 1 ? "refund" : "refunds") of money only\(money)")
        }
        return "net of " + parts.joined(separator: " and ")
    }

    /// Juices whose fruit could not be counted: they have no recipe.
    func about(unreciped sales: SalesSummary) -> [String] {
        var notes: [String] = []
        if !sales.unrecipedUnits.isEmpty {
            let juices = sales.unrecipedUnits.keys.map { names.name(of: $0) }.sorted()
            notes.append("no recipe for \(juices.joined(separator: ", ")); their fruit is not counted")
        }
        return notes
    }

    /// Juices folded to make room (with the `--top` that keeps just the juices the chart names),
    /// and slices the layout found no room to label: only those the drawn legend lists are said
    /// to be in it.
    func about(_ layout: PieLayout, of content: ChartContent) -> [String] {
        var notes: [String] = []
        if content.isGrouped, content.foldedToFit > 0 {
            let others = content.segments.filter { $0.juice == .other }.count
            notes.append(
                "no room to name every product: the \(content.foldedToFit) "
                    + "smallest are folded into their groups' Other "
                    + "(\(others) \(others == 1 ? "slice" : "slices")); --top N keeps the N largest of each group")
        } else if content.foldedToFit > 0, let other = content.segments.last {
            // Up to a third of the juices kept may still be named by the legend alone: --top keeping
            // only those the labels name draws every juice by name.
            let otherIndex = content.segments.count - 1
            let named = content.labelledWhenFolded ?? layout.labels.filter { $0.sliceIndex != otherIndex }.count
            // No --top when the labels named no product there: --top 0 is refused (the 80-product
            // chain at 640 × 480 with --legend right, whose legend of every product left no label room).
            notes.append(
                "no room to name every product: the \(content.foldedToFit) smallest are folded into \(other.name)"
                    + (named > 0 ? "; --top \(named) keeps only the \(named) products the labels name" : ""))
        }
        let inLegend = Set(layout.legend?.entries.map(\.index) ?? [])
        let unlabelled = layout.unlabelledSlices
        let listed = content.names(ofSlices: unlabelled.filter(inLegend.contains))
        if !listed.isEmpty {
            notes.append("no room for the labels of \(Self.list(listed)); they are in the legend")
        }
        let missing = content.names(ofSlices: unlabelled.filter { !inLegend.contains($0) })
        if !missing.isEmpty {
            notes.append("no room to show \(Self.list(missing)) at this size; try a larger canvas")
        }
        return notes
    }

    private static func list(_ names: [String]) -> String {
        names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
    }

    /// Why a chart is empty, truly: no orders at all, none the filters kept, none on the days, or
    /// only cancelled ones; and what the chart says, in its language.
    private func noSales(_ sales: SalesSummary) -> String {
        let suffix = "; the chart says \"\(names.noSales)\""
        if records == 0, filteredOut == 0 { return "\(inputs) has no orders\(suffix)" }
        if filteredOut > 0, sales.undrawn.isEmpty {
            let scope = sales.period.map { " on \($0)" } ?? ""
            let orders = filteredOut == 1 ? "1 order" : "\(filteredOut) orders"
            return "\(inputs) has \(orders)\(scope), none with a product that \(filters) kept\(suffix)"
        }
        if !sales.undrawn.isEmpty {
            return
                "\(inputs) has nothing to draw\(sales.period.map { " on \($0)" } ?? ""): every "
                + "\(Self.noun(sales.grouping)) came to 0 or less\(suffix)"
        }
        if let period = sales.period, sales.excludedOrders == 0 {
            return "\(inputs) has no orders on \(period)\(suffix)"
        }
        let excluded = sales.excludedOrders
        let scope = sales.period.map { " on \($0)" } ?? ""
        return
            "\(inputs) has no sales\(scope): "
            + "\(excluded == 1 ? "the only order was" : "all \(excluded) orders were") cancelled or refunded\(suffix)"
    }

    /// What a slice of `grouping` is counted as in messages: `product` (whatever the shop sells), or `fruit`.
    static func noun(_ grouping: SalesGrouping) -> String {
        switch grouping {
        case .juice: "product"
        case .fruit: "fruit"
        }
    }

    /// `1 product`, `7 products`, `1 chart`.
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
