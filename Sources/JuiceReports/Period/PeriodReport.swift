import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// What a period report says and shows, settled once and written as PDF, HTML or mail: the
/// title and totals, the pie and its table, the change against the previous period, the trend,
/// and the days as small pies.
struct PeriodReport: Sendable {
    /// A juice's row of the table, in the pie's colour.
    struct JuiceRow: Sendable {
        let name: String
        let color: RGBColor?
        let units: String
        let revenue: String
        let share: String
    }

    let sales: PeriodSales
    /// `Revenue by product ⋅ 1–30 Nov 2026 ⋅ ₩2,898,000`, or the `--title` asked for.
    let title: String
    /// The default title in parts, for the mail's subject.
    let titleParts: ChartTitle
    /// The shop's name (`--shop`), for the PDF's author.
    let shop: String?
    /// The language of the title, for the HTML page's `lang`.
    let language: NameLanguage
    /// `product`, or `juice` for a juice menu: the tables' first header.
    let productHeader: String
    /// `₩2,898,000 ⋅ 549 units ⋅ 212 orders ⋅ 28 of 30 days with sales`.
    let headline: String
    /// What the figures are net of: `net of 1 return (1 unit and ₩4,500 taken off)`; nil without returns.
    let returnsLine: String?
    /// `share of revenue`.
    let shareHeader: String
    /// Juices by the metric charted, then the total row.
    let rows: [JuiceRow]
    let totalRow: JuiceRow
    let change: PeriodChange?
    /// The pie as drawn (folded as its labels allowed), its PNG at twice its size (none on a live
    /// page that paints it, `Pictures.painted`), and the slices' hotspots.
    let pie: ChartContent
    /// The pie's finished layout: the PDF page draws it as the PNG does, without laying it out again.
    let pieLayout: PieLayout
    /// The pie as the renderer draws it.
    var pieDrawing: PieDrawing { PieDrawing(pie.chart, layout: pieLayout, ring: pieRing) }
    /// The groups' ring inside the pie, under `--group-by`.
    let pieRing: RingLayout?
    let piePNG: [UInt8]
    let hotspots: [ChartHotspot]
    let trend: TrendChart
    let trendPNG: [UInt8]
    /// The period day by day (week by week when long) as a heat grid of the best-selling products.
    let grid: PeriodGrid
    /// The page of hours (`PeriodReport+Hours`); nil when the period's orders carry no times.
    let hours: HoursSection?
    /// `no sales: 2 days (11-10, 11-11)`, or nil when every day sold.
    let noSales: String?
    /// The latest order's time (the document's date), or the period's last day's start.
    let created: Date
    /// Each value's own section after the whole (`--split-by store`), biggest first, in the whole's colours.
    var parts: [Part] = []

    /// A value's section: its name and its report (whose pie, table and headline it shows).
    struct Part: Sendable {
        let value: String
        let report: PeriodReport
    }

    /// In points: the width of an A4 page's content.
    static let chartWidth = 515.0
    /// Tall enough for a pie of `pieRadius` with labels above and below, and a legend under it when names need one.
    static let pieCanvas = Size(width: chartWidth, height: 440)
    /// In points: the pie's radius at least (where labels allow, `ChartSpecification.radiusFloor`):
    /// 60 % of the text width across.
    static let pieRadius = chartWidth * 0.3
    static let trendCanvas = Size(width: chartWidth, height: 250)

    /// - Parameters:
    ///   - trendSales: the days the trend shows, when not the period's own (the live page shows a
    ///     day with the 30 days that end with it).
    ///   - laidOutPie: the pie as `pie(_:specification:menu:)` laid it out for these sales (the
    ///     live page's event did), not laid out again.
    ///   - drawsPictures: false for a page whose pie, trend and hours the live page paints from
    ///     its event's data (`LivePagePictures`): no PNG.
    init(
        _ sales: PeriodSales, menu: Menu, trendSales: PeriodSales? = nil, laidOutPie: LaidOutChart? = nil,
        drawsPictures: Bool = true
    ) throws(RenderError) {
        self.sales = sales
        let total = sales.total
        var spec = sales.chart
        let words = Words(sales, menu: menu)
        let (currency, names) = (words.currency, words.names)
        let format = ValueFormat(metric: total.metric, grouping: total.grouping, currency: currency)
        language = words.language
        titleParts = words.titleParts
        title = words.title
        shop = spec.shop
        productHeader = words.productHeader
        headline = words.headline
        returnsLine = words.writer.returnsLine(of: total)
        shareHeader = words.shareHeader
        rows = words.rows
        totalRow = words.totalRow
        change = sales.previous.map {
            PeriodChange(current: total, previous: $0.sales, previousPeriod: $0.period, names: names, format: format)
        }

        spec = Self.pieSpecification(spec)
        let laidOut: LaidOutChart
        if let laidOutPie {
            laidOut = laidOutPie
        } else {
            laidOut = try Self.pie(total, specification: spec, menu: menu).laidOut
        }
        let (content, layout) = (laidOut.content, laidOut.layout)
        pie = content
        pieLayout = layout
        pieRing = laidOut.ring
        piePNG = drawsPictures ? try spec.render(laidOut, of: total, as: [.png])[0] : []
        hotspots = Self.hotspots(laidOut, format: format)
        trend = TrendContent.chart(trendSales ?? sales, canvas: Self.trendCanvas, title: nil, menu: menu)
        trendPNG =
            drawsPictures
            ? try TrendChartRenderer(style: ChartStyle(theme: spec.theme)).render(
                trend, options: RenderOptions(format: .png, scale: 2)
            ).file : []
        grid = PeriodGrid(sales, names: names, format: format)
        hours = try Self.hoursSection(sales, theme: .light, draws: drawsPictures)
        let closed = sales.days.filter { $0.sales == nil }.map(\.day)
        noSales =
            closed.isEmpty
            ? nil : "no sales: \(closed.count) \(closed.count == 1 ? "day" : "days") (\(Self.ranges(closed)))"
        created = total.latestInstant ?? Date(timeIntervalSince1970: Double(sales.period.last.daysSinceEpoch) * 86_400)
    }

    /// The page's pie as `chart` asks for it: no title (the page's heading says it), the page's
    /// canvas and radius floor, a PNG at twice its size.
    static func pieSpecification(_ chart: ChartSpecification) -> ChartSpecification {
        var spec = chart
        spec.title = ""
        spec.canvas = pieCanvas
        spec.radiusFloor = pieRadius
        spec.scale = 2
        return spec
    }

    /// The page's pie laid out (`spec` from `pieSpecification`): the report's pictures and the
    /// live page's updates (`LivePagePie`) both take it from here.
    ///
    /// Names before size: where long names cannot stand beside a pie that large, the pie the
    /// labels choose names more of the slices of 3 % or more, and is drawn instead. Both are
    /// laid out, and only the one shown is drawn. `neededBoth` says whether the second was.
    ///
    /// - Parameter layingOutBoth: lay the second out beside the first, on another core, before
    ///   the first says whether it is needed (the live page, for a view whose last pie needed
    ///   both): the page then waits for one layout, not two in turn. The pie is the same either way.
    static func pie(
        _ total: SalesSummary, specification spec: ChartSpecification, menu: Menu, layingOutBoth: Bool = false
    ) throws(RenderError) -> (laidOut: LaidOutChart, neededBoth: Bool) {
        let free = spec.withoutRadiusFloor
        // Started beside the first and waited for only when needed: a wrong hint costs a core's
        // work, not the page's time.
        let beside =
            layingOutBoth
            ? ParallelWork.Beside { () throws(RenderError) -> LaidOutChart in try free.layOut(total, menu: menu) } : nil
        var laidOut = try spec.layOut(total, menu: menu)
        // A pie that names as many slices of 3 % or more as any folding of these sales has cannot
        // be bettered: the other is not laid out (half the page's time on a large catalogue).
        let named = namedNoticeable(laidOut.content, laidOut.layout)
        let neededBoth = laidOut.content.isGrouped || named < mostNoticeable(laidOut.content)
        if neededBoth {
            let freeLaidOut: LaidOutChart
            if let beside { freeLaidOut = try beside.value() } else { freeLaidOut = try free.layOut(total, menu: menu) }
            if namedNoticeable(freeLaidOut.content, freeLaidOut.layout) > named {
                laidOut = freeLaidOut
            }
        }
        laidOut.ring = try spec.ring(of: laidOut.content, layout: laidOut.layout)
        return (laidOut, neededBoth)
    }

    /// The pie's slices as the page's hover names them (`딸기쥬스: 113 units, 21%`): the image map's
    /// areas, and the titles of the live page's painted slices.
    static func hotspots(_ laidOut: LaidOutChart, format: ValueFormat) -> [ChartHotspot] {
        ChartHotspot.hotspots(
            ChartLayoutDocument(content: laidOut.content, layout: laidOut.layout), layout: laidOut.layout,
            values: laidOut.content.segments.map(\.value), units: format.total)
    }

    /// How many slices of 3 % or more a label names (whole) on the pie, "Other" included.
    static func namedNoticeable(_ content: ChartContent, _ layout: PieLayout) -> Int {
        let total = content.segments.reduce(0) { $0 + $1.value }
        guard total > 0 else { return 0 }
        let named = Set(layout.labels.filter(\.form.namesSlice).map(\.sliceIndex))
        return content.segments.indices.filter {
            named.contains($0) && Double(content.segments[$0].value) >= 0.03 * Double(total)
        }.count
    }

    /// The most slices of 3 % or more that any folding of `content`'s products can have (on a
    /// chart without groups): each product of 3 % or more, and one "Other" when the products
    /// under 3 % add up to 3 % or more. An "Other" that takes a product of 3 % or more loses that
    /// product's slice for its own, so it never counts more.
    static func mostNoticeable(_ content: ChartContent) -> Int {
        let values = (content.folded.isEmpty ? content.segments : Array(content.segments.dropLast()) + content.folded)
            .map(\.value)
        let total = Double(content.segments.reduce(0) { $0 + $1.value })
        guard total > 0 else { return 0 }
        let noticeable = values.filter { Double($0) >= 0.03 * total }.count
        let small = values.filter { Double($0) < 0.03 * total }.reduce(0, +)
        return noticeable + (Double(small) >= 0.03 * total ? 1 : 0)
    }

    /// Days as runs: `11-01 – 11-04, 11-09`.
    static func ranges(_ days: [CalendarDay]) -> String {
        var runs: [(CalendarDay, CalendarDay)] = []
        for day in days {
            if let last = runs.last, last.1.adding(days: 1) == day {
                runs[runs.count - 1].1 = day
            } else {
                runs.append((day, day))
            }
        }
        func short(_ day: CalendarDay) -> String { String(format: "%02d-%02d", day.month, day.day) }
        return runs.map { $0.0 == $0.1 ? short($0.0) : "\(short($0.0)) – \(short($0.1))" }.joined(separator: ", ")
    }

    /// The attached PDF's name without its extension: the shop's name as a file name (`--shop`), else
    /// `sales`, then the part shown (`--where`), then the days:
    /// `sunrise-bakery-store-location-astoria-2017-02-01-to-2017-02-28`.
    var fileStem: String {
        let period = sales.period
        let days = period.first == period.last ? "\(period.first)" : "\(period.first)-to-\(period.last)"
        let whose = [
            shop.flatMap { SafeFileName.stem($0) } ?? "sales", sales.chart.scope.flatMap { SafeFileName.stem($0) },
        ]
        return (whose.compactMap { $0 } + [days]).joined(separator: "-")
    }

    /// A mail's subject: the one asked for, else the title asked for, else the default title as a sentence.
    func subject(asked: String?) -> String {
        asked ?? sales.chart.title ?? titleParts.subject
    }

    /// `Against the previous 30 days`.
    var changeHeading: String {
        "Against the previous " + (sales.period.days.count == 1 ? "day" : "\(sales.period.days.count) days")
    }

    /// The table's header: product (or juice), units, revenue, share of the metric.
    var tableHeader: [String] { [productHeader, "units", "revenue", shareHeader] }

    /// The change table's header: product, before, this period, change, %.
    var changeHeader: [String] { [productHeader, "before", "this period", "change", "%"] }
}

extension ChartSpecification {
    /// The same chart with no floor on its pie's radius: the size the labels choose (`PeriodReport.pie`).
    fileprivate var withoutRadiusFloor: ChartSpecification {
        var free = self
        free.radiusFloor = 0
        return free
    }
}
