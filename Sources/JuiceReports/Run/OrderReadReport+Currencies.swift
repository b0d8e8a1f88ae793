import JuiceCore
import JuiceIngest

extension OrderReadReport {
    /// The currency whose orders alone count: `--currency`'s code under `--metric revenue`.
    ///
    /// Units and fruit count every order whatever its currency; revenue adds up one currency.
    static func keptCurrency(metric: SalesMetric, chart: ChartSpecification) -> String? {
        metric == .revenue ? chart.currency?.code : nil
    }

    /// Refuses to add up revenue across currencies: when the orders read were in more than one
    /// and `--currency` named none of them, the error lists every currency found.
    ///
    /// - Parameter showsRevenue: whether revenue is shown (the chart's metric, or a table's column).
    func checkCurrencies(showsRevenue: Bool, kept: String?, source: String) throws(OrderHistoryError) {
        guard showsRevenue, kept == nil, ordersByCurrency.count > 1 else { return }
        throw .mixedCurrencies(source: source, found: ordersByCurrency)
    }

    /// A note when orders in other currencies than the one charted were left out.
    func otherCurrencyNote(kept: String) -> [String] {
        let others = ordersByCurrency.filter { $0.currency.code != kept }
            .map { "\($0.currency.code ?? $0.currency.symbol): \($0.orders)" }
        return ["left out \(ChartNotes.count(otherCurrencyOrders, "order")) in other currencies than \(kept) (\(others.joined(separator: ", ")))"]
    }
}
