import Foundation
import JuiceCore
import JuiceIngest
import PieRender

extension DailyReportRequest {
    /// Reads the orders once, adding them up per day as they come; then draws the days with
    /// sales in parallel, each once, and writes the charts and the page.
    ///
    /// Throws the reading, drawing and writing errors, and `DailyReportError` when there are
    /// no days to report. Each file is written atomically.
    public func run() throws -> DailyReportResult {
        if let splitBy { return try runSplit(by: splitBy) }
        let read = try readDays()
        return try read.settled.report(total: read.total, days: read.days, reading: read.reading)
    }

    /// Reads the orders, adding them up per day: the request with its chart's currency and language settled.
    func readDays() throws -> (
        settled: DailyReportRequest, total: SalesSummary, days: [(day: CalendarDay, sales: SalesSummary)],
        reading: OrderReadReport
    ) {
        if let period = query.period, period.days.count > DailySalesAggregator.maximumDays {
            throw DailyReportError.periodTooLong(period, limit: DailySalesAggregator.maximumDays)
        }
        // The page and the charts show no order counts; only the summary table does.
        var query = self.query
        query.countsOrders = summary != nil
        var aggregator = DailySalesAggregator(menu: menu, query: query)
        let reading = try inputs.read(into: &aggregator, menu: menu, query: query, chart: chart)
        var settled = self
        settled.chart.scope = inputs.scope
        settled.chart.currency = chart.currency(after: reading)
        let (summed, summedDays) = aggregator.summaries()
        let total = reading.shown(summed)
        let days = summedDays.map { (day: $0.day, sales: reading.shown($0.sales)) }
        // One language for every day, decided from all the names read, not day by day.
        settled.chart.language = chart.language(after: reading, sales: total, menu: menu)
        return (settled, total, days, reading)
    }

    /// Draws and writes the report of what the aggregator added up: the total and every day.
    /// - Parameters:
    ///   - look: the spellings to keep (a store's part of a chain's report); nil settles the period's own.
    ///   - links: pages to link from this one (the stores from the chain's page, the chain from a
    ///   store's), as label and address.
    func report(
        total: SalesSummary, days: [(day: CalendarDay, sales: SalesSummary)], reading: OrderReadReport,
        look kept: PeriodLook? = nil,
        links: [(label: String, href: String)] = []
    ) throws -> DailyReportResult {
        var total = total
        // Without a period: from the first to the last day with orders (sold or not).
        guard
            let period = query.period
                ?? days.first.flatMap({ first in days.last.flatMap { ReportPeriod(first: first.day, last: $0.day) } })
        else {
            throw DailyReportError.noDays(inputs: inputs.displayName, skipped: reading.skipped)
        }
        total.period = period
        let writer = writer(for: total)
        try createDirectory()
        if let layoutDirectory { try Self.createDirectory(layoutDirectory) }

        // One spelling and one colour per juice for the whole period, on every day's chart and table.
        let look = kept ?? PeriodLook(total: total, specification: chart, menu: menu)
        // Every day is drawn before any file is written, so a day that cannot be drawn leaves no chart behind.
        let withSales = days.filter { !$0.sales.segments.isEmpty }.map {
            (day: $0.day, sales: look.respelled($0.sales))
        }
        let drawn = try ParallelWork.map(withSales) { day in try draw(day.sales) }
        try ParallelWork.map(Array(zip(withSales, drawn))) { day, drawing in
            try AtomicFileWriter.write(
                drawing.file, to: path((chartPrefix.map { "\($0)-" } ?? "") + "\(day.day).\(format.rawValue)"))
            if let layoutDirectory {
                try AtomicFileWriter.write(drawing.layoutJSON, to: Self.path("\(day.day).json", in: layoutDirectory))
            }
        }
        let byDay = Dictionary(uniqueKeysWithValues: zip(withSales.map(\.day), drawn.map(\.page)))
        let pageDays = period.days.map { DailyReportPage.Day(day: $0, sales: byDay[$0]) }
        // A title asked for names the whole run; a part's page adds the part it shows.
        let title =
            chart.title.map { asked in
                [asked, chart.scope ?? ""].filter { !$0.isEmpty }.joined(separator: " \u{22C5} ")
            }
            ?? ChartTitle(
                for: total, currency: chart.shownCurrency, language: writer.names.language, shop: chart.shop,
                groupedBy: chart.groupedBy, scope: chart.scope
            ).text
        var page = DailyReportPage(
            title: title, total: total,
            days: pageDays, chartSize: (Int(chart.canvas.width), Int(chart.canvas.height)), writer: writer)
        page.links = links
        try AtomicFileWriter.write(Array(page.html.utf8), to: path("index.html"))

        let chartNotes = ChartNotes(inputs: inputs.displayName, records: reading.orders, names: writer.names)
        var notes =
            reading.readingNotes + chartNotes.about(unreciped: total)
            + chartNotes.about(returns: total, currency: chart.shownCurrency)
            + reading.currencyNote(shownIn: chart.shownCurrency, metric: total.metric)
        if withSales.isEmpty { notes.append("no sales on any day of \(period)") }
        let written =
            "\(path("index.html")) and \(ChartNotes.count(withSales.count, "chart")) "
            + "(\(ChartNotes.count(period.days.count, "day")), \(period))"
        return DailyReportResult(
            total: total, period: period, charts: withSales.count, reading: reading, written: written,
            table: summary.map { writer.write(total, as: $0) }, notes: notes)
    }

    /// Lays a day's chart out once and draws it: the file, and the page's image from the same layout.
    ///
    /// The page shows PNG and SVG days as the file written; a PDF day, which a browser cannot
    /// show inline, as an SVG drawn from the same layout (sharp at any zoom).
    private func draw(_ sales: SalesSummary) throws -> (
        file: [UInt8], page: DailyReportPage.Sales, layoutJSON: [UInt8]
    ) {
        var chart = self.chart
        if let asked = chart.title, !asked.isEmpty {
            // The title asked for names the whole run; each day's chart adds its day and total to it.
            var words = ChartTitle(
                for: sales, currency: chart.shownCurrency, language: chart.language ?? .korean, shop: nil,
                groupedBy: chart.groupedBy, scope: chart.scope)
            words.measured = asked
            chart.title = words.text
        }
        let (content, files, layout) = try chart.draw(sales, menu: menu, as: format == .pdf ? [.pdf, .svg] : [format])
        let format = ValueFormat(metric: sales.metric, grouping: sales.grouping, currency: chart.shownCurrency)
        let layoutDocument = ChartLayoutDocument(
            content: content, layout: layout, ring: try chart.ring(of: content, layout: layout))
        let hotspots = ChartHotspot.hotspots(
            layoutDocument, layout: layout,
            values: content.segments.map(\.value), units: format.total)
        return (
            files[0],
            DailyReportPage.Sales(
                summary: sales, image: files[files.count - 1],
                mediaType: self.format == .png ? "image/png" : "image/svg+xml",
                description: content.chart.description, hotspots: hotspots, canvas: layout.canvas),
            layoutDocument.json()
        )
    }

    /// The tables' writer, naming juices as the period's charts do.
    private func writer(for total: SalesSummary) -> SummaryWriter {
        SummaryWriter(
            currency: chart.shownCurrency, names: chart.names(for: total, menu: menu), precision: chart.precision)
    }

    private func path(_ name: String) -> String {
        Self.path(name, in: outDirectory)
    }

    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private func createDirectory() throws(FileError) {
        try Self.createDirectory(outDirectory)
    }

    private static func createDirectory(_ directory: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
            throw .unwritableOutput(
                path: directory,
                reason: exists && !isDirectory.boolValue
                    ? "it is a file, not a folder" : "cannot create the folder")
        }
    }
}
