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
    /// `Juice revenue ⋅ 2026-11-01 – 2026-11-30`.
    let title: String
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
    /// The pie as drawn (folded as its labels allowed), its PNG at twice its size, and the slices' hotspots.
    let pie: ChartContent
    let piePNG: [UInt8]
    let hotspots: [ChartHotspot]
    let trend: TrendChart
    let trendPNG: [UInt8]
    let smallPies: [SmallMultiples.Pie]
    /// `no sales: 2 days (11-10, 11-11)`, or nil when every day sold.
    let noSales: String?
    /// The latest order's time (the document's date), or the period's last day's start.
    let created: Date

    /// In points: the width of an A4 page's content.
    static let chartWidth = 515.0
    static let pieCanvas = Size(width: chartWidth, height: 300)
    static let trendCanvas = Size(width: chartWidth, height: 250)

    init(_ sales: PeriodSales, menu: Menu) throws(RenderError) {
        self.sales = sales
        let total = sales.total
        var spec = sales.chart
        let currency = spec.currency ?? .won
        let format = ValueFormat(metric: total.metric, grouping: total.grouping, currency: currency)
        let names = spec.names(for: total, menu: menu)
        let writer = SummaryWriter(currency: currency, names: names)
        title = ChartContent.defaultTitle(for: total, currency: currency)
        let sold = sales.days.filter { $0.sales != nil }.count
        headline = [total.totalRevenue.map(currency.format), "\(total.totalUnits.groupedDecimal) \(total.totalUnits == 1 ? "unit" : "units")",
                    "\(Int64(total.soldOrders).groupedDecimal) \(total.soldOrders == 1 ? "order" : "orders")",
                    "\(sold) of \(sales.days.count) \(sales.days.count == 1 ? "day" : "days") with sales"]
            .compactMap { $0 }.joined(separator: " \u{22C5} ")
        returnsLine = writer.returnsLine(of: total)
        shareHeader = writer.shareHeader(of: total)
        rows = writer.rows(of: total).map {
            JuiceRow(name: $0.name, color: sales.look.color(for: $0.juice).color, units: $0.units, revenue: $0.revenue ?? "–", share: $0.share)
        }
        totalRow = JuiceRow(name: "total", color: nil, units: total.totalUnits.groupedDecimal,
                            revenue: total.totalRevenue.map(currency.format) ?? "–", share: rows.isEmpty ? "–" : "100.0%")
        change = sales.previous.map { PeriodChange(current: total, previous: $0.sales, previousPeriod: $0.period, names: names, format: format) }

        spec.title = ""
        spec.canvas = Self.pieCanvas
        spec.scale = 2
        let (content, files, layout) = try spec.draw(total, menu: menu, as: [.png], look: sales.look)
        pie = content
        piePNG = files[0]
        hotspots = ChartHotspot.hotspots(ChartLayoutDocument(content: content, layout: layout), layout: layout,
                                         values: content.segments.map(\.value), units: format.total)
        trend = TrendContent.chart(sales, canvas: Self.trendCanvas, title: nil, menu: menu)
        trendPNG = try TrendChartRenderer(style: ChartStyle(theme: spec.theme)).render(trend, options: RenderOptions(format: .png, scale: 2)).file
        smallPies = sales.days.compactMap { day in
            guard let daySales = day.sales else { return nil }
            let segments = SegmentOrder.value.sorted(daySales.segments.map {
                ChartSegment(juice: $0.juice, name: names.name(of: $0.juice), value: $0.value,
                             color: sales.look.color(for: $0.juice))
            }, menu: menu)
            return SmallMultiples.Pie(label: Self.weekdayLabel(day.day), total: format.total(daySales.total),
                                      values: segments.map { Double($0.value) }, colors: segments.map(\.color))
        }
        let closed = sales.days.filter { $0.sales == nil }.map(\.day)
        noSales = closed.isEmpty ? nil : "no sales: \(closed.count) \(closed.count == 1 ? "day" : "days") (\(Self.ranges(closed)))"
        created = total.latestInstant ?? Date(timeIntervalSince1970: Double(sales.period.last.daysSinceEpoch) * 86_400)
    }

    /// `Mon 11-03`.
    static func weekdayLabel(_ day: CalendarDay) -> String {
        // 1970-01-01 was a Thursday.
        let names = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let weekday = names[((day.daysSinceEpoch % 7) + 7) % 7]
        return "\(weekday) " + String(format: "%02d-%02d", day.month, day.day)
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

    /// `Against the previous 30 days`.
    var changeHeading: String {
        "Against the previous " + (sales.period.days.count == 1 ? "day" : "\(sales.period.days.count) days")
    }

    /// The table's header: juice, units, revenue, share of the metric.
    var tableHeader: [String] { ["juice", "units", "revenue", shareHeader] }
}
