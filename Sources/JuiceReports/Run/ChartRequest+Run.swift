import Foundation
import JuiceCore
import JuiceIngest
import PieGeometry
import PieRender

extension ChartRequest {
    /// Reads and adds up the figures, draws the chart and writes it, and builds the table.
    ///
    /// Throws the reading, drawing and writing errors (`OrderHistoryError`, `TotalsError`,
    /// `SalesAggregationError`, `FileError`, `RenderError`); nothing is written when it throws.
    public func run() throws -> ChartResult {
        if let output, !output.isStandardOutput, !output.isInMemory, splitBy == nil {
            try inputs.refuseToOverwrite(output.path)
        }
        if let splitBy { return try runSplit(by: splitBy) }
        let (settled, sales, reading, records) = try read()
        return try settled.finish(sales, reading: reading, records: records)
    }

    /// Reads and adds up the figures: the request with its chart's currency and language settled, the sales, how
    /// they were read and how many records counted.
    func read() throws -> (settled: ChartRequest, sales: SalesSummary, reading: OrderReadReport, records: Int) {
        // A chart shows no order counts, nor revenue under --metric units; only the summary
        // table (and the note of a chart without sales, which says how many orders were
        // cancelled) needs them.
        var query = self.query
        query.countsOrders = summary != nil
        query.addsUpRevenue = summary != nil
        var aggregator = SalesAggregator(menu: menu, query: query)
        var reading = OrderReadReport()
        var records = 0
        switch source {
        case .orders(let orders):
            reading = try orders.read(into: &aggregator, menu: menu, query: query, chart: chart)
            if !reading.ordersCounted, aggregator.summary().segments.isEmpty {
                query.countsOrders = true
                aggregator = SalesAggregator(menu: menu, query: query)
                reading = try orders.read(into: &aggregator, menu: menu, query: query, chart: chart)
            }
            records = reading.orders
        case .totals(let path, let skipInvalid):
            let bytes = try InputFile.read(path: path)
            var skipped: [TotalsError]? = skipInvalid ? [] : nil
            let rows =
                path.lowercased().hasSuffix(".csv")
                ? try TotalsCSVReader.read(bytes, source: path, skipped: &skipped)
                : try TotalsJSONReader.read(bytes, source: path, skipped: &skipped)
            var problems = skipped?.map(\.description) ?? []
            try Self.settleCurrency(of: rows, metric: query.metric, into: &reading)
            for row in rows {
                if let problem = try Self.add(row, to: &aggregator, skipInvalid: skipInvalid) {
                    problems.append(problem)
                } else {
                    // A row skipped under --skip-invalid has no say in the chart's language.
                    reading.writtenNames.note(row.juice, menu: menu)
                    records += 1
                }
            }
            reading.skipped = problems.count
            reading.skippedRecord = .row
            reading.skippedExamples = Array(problems.prefix(OrderReadOptions().skippedExampleLimit))
        }
        var settled = self
        if case .orders(let orders) = source { settled.chart.scope = orders.scope }
        // Plain figures show as numbers with the decimals they were written with (at most Money.scale's).
        settled.chart.currency =
            query.metric == .value
            ? .unnamed(fractionDigits: min(reading.moneyDecimals, Money.scaleDigits)) : chart.currency(after: reading)
        let sales = reading.shown(aggregator.summary())
        settled.chart.language = chart.language(after: reading, sales: sales, menu: menu)
        return (settled, sales, reading, records)
    }

    /// Builds the table, draws the chart and writes it.
    private func finish(_ sales: SalesSummary, reading: OrderReadReport, records: Int) throws -> ChartResult {
        let writer = writer(for: sales)
        let notes = ChartNotes(
            inputs: inputs.displayName, records: records, names: writer.names, filteredOut: reading.filteredOut,
            filters: reading.filterOptions)
        var result = ChartResult(
            sales: sales, reading: reading, written: nil,
            table: summary.map { writer.write(sales, as: $0) },
            notes: reading.readingNotes + notes.about(sales, currency: chart.shownCurrency)
                + reading.currencyNote(shownIn: chart.shownCurrency, metric: sales.metric))
        guard let output else { return result }

        let (content, files, layout) = try chart.draw(sales, menu: menu, as: [output.format])
        try output.write(files[0])
        if output.isInMemory { result.chart = files[0] }
        if let layoutJSON {
            try ChartOutput(path: layoutJSON, format: output.format).write(
                ChartLayoutDocument(
                    content: content, layout: layout, theme: chart.theme,
                    scale: output.format == .png ? chart.scale : 1, ring: try chart.ring(of: content, layout: layout)
                ).json())
        }
        result.notes += notes.about(layout, of: content)
        result.notes += notes.grouping(of: content, reading: reading, ringsBy: chart.ringsBy)
        let counted = ChartNotes.count(
            sales.segments.count, chart.groupedBy.map { "\($0) value" } ?? ChartNotes.noun(sales.grouping))
        let total = ValueFormat(metric: sales.metric, grouping: sales.grouping, currency: chart.shownCurrency)
            .total(sales.total)
        result.written =
            "\(output.displayName) (\(output.format.rawValue.uppercased()), \(dimensions(output.format)), "
            + "\(counted), \(total))"
        return result
    }

    /// Adds one totals row; under `--skip-invalid` a row that cannot be added (units with
    /// decimals) is described instead of stopping the run.
    private static func add(_ row: TotalsRow, to aggregator: inout SalesAggregator, skipInvalid: Bool) throws -> String?
    {
        do {
            try aggregator.add(row)
            return nil
        } catch {
            guard skipInvalid, !error.stopsReading else { throw error }
            return error.description
        }
    }

    /// What a totals file's figures say of their currency and decimals, as an order history's
    /// amounts do: the decimals shown, and the currency a symbol named (`$1,234.50`). Revenue in
    /// two currencies is refused, naming the first row in the second.
    private static func settleCurrency(of rows: [TotalsRow], metric: SalesMetric, into reading: inout OrderReadReport)
        throws(TotalsError)
    {
        for row in rows {
            reading.moneyDecimals = max(reading.moneyDecimals, min(row.decimals, Money.scaleDigits))
            guard let code = row.currencyCode, let currency = Currency(named: code) else { continue }
            if let known = reading.currency, known.code != code, metric == .revenue {
                throw TotalsError(
                    location: row.location,
                    problem: "\"value\" is in \(code), but earlier rows are in \(known.code ?? known.symbol); "
                        + "revenue adds up one currency at a time")
            }
            reading.currency = reading.currency ?? currency
        }
    }

    /// The inputs as one `OrderInputs`, for naming them and guarding them from being overwritten.
    var inputs: OrderInputs {
        switch source {
        case .orders(let orders): orders
        case .totals(let path, _): OrderInputs(paths: [path])
        }
    }

    /// The table's writer, naming juices as the chart of `sales` does.
    func writer(for sales: SalesSummary) -> SummaryWriter {
        SummaryWriter(
            currency: chart.shownCurrency, names: chart.names(for: sales, menu: menu), precision: chart.precision)
    }

    func dimensions(_ format: ChartFormat) -> String {
        guard format == .png else { return "\(Int(chart.canvas.width))×\(Int(chart.canvas.height)) pt" }
        let pixels = RenderOptions(format: format, scale: chart.scale).pixelSize(of: chart.canvas)
        return "\(pixels.width)×\(pixels.height) px"
    }
}
