import JuiceCore
import PieRender

/// The period day by day (week by week from `PeriodSales.weeklyFrom` days) as a heat grid: a row per day,
/// a column for each of the best-selling products, the rest together as Other, and the total;
/// each product's cell shaded by its figure against that product's best day. It replaces a wall of
/// small pies in which only the two largest products could be followed from day to day.
struct PeriodGrid: Sendable {
    /// Products with a column of their own: with the day, Other and the total, eight columns fit an A4 page.
    static let productLimit = 5

    struct Row: Sendable, Equatable {
        let label: String
        let cells: [String]
        let shades: [Double]
    }

    let header: [String]
    let rows: [Row]
    let weekly: Bool

    init(_ sales: PeriodSales, names: JuiceNames, format: ValueFormat) {
        let ranked = sales.total.segments.sorted {
            $0.value != $1.value
                ? $0.value > $1.value : JuiceNames.precedes(names.name(of: $0.juice), names.name(of: $1.juice))
        }
        let columns =
            ranked.count > Self.productLimit + 1
            ? Array(ranked.prefix(Self.productLimit)).map(\.juice) : ranked.map(\.juice)
        // Other also holds a product a day sold that netted to 0 or less over the period (returned
        // later), which has no column of its own.
        let kept = Set(columns)
        let hasOther =
            ranked.count > columns.count
            || sales.days.contains { $0.sales?.segments.contains { !kept.contains($0.juice) } ?? false }
        let words = PeriodWords(language: names.language)
        let weekly = sales.isWeekly
        self.weekly = weekly
        let groups = sales.buckets.map { bucket in
            (label: weekly ? words.short(bucket.first) : Self.dayLabel(bucket.first, words: words), days: bucket.sales)
        }
        // Money rounded to whole units (Currency.format rounds half away from zero), so a cell stays narrow
        // ("€1,638"): the table of the first page has the cents.
        let currency = format.currency
        let whole = ValueFormat(
            metric: format.metric, grouping: format.grouping,
            currency: Currency(
                code: currency.code, symbol: currency.symbol, fractionDigits: 0, symbolFollows: currency.symbolFollows))
        let figures: [[Int64]?] = groups.map { group in
            let sold = group.days.compactMap { $0 }
            guard !sold.isEmpty else { return nil }
            var row = Array(repeating: Int64(0), count: columns.count + (hasOther ? 1 : 0))
            for day in sold {
                for segment in day.segments {
                    row[columns.firstIndex(of: segment.juice) ?? columns.count] += segment.value
                }
            }
            return row
        }
        // Each column on its own scale: which days sold a product best, however it ranks among the others.
        let largest = (0..<(columns.count + (hasOther ? 1 : 0))).map { column in
            max(figures.compactMap { $0?[column] }.max() ?? 0, 1)
        }
        rows = zip(groups, figures).map { group, row in
            guard let row else {
                return Row(
                    label: group.label, cells: Array(repeating: "–", count: columns.count + (hasOther ? 1 : 0) + 1),
                    shades: Array(repeating: 0, count: columns.count + (hasOther ? 2 : 1)))
            }
            return Row(
                label: group.label, cells: (row + [row.reduce(0, +)]).map(whole.number),
                shades: zip(row, largest).map { Double(max($0, 0)) / Double($1) } + [0])
        }
        header =
            [weekly ? "week of" : "day"] + columns.map(names.name(of:)) + (hasOther ? [names.otherName] : []) + [
                "total"
            ]
    }

    /// `Mon 6 Feb`, `2월 6일 (월)`, `2月6日(月)`, `2月6日 周一`.
    static func dayLabel(_ day: CalendarDay, words: PeriodWords) -> String {
        // 1970-01-01 was a Thursday.
        let weekday = ((day.daysSinceEpoch % 7) + 7) % 7
        switch words.language {
        case .english:
            return
                "\(["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][weekday]) \(day.day) "
                + "\(PeriodWords.englishMonths[day.month - 1])"
        case .korean: return "\(words.short(day)) (\(["목", "금", "토", "일", "월", "화", "수"][weekday]))"
        case .japanese: return "\(words.short(day))(\(["木", "金", "土", "日", "月", "火", "水"][weekday]))"
        case .chinese: return "\(words.short(day)) \(["周四", "周五", "周六", "周日", "周一", "周二", "周三"][weekday])"
        }
    }

    /// The grid as a page's table: shaded product cells, the total in bold type's place at the right.
    var table: ReportTable {
        ReportTable(
            header: header, alignRight: [false] + Array(repeating: true, count: header.count - 1),
            rows: rows.map { ReportTable.Row(cells: [$0.label] + $0.cells, shades: [0] + $0.shades) }, compact: true)
    }
}
