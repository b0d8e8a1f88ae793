import JuiceCore
import JuiceIngest

extension OrderReadReport {
    /// The currency whose orders alone count: `--currency`'s code under `--metric revenue`.
    ///
    /// Units and fruit count every order whatever its currency; revenue adds up one currency.
    static func keptCurrency(metric: SalesMetric, chart: ChartSpecification) -> String? {
        metric == .revenue ? chart.currency?.code : nil
    }

    /// Refuses to chart revenue across currencies: when the orders read were in more than one
    /// and `--currency` named none of them, the error lists every currency found.
    func checkCurrencies(metric: SalesMetric, kept: String?, source: String) throws(OrderHistoryError) {
        guard metric == .revenue, kept == nil, ordersByCurrency.count > 1 else { return }
        throw .mixedCurrencies(source: source, found: ordersByCurrency)
    }

    /// Whether a units or fruit chart's tables must leave revenue out: the orders were in
    /// several currencies, which add up to no one figure.
    func leavesRevenueOut(metric: SalesMetric) -> Bool {
        metric != .revenue && ordersByCurrency.count > 1
    }

    /// `sales`, without revenue when the orders were in several currencies and units are charted,
    /// and with each product's group when `--group-by` read them.
    func shown(_ sales: SalesSummary) -> SalesSummary {
        var shown = leavesRevenueOut(metric: sales.metric) ? sales.withoutRevenue() : sales
        if !productCategories.isEmpty { shown.categories = productCategories.mostUsed }
        return shown
    }

    /// A note when a units chart's tables leave revenue out, naming the currencies.
    var severalCurrenciesNote: [String] {
        let counts = ordersByCurrency.map(\.description)
        let first = ordersByCurrency.first?.name ?? ""
        return [
            "revenue is left out: the orders are in \(ordersByCurrency.count) "
                + "currencies (\(counts.joined(separator: ", "))); "
                + "chart one with --metric revenue --currency \(first)"
        ]
    }

    /// A note when orders in other currencies than the one charted were left out.
    func otherCurrencyNote(kept: String) -> [String] {
        let others = ordersByCurrency.filter { $0.currency.code != kept }
            .map { "\($0.name): \($0.orders)" }
        return [
            "left out \(ChartNotes.count(otherCurrencyOrders, "order")) "
                + "in other currencies than \(kept) (\(others.joined(separator: ", ")))"
        ]
    }
}
