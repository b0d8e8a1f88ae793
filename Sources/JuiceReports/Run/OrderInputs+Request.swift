import JuiceCore
import JuiceIngest

extension OrderInputs {
    /// Reads the inputs for a chart or report request: refuses `--metric value` (orders have no
    /// plain figures), keeps only `--currency`'s orders under `--metric revenue`, and refuses
    /// revenue across several currencies when none was named.
    func read<Sink: MergeableOrderRecordSink & GroupedSalesSink>(
        into sink: inout Sink, menu: Menu, query: SalesQuery,
        chart: ChartSpecification
    ) throws -> OrderReadReport {
        try query.refusingPlainFigures()
        let kept = OrderReadReport.keptCurrency(metric: query.metric, chart: chart)
        var inputs = self
        inputs.groupColumn = inputs.groupColumn ?? chart.ringsBy
        let reading = try inputs.read(into: &sink, menu: menu, localTimesIn: query.timeZone, keptCurrency: kept)
        try reading.checkCurrencies(metric: query.metric, kept: kept, source: displayName)
        return reading
    }
}
