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
    var title: String?
    var language: NameLanguage

    /// Does the work and describes what was written, for the success line.
    func run() throws -> String {
        try refuseToOverwriteInput()
        let bytes = try InputFile.read(path: input)
        let orders = try OrderHistoryReader().read(bytes, source: input)
        var aggregator = SalesAggregator(language: language)
        try aggregator.add(contentsOf: orders)
        let summary = aggregator.summary()
        let chart = PieChart(summary: summary, title: title)
        let options = RenderOptions(format: format, size: size, scale: scale,
                                    creationDate: summary.latestInstant ?? Date(timeIntervalSince1970: 0))
        let file = try PieChartRenderer().render(chart, options: options)
        try AtomicFileWriter.write(file, to: output)
        let dimensions = format == .png
            ? "\(options.pixelSize.width)×\(options.pixelSize.height) px"
            : "\(Int(size.width))×\(Int(size.height)) pt"
        return "\(output) (\(format.rawValue.uppercased()), \(dimensions), \(summary.segments.count) juices, \(summary.totalUnits.groupedDecimal) units)"
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
