import JuiceCore

/// The words an hours heatmap adds, in the chart's language (`NameLanguage`): weekday names,
/// hour labels, and the line naming the busiest hours.
struct HoursWords: Sendable {
    let language: NameLanguage

    /// `Mon`, `월`, `月`, `周一`: a row's label.
    func shortName(_ weekday: Weekday) -> String {
        weekdayNames(full: false)[weekday.rawValue]
    }

    /// `Saturday`, `토요일`, `土曜日`, `星期六`: in sentences.
    func fullName(_ weekday: Weekday) -> String {
        weekdayNames(full: true)[weekday.rawValue]
    }

    /// The seven weekdays' names, Monday first, short (a row's label) or full (in sentences).
    private func weekdayNames(full: Bool) -> [String] {
        switch (language, full) {
        case (.english, false): ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        case (.english, true): ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        case (.korean, false): ["월", "화", "수", "목", "금", "토", "일"]
        case (.korean, true): ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]
        case (.japanese, false): ["月", "火", "水", "木", "金", "土", "日"]
        case (.japanese, true): ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"]
        case (.chinese, false): ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
        case (.chinese, true): ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
        }
    }

    /// A column's label: the hour of the wall clock (`9`, `9시`, `9時`, `9时`).
    func hourLabel(_ hour: Int) -> String {
        switch language {
        case .english: "\(hour)"
        case .korean: "\(hour)시"
        case .japanese: "\(hour)時"
        case .chinese: "\(hour)时"
        }
    }

    /// `Busiest: Saturday 11:00–13:00, Sunday 10:00–12:00`.
    func busiest(_ runs: [HoursContent.Run]) -> String {
        let lead =
            switch language {
            case .english: "Busiest: "
            case .korean: "가장 바쁜 시간: "
            case .japanese: "最も忙しい時間: "
            case .chinese: "最忙时段: "
            }
        return lead
            + runs.map {
                "\(fullName($0.weekday)) \(Self.clock($0.firstHour))–\(Self.clock(($0.firstHour + $0.hours) % 24))"
            }
            .joined(separator: ", ")
    }

    /// `hours in Asia/Seoul, days from 04:00`: where the hours are read, and when days start.
    func zone(_ timeZone: String, dayStart: DayStart) -> String {
        let starts = dayStart == .midnight ? nil : dayStart.description
        switch language {
        case .english: return "hours in \(timeZone)" + (starts.map { ", days from \($0)" } ?? "")
        case .korean: return "\(timeZone) 기준" + (starts.map { ", 하루는 \($0)부터" } ?? "")
        case .japanese: return "\(timeZone) 時間" + (starts.map { "、1日は\($0)から" } ?? "")
        case .chinese: return "\(timeZone) 时间" + (starts.map { "，每天从\($0)开始" } ?? "")
        }
    }

    /// `11:00`.
    static func clock(_ hour: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):00"
    }
}

extension HoursWords {
    /// The note suggesting `--day-starts` for a shop selling past midnight.
    static func dayStartNote(_ grid: HourlySales) -> [String] {
        guard let hour = HoursContent.suggestedDayStart(grid) else { return [] }
        let start = clock(hour)
        return [
            "sales run past midnight, until \(start), and count on the next day; "
                + "give --day-starts \(start) to count them on the evening's day"
        ]
    }

    /// The note about sold orders with a date but no time: they count on their days, but in no hour.
    static func untimedNote(_ grid: HourlySales) -> [String] {
        guard grid.untimedOrders > 0 else { return [] }
        let orders = grid.untimedOrders == 1 ? "1 order has" : "\(Int64(grid.untimedOrders).groupedDecimal) orders have"
        return [
            "\(orders) a date but no time of day; "
                + "\(grid.untimedOrders == 1 ? "it is" : "they are") left out of the hours"
        ]
    }
}
