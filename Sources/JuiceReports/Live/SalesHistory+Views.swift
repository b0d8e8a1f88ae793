import Foundation
import JuiceCore
import PieGeometry
import PieRender

extension SalesHistory {
    /// The view as the HTML report's page (pie with its hover, table, trend, change, hours),
    /// a single day with the 30 days that end with it as its trend. Built on every call: the
    /// server caches it by the data's version.
    ///
    /// - Parameters:
    ///   - pictures: the view's pictures as the event sent them (`pagePictures`) for the same
    ///     figures: its pie's layout is drawn, not laid out again.
    ///   - painted: the page's pictures left for the live page to paint from `pictures`' data.
    public func page(_ view: LiveView, pictures: LivePagePictures? = nil, painted: Bool = false) throws -> String {
        let (shown, trend) = try sales(view)
        return try PeriodReport(
            shown, menu: menu, trendSales: trend, laidOutPie: pictures?.pie.laidOut, drawsPictures: !painted
        ).html(painted ? .painted : .inline)
    }

    /// The title, headline and table of products of the view's page (`LivePageTable`), without
    /// drawing its pictures.
    public func pageTable(_ view: LiveView) throws -> LivePageTable {
        LivePageTable(PeriodReport.Words(try sales(view).shown, menu: menu))
    }

    /// The pictures of the view's page as data to paint (`LivePagePictures`), laid out as the
    /// page draws them, without drawing them; `layingOutBoth` as `PeriodReport.pie` takes it.
    public func pagePictures(_ view: LiveView, layingOutBoth: Bool = false) throws -> LivePagePictures {
        let (shown, trendSales) = try sales(view)
        let spec = PeriodReport.pieSpecification(shown.chart)
        let (laidOut, neededBoth) = try PeriodReport.pie(
            shown.total, specification: spec, menu: menu, layingOutBoth: layingOutBoth)
        let words = PeriodReport.Words(shown, menu: menu)
        let format = ValueFormat(metric: shown.total.metric, grouping: shown.total.grouping, currency: words.currency)
        let hover = PeriodReport.hotspots(laidOut, format: format).map(\.title)
        let style = ChartStyle(theme: spec.theme)
        let trend = TrendContent.chart(trendSales, canvas: PeriodReport.trendCanvas, title: nil, menu: menu)
        let hours = HoursChartRenderer(style: ChartStyle(theme: .light))
        return LivePagePictures(
            pie: LivePagePie(laidOut, theme: spec.theme, hover: hover),
            trend: LivePicture(trend: try TrendChartRenderer(style: style).layOut(trend), style: style),
            hours: try PeriodReport.hoursChart(shown, theme: .light).map {
                LivePicture(hours: try hours.layOut($0.chart), renderer: hours)
            }, pieNeededBoth: neededBoth)
    }

    /// The view's pie alone, as a chart file of `canvas` (points) in `format`; PNG at `scale`.
    public func chart(_ view: LiveView, format: ChartFormat, canvas: Size, scale: Double = 1) throws -> [UInt8] {
        let shown = try sales(view).shown
        var spec = shown.chart
        spec.canvas = canvas
        spec.scale = scale
        return try spec.draw(shown.total, menu: menu, as: [format]).files[0]
    }

    /// The trend of the view's days (the 30 that end with a single day) as a chart file.
    public func trend(_ view: LiveView, format: ChartFormat, canvas: Size, scale: Double = 1) throws -> [UInt8] {
        let trend = try sales(view).trend
        let chart = TrendContent.chart(
            trend, canvas: canvas, title: view.title ?? TrendContent.title(trend), menu: menu)
        return try TrendChartRenderer(style: ChartStyle(theme: trend.chart.theme)).render(
            chart, options: RenderOptions(format: format, scale: scale)
        ).file
    }

    /// The view's hours (weekday by hour) as a chart file; an empty grid when no order of the
    /// period has a time of day.
    public func hours(_ view: LiveView, format: ChartFormat, canvas: Size, scale: Double = 1) throws -> [UInt8] {
        let shown = try sales(view).shown
        let grid = shown.hours ?? HourlySales(timeZone: query.timeZone, dayStart: query.dayStart)
        let days = PeriodWords(language: shown.chart.language ?? .korean).text(shown.period)
        let title =
            view.title
            ?? ([shown.chart.shop, HoursContent.title(view.metric), days] as [String?]).compactMap { $0 }.joined(
                separator: " \u{22C5} ")
        let language = shown.chart.names(for: shown.total, menu: menu).language
        let (heatmap, _) = HoursContent.chart(
            grid, metric: view.metric, currency: shown.chart.shownCurrency, language: language,
            canvas: canvas, title: title, theme: shown.chart.theme)
        let options = RenderOptions(
            format: format, scale: scale, creationDate: shown.total.latestInstant ?? Date(timeIntervalSince1970: 0),
            creator: "juice-report")
        return try HoursChartRenderer(style: ChartStyle(theme: shown.chart.theme)).render(heatmap, options: options)
            .file
    }

    /// The view's period report as a PDF, as `report -o report.pdf` writes it.
    public func reportPDF(_ view: LiveView, paper: ReportPaper = .a4) throws -> [UInt8] {
        let (shown, trend) = try sales(view)
        let report = try PeriodReport(shown, menu: menu, trendSales: trend)
        return try ReportDocumentRenderer(style: ChartStyle(theme: .light)).renderPDF(report.document(paper: paper))
            .file
    }

    /// The view's totals as `--summary json` or `--summary csv` writes them.
    public func totals(_ view: LiveView, as format: SummaryFormat) throws -> String {
        let shown = try sales(view).shown
        return SummaryWriter(
            currency: shown.chart.shownCurrency, names: shown.chart.names(for: shown.total, menu: menu),
            precision: shown.chart.precision
        ).write(shown.total, as: format)
    }

    /// The view's total (units, or revenue in the smallest unit) and its number of products: what
    /// the page's event names.
    public func figures(_ view: LiveView) throws -> (total: Int64, products: Int) {
        let total = try sales(view).shown.total
        return (total.total, total.segments.count)
    }
}
