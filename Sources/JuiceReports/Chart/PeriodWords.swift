import JuiceCore

/// Days as a reader of the chart's language writes them: `1–28 Feb 2017`, `2017년 2월 1일–28일`,
/// `2017年2月1日～28日`, `2017年2月1日至28日`; a range names its month and year once when it can.
///
/// Written by hand rather than through Foundation's `DateIntervalFormatter`: its output changes
/// with the ICU data of the machine, and a chart's bytes must not.
public struct PeriodWords: Sendable, Equatable {
    public let language: NameLanguage

    public init(language: NameLanguage) {
        self.language = language
    }

    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// One day, `6 Feb 2017`, or a period, `1–28 Feb 2017`, `28 Feb – 3 Mar 2017`, `28 Dec 2016 – 3 Jan 2017`.
    public func text(_ period: ReportPeriod) -> String {
        let (first, last) = (period.first, period.last)
        if first == last { return full(first) }
        let sameYear = first.year == last.year, sameMonth = sameYear && first.month == last.month
        switch language {
        case .english:
            let month = { (day: CalendarDay) in Self.englishMonths[day.month - 1] }
            if sameMonth { return "\(first.day)–\(last.day) \(month(last)) \(last.year)" }
            if sameYear { return "\(first.day) \(month(first)) – \(last.day) \(month(last)) \(last.year)" }
            return "\(full(first)) – \(full(last))"
        case .korean:
            if sameMonth { return "\(full(first))–\(last.day)일" }
            if sameYear { return "\(full(first))–\(last.month)월 \(last.day)일" }
            return "\(full(first))–\(full(last))"
        case .japanese, .chinese:
            let to = language == .japanese ? "～" : "至"
            if sameMonth { return "\(full(first))\(to)\(last.day)日" }
            if sameYear { return "\(full(first))\(to)\(last.month)月\(last.day)日" }
            return "\(full(first))\(to)\(full(last))"
        }
    }

    /// `6 Feb 2017`, `2017년 2월 6일`, `2017年2月6日`.
    public func full(_ day: CalendarDay) -> String {
        switch language {
        case .english: "\(day.day) \(Self.englishMonths[day.month - 1]) \(day.year)"
        case .korean: "\(day.year)년 \(day.month)월 \(day.day)일"
        case .japanese, .chinese: "\(day.year)年\(day.month)月\(day.day)日"
        }
    }

    /// A day on an axis, without its year: `Feb 6`, `2월 6일`, `2月6日`.
    public func short(_ day: CalendarDay) -> String {
        switch language {
        case .english: "\(Self.englishMonths[day.month - 1]) \(day.day)"
        case .korean: "\(day.month)월 \(day.day)일"
        case .japanese, .chinese: "\(day.month)月\(day.day)日"
        }
    }
}
