import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// An hours heatmap of a period: one row per weekday (Monday first), one column per hour of
/// the business day from the day's start, each cell shaded by the units or revenue of that hour
/// on a single-hue scale and labelled with its figure where it fits; the busiest hours named
/// under the title.
enum HoursContent {
    /// Hours on one weekday in a row, the busiest of their kind.
    struct Run: Sendable, Equatable {
        let weekday: Weekday
        /// The wall clock's hour the run starts at.
        let firstHour: Int
        /// How many hours it lasts.
        let hours: Int
    }

    /// The fewest hours drawn: a shop selling in one hour still gets a grid, not one wide cell.
    static let fewestHours = 6
    /// Hours within this share of the busiest hour's figure are busy too.
    static let busyShare = 0.8
    /// The most runs the busiest-hours line names.
    static let namedRuns = 3

    /// The hours shown, as hours of the wall clock in business-day order (from the hour the day
    /// starts in): from the first hour with an order to the last, on any weekday, widened to
    /// `fewestHours`; every hour when there were no orders.
    static func hours(_ grid: HourlySales) -> [Int] {
        let start = grid.dayStart.hour
        let order = (0..<HourlySales.hoursPerDay).map { (start + $0) % HourlySales.hoursPerDay }
        let sold = order.indices.filter { index in Weekday.allCases.contains { grid.orders($0, hour: order[index]) > 0 }
        }
        guard var first = sold.first, var last = sold.last else { return order }
        while last - first + 1 < fewestHours {
            if last < order.count - 1 { last += 1 }
            if last - first + 1 < fewestHours, first > 0 { first -= 1 }
        }
        return Array(order[first...last])
    }

    /// The hour to suggest for `--day-starts` when days start at midnight but the shop sells past
    /// it: the first hour of the longest run of hours without orders (of at least four), when that
    /// run comes after midnight's sales. Nil when days start elsewhere, or nothing crosses midnight.
    static func suggestedDayStart(_ grid: HourlySales) -> Int? {
        guard grid.dayStart == .midnight else { return nil }
        let sold = (0..<HourlySales.hoursPerDay).map { hour in
            Weekday.allCases.contains { grid.orders($0, hour: hour) > 0 }
        }
        guard sold[0] else { return nil }
        var best: (start: Int, length: Int)?
        var hour = 1
        while hour < HourlySales.hoursPerDay {
            guard !sold[hour] else {
                hour += 1
                continue
            }
            let start = hour
            while hour < HourlySales.hoursPerDay, !sold[hour] { hour += 1 }
            // A run reaching midnight does not cross it: the sales before it are the evening's, not the night's.
            if hour < HourlySales.hoursPerDay, hour - start > (best?.length ?? 3) { best = (start, hour - start) }
        }
        return best?.start
    }

    /// A cell's figure: units, or revenue at `Money.scale`.
    static func value(_ grid: HourlySales, _ metric: SalesMetric, _ weekday: Weekday, hour: Int) -> Int64 {
        metric == .revenue ? grid.revenue(weekday, hour: hour) : grid.units(weekday, hour: hour)
    }

    /// The busiest hours: on each weekday, the hours in a row (among `hours`, in their order)
    /// whose figure is within `busyShare` of the busiest hour's, the runs with the highest
    /// figures first (then the larger total, then the earlier weekday and hour); at most `namedRuns`.
    static func busiest(_ grid: HourlySales, metric: SalesMetric, hours: [Int]) -> [Run] {
        let peak =
            Weekday.allCases.flatMap { weekday in hours.map { value(grid, metric, weekday, hour: $0) } }.max() ?? 0
        guard peak > 0 else { return [] }
        let threshold = Double(peak) * busyShare
        var runs: [(run: Run, peak: Int64, total: Int64, column: Int)] = []
        for weekday in Weekday.allCases {
            var column = 0
            while column < hours.count {
                guard Double(value(grid, metric, weekday, hour: hours[column])) >= threshold else {
                    column += 1
                    continue
                }
                let start = column
                var (high, total) = (Int64.min, Int64(0))
                while column < hours.count, case let figure = value(grid, metric, weekday, hour: hours[column]),
                    Double(figure) >= threshold
                {
                    (high, total) = (max(high, figure), total &+ figure)
                    column += 1
                }
                runs.append((Run(weekday: weekday, firstHour: hours[start], hours: column - start), high, total, start))
            }
        }
        runs.sort { a, b in
            if a.peak != b.peak { return a.peak > b.peak }
            if a.total != b.total { return a.total > b.total }
            if a.run.weekday != b.run.weekday { return a.run.weekday < b.run.weekday }
            return a.column < b.column
        }
        return runs.prefix(namedRuns).map(\.run)
    }

    /// The heatmap of `grid`, and the busiest hours it names.
    ///
    /// - Parameters:
    ///   - subtitle: whether to write the busiest hours and the zone under the title.
    static func chart(
        _ grid: HourlySales, metric: SalesMetric, currency: Currency, language: NameLanguage,
        canvas: Size, title: String?, theme: ChartTheme, subtitle: Bool = true
    ) -> (chart: HoursChart, busiest: [Run]) {
        let words = HoursWords(language: language)
        let hours = hours(grid)
        let unit = metric == .revenue ? Double(Money.scale) : 1
        let figures = Weekday.allCases.map { weekday in
            hours.map { Double(value(grid, metric, weekday, hour: $0)) / unit }
        }
        let sold = Weekday.allCases.map { weekday in hours.map { grid.orders(weekday, hour: $0) > 0 } }
        let maximum = figures.joined().max() ?? 0
        let scale = theme == .dark ? SequentialScale.oranges.reversed() : SequentialScale.oranges
        let colors = zip(figures, sold).map { row, sold in
            zip(row, sold).map { figure, sold in
                sold ? scale.color(at: maximum > 0 ? max(figure, 0) / maximum : 0) : nil
            }
        }
        let texts = zip(figures, sold).map { row, sold in
            zip(row, sold).map { figure, sold in sold ? compact(figure) : nil }
        }
        let scaleMaximum = maximum > 0 ? maximum : 1
        let ticks = TrendAxis.ticks(maximum: scaleMaximum, count: 4, minimumStep: 1)
            .filter { $0 <= scaleMaximum * (1 + 1e-9) }
            .map { TrendTick(value: $0, text: compact($0, tenths: true)) }
        let busiest = busiest(grid, metric: metric, hours: hours)
        var line = [words.zone(grid.timeZone.identifier, dayStart: grid.dayStart)]
        if !busiest.isEmpty { line.insert(words.busiest(busiest), at: 0) }
        let caption =
            metric == .revenue ? "revenue" + (currency.symbol.isEmpty ? "" : " (\(currency.symbol))") : "units"
        let request = HoursLayoutRequest(
            canvas: canvas, title: title, subtitle: subtitle ? line.joined(separator: " \u{22C5} ") : nil,
            rowLabels: Weekday.allCases.map(words.shortName), columnLabels: hours.map(words.hourLabel),
            cellTexts: texts, scaleMaximum: scaleMaximum, scaleTicks: ticks, scaleCaption: caption)
        let format = ValueFormat(metric: metric, grouping: .juice, currency: currency)
        let english = HoursWords(language: .english)
        let description =
            ([english.busiest(busiest)].filter { _ in !busiest.isEmpty }
            + Weekday.allCases.map { weekday in
                let total = hours.reduce(Int64(0)) { $0 &+ value(grid, metric, weekday, hour: $1) }
                guard
                    let top = hours.max(by: {
                        value(grid, metric, weekday, hour: $0) < value(grid, metric, weekday, hour: $1)
                    }),
                    value(grid, metric, weekday, hour: top) > 0
                else { return "\(english.fullName(weekday)): no sales" }
                return "\(english.fullName(weekday)): \(format.total(total)), most at \(HoursWords.clock(top)) "
                    + "(\(format.total(value(grid, metric, weekday, hour: top))))"
            }).joined(separator: "\n")
        return (HoursChart(request: request, cellColors: colors, scale: scale, description: description), busiest)
    }

    /// A figure short enough for a cell: `8`, `950`, `8.5k`, `135k`, `1.2M`; with `tenths`, a
    /// figure below 10 keeps its tenth (a scale's `2.5`).
    static func compact(_ value: Double, tenths: Bool = false) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        func short(_ scaled: Double, _ suffix: String) -> String {
            let text = scaled < 9.95 ? String(format: "%.1f", scaled) : String(Int(scaled.rounded()))
            return sign + (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + suffix
        }
        if tenths, magnitude < 9.95, magnitude != magnitude.rounded() { return short(magnitude, "") }
        if magnitude < 999.5 { return sign + String(Int(magnitude.rounded())) }
        if magnitude < 999_500 { return short(magnitude / 1_000, "k") }
        if magnitude < 999_500_000 { return short(magnitude / 1_000_000, "M") }
        return short(magnitude / 1_000_000_000, "B")
    }

    /// `Units by hour` or `Revenue by hour`.
    static func title(_ metric: SalesMetric) -> String {
        metric == .revenue ? "Revenue by hour" : "Units by hour"
    }
}
