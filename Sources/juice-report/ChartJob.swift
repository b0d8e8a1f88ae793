import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// One run of the tool: read the orders, add them up, draw the chart, write it atomically.
struct ChartJob {
    var input: String
    var output: String
    var format: ChartFormat
    var size: Size
    var scale: Double
    var theme: ChartTheme
    var chart: PieChartOptions

    /// What a run wrote, and anything the user should know about it.
    struct Report {
        var summary: String
        var notes: [String]
    }

    func run() throws -> Report {
        try refuseToOverwriteInput()
        let bytes = try InputFile.read(path: input)
        let orders = try OrderHistoryReader().read(bytes, source: input)
        var aggregator = SalesAggregator(language: chart.language)
        try aggregator.add(contentsOf: orders)
        let summary = aggregator.summary()
        let pieChart = PieChart(summary: summary, options: chart)
        let options = RenderOptions(format: format, size: size, scale: scale,
                                    creationDate: summary.latestInstant ?? Date(timeIntervalSince1970: 0))
        let renderer = PieChartRenderer(style: ChartStyle(theme: theme))
        let file = try renderer.render(pieChart, options: options)
        try AtomicFileWriter.write(file, to: output)

        var notes: [String] = []
        if summary.segments.isEmpty {
            let excluded = summary.excludedOrders
            notes.append(orders.isEmpty
                ? "\(input) has no orders; the chart says \"No sales\""
                : "\(input) has no sales: all \(excluded) order\(excluded == 1 ? " was" : "s were") cancelled or refunded; the chart says \"No sales\"")
        }
        let layout = try renderer.layout(pieChart, options: options)
        let unlabelled = layout.unlabelledSlices.map { pieChart.legend.indices.contains($0) ? pieChart.legend[$0].name : "?" }
        if !unlabelled.isEmpty {
            let named = unlabelled.prefix(5).joined(separator: ", ") + (unlabelled.count > 5 ? " and \(unlabelled.count - 5) more" : "")
            notes.append("no room for the labels of \(named); they are in the legend")
        }
        let dimensions = format == .png
            ? "\(options.pixelSize.width)×\(options.pixelSize.height) px"
            : "\(Int(size.width))×\(Int(size.height)) pt"
        let juices = summary.segments.count == 1 ? "1 juice" : "\(summary.segments.count) juices"
        let units = summary.totalUnits == 1 ? "1 unit" : "\(summary.totalUnits.groupedDecimal) units"
        return Report(summary: "\(output) (\(format.rawValue.uppercased()), \(dimensions), \(juices), \(units))", notes: notes)
    }

    /// A typo such as `-o sales.json` must not destroy the order history.
    private func refuseToOverwriteInput() throws(FileError) {
        let inputURL = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL
        let outputURL = URL(fileURLWithPath: output).resolvingSymlinksInPath().standardizedFileURL
        if inputURL.path == outputURL.path {
            throw .unwritableOutput(path: output, reason: "it is the input file; choose another output path")
        }
    }
}
