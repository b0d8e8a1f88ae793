import Foundation
import JuiceCore
import JuiceImport
import PieGeometry
import PieRender

/// One run of the tool: read the orders, add them up, draw the chart and write it atomically,
/// and print the totals when asked.
struct ChartJob {
    struct Output {
        var path: String
        var format: ChartFormat
    }

    /// Where the figures come from.
    enum Source {
        case orders(OrderInputs)
        case totals(String)

        var paths: [String] {
            switch self {
            case .orders(let inputs): inputs.paths
            case .totals(let path): [path]
            }
        }
    }

    var source: Source
    var output: Output?
    var size: Size
    var scale: Double
    var theme: ChartTheme
    var chart: PieChartOptions
    var query: SalesQuery
    var summary: SummaryFormat?

    /// What a run wrote and printed, and anything the user should know about it.
    struct Report {
        var written: String?
        var table: String?
        var notes: [String]
        var reading = OrderReadReport()
    }

    /// The inputs as messages name them.
    private var input: String {
        source.paths.map { $0 == "-" ? FileByteSource.standardInputName : $0 }.joined(separator: " + ")
    }

    func run() throws -> Report {
        if let output, output.path != "-" {
            for path in source.paths where path != "-" { try refuseToOverwrite(input: path, with: output.path) }
        }
        var aggregator = SalesAggregator(language: chart.language, query: query)
        var orderCount = 0
        var reading = OrderReadReport()
        switch source {
        case .orders(let inputs):
            reading = try inputs.read(into: &aggregator)
            orderCount = reading.orders
        case .totals(let path):
            let bytes = try InputFile.read(path: path)
            let rows = path.lowercased().hasSuffix(".csv")
                ? try TotalsCSVReader.read(bytes, source: path)
                : try TotalsJSONReader.read(bytes, source: path)
            orderCount = rows.count
            for row in rows { try aggregator.add(row) }
        }
        let sales = aggregator.summary()
        var report = Report(written: nil, table: summary.map { SummaryWriter(currency: chart.currency).write(sales, as: $0) }, notes: [],
                            reading: reading)
        if sales.segments.isEmpty {
            report.notes.append(noSalesNote(sales, orders: orderCount))
        }
        if !sales.unrecipedUnits.isEmpty {
            report.notes.append("no recipe for \(sales.unrecipedUnits.keys.sorted().joined(separator: ", ")); their fruit is not counted")
        }
        guard let output else { return report }

        let pieChart = PieChart(summary: sales, options: chart)
        let options = RenderOptions(format: output.format, size: size, scale: scale,
                                    creationDate: sales.latestInstant ?? Date(timeIntervalSince1970: 0))
        let renderer = PieChartRenderer(style: ChartStyle(theme: theme))
        let (file, layout) = try renderer.renderWithLayout(pieChart, options: options)
        if output.path == "-" {
            FileHandle.standardOutput.write(Data(file))
        } else {
            try AtomicFileWriter.write(file, to: output.path)
        }

        let unlabelled = layout.unlabelledSlices.map { pieChart.legend.indices.contains($0) ? pieChart.legend[$0].name : "?" }
        if !unlabelled.isEmpty {
            let named = unlabelled.prefix(5).joined(separator: ", ") + (unlabelled.count > 5 ? " and \(unlabelled.count - 5) more" : "")
            report.notes.append("no room for the labels of \(named); they are in the legend")
        }
        let dimensions = output.format == .png
            ? "\(options.pixelSize.width)×\(options.pixelSize.height) px"
            : "\(Int(size.width))×\(Int(size.height)) pt"
        let slices = sales.segments.count == 1 ? "1 \(sales.grouping.rawValue)" : "\(sales.segments.count) \(sales.grouping.rawValue)s"
        let total = ValueFormat(metric: sales.metric, grouping: sales.grouping, currency: chart.currency).total(sales.total)
        report.written = "\(output.path == "-" ? "<stdout>" : output.path) (\(output.format.rawValue.uppercased()), \(dimensions), \(slices), \(total))"
        return report
    }

    private func noSalesNote(_ sales: SalesSummary, orders: Int) -> String {
        let suffix = "; the chart says \"No sales\""
        if orders == 0 { return "\(input) has no orders\(suffix)" }
        if let period = sales.period, sales.excludedOrders == 0 {
            return "\(input) has no orders on \(period)\(suffix)"
        }
        let excluded = sales.excludedOrders
        let scope = sales.period.map { " on \($0)" } ?? ""
        return "\(input) has no sales\(scope): \(excluded == 1 ? "the only order was" : "all \(excluded) orders were") cancelled or refunded\(suffix)"
    }

    /// A typo such as `-o sales.json` must not destroy the order history.
    private func refuseToOverwrite(input: String, with path: String) throws(FileError) {
        let inputURL = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL
        let outputURL = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
        if inputURL.path == outputURL.path {
            throw .unwritableOutput(path: path, reason: "it is the input file; choose another output path")
        }
    }
}
