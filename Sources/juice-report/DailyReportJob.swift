import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// Reads the orders once, then draws each day of the period and writes the HTML report.
struct DailyReportJob {
    var inputs: OrderInputs
    var outDirectory: String
    var format: ChartFormat
    var appearance: ChartAppearanceOptions
    var timeZone: TimeZone
    var period: ReportPeriod?
    var summary: SummaryFormat?

    struct Report {
        var written: String
        var table: String?
        var notes: [String]
        var reading: OrderReadReport
    }

    private var input: String {
        inputs.paths.map { $0 == "-" ? FileByteSource.standardInputName : $0 }.joined(separator: " + ")
    }

    func run() throws -> Report {
        // Every day is drawn from the same orders, so they are kept (unlike a single chart, which streams).
        var collector = OrderCollector()
        let reading = try inputs.read(into: &collector)
        let orders = collector.orders
        let options = appearance.chartOptions(title: nil)
        func sales(of period: ReportPeriod?) throws -> SalesSummary {
            var aggregator = SalesAggregator(language: options.language, query: SalesQuery(
                period: period, timeZone: timeZone, metric: appearance.metric, grouping: appearance.by))
            try aggregator.add(contentsOf: orders)
            return aggregator.summary()
        }
        let whole = try sales(of: period)
        var notes: [String] = []
        guard let reportPeriod = period ?? whole.firstDay.flatMap({ first in whole.lastDay.flatMap { ReportPeriod(first: first, last: $0) } }) else {
            throw FileError.unreadableInput(path: input, reason: "no order has a date (orderedAt), so there are no days to report; choose them with --date, --from/--to or --month")
        }
        let total = period == nil ? try sales(of: reportPeriod) : whole
        try createDirectory()

        let renderer = PieChartRenderer(style: ChartStyle(theme: appearance.theme))
        var pageDays: [DailyReportPage.Day] = []
        var charts = 0
        for day in reportPeriod.days {
            let sales = try sales(of: ReportPeriod(day: day))
            guard !sales.segments.isEmpty else {
                pageDays.append(DailyReportPage.Day(day: day, summary: sales, chart: nil, description: PieChart.noSalesMessage))
                continue
            }
            let chart = PieChart(summary: sales, options: options)
            let renderOptions = RenderOptions(format: format, size: appearance.size, scale: appearance.scale,
                                              creationDate: sales.latestInstant ?? Date(timeIntervalSince1970: 0))
            let file = try renderer.render(chart, options: renderOptions)
            try AtomicFileWriter.write(file, to: path("\(day).\(format.rawValue)"))
            charts += 1
            // The page shows SVG as it is, and PNG or PDF days as a sharp 2× PNG.
            let embedded = format == .svg
                ? (bytes: file, mediaType: "image/svg+xml")
                : (bytes: try renderer.render(chart, options: RenderOptions(format: .png, size: appearance.size, scale: 2,
                                                                            creationDate: renderOptions.creationDate)),
                   mediaType: "image/png")
            pageDays.append(DailyReportPage.Day(day: day, summary: sales, chart: embedded, description: chart.description))
        }
        let title = PieChart.defaultTitle(for: total, currency: appearance.currency)
        let page = DailyReportPage(title: title, total: total, days: pageDays,
                                   chartSize: (Int(appearance.width), Int(appearance.height)), currency: appearance.currency)
        try AtomicFileWriter.write(Array(page.html.utf8), to: path("index.html"))
        if charts == 0 { notes.append("no sales on any day of \(reportPeriod)") }
        let table = summary.map { SummaryWriter(currency: appearance.currency).write(total, as: $0) }
        let chartsText = charts == 1 ? "1 chart" : "\(charts) charts"
        let daysText = reportPeriod.days.count == 1 ? "1 day" : "\(reportPeriod.days.count) days"
        return Report(written: "\(path("index.html")) and \(chartsText) (\(daysText), \(reportPeriod))", table: table, notes: notes, reading: reading)
    }

    private func path(_ name: String) -> String {
        outDirectory.hasSuffix("/") ? outDirectory + name : outDirectory + "/" + name
    }

    private func createDirectory() throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: outDirectory, isDirectory: &isDirectory)
            throw .unwritableOutput(path: outDirectory, reason: exists && !isDirectory.boolValue
                ? "it is a file, not a folder" : "cannot create the folder")
        }
    }
}
