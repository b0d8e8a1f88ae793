/// When a shop's business day starts on its wall clock (`--day-starts 04:00`): a shop open past
/// midnight counts a sale at 01:30 on the day before, the day its evening began.
///
/// Every command's days are business days: a day runs from its start to the next day's start
/// (on the wall clock of the query's zone). An order that has a date but no time stays on its
/// date, whatever the start.
public struct DayStart: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds after midnight on the wall clock, 0 to 86 340 in whole minutes.
    public let secondsAfterMidnight: Int

    /// Midnight: the calendar day.
    public static let midnight = DayStart(validSeconds: 0)

    /// A start `hour`:`minute`; nil outside 00:00–23:59.
    public init?(hour: Int, minute: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.init(validSeconds: hour * 3600 + minute * 60)
    }

    /// Parses `HH:MM` (or `H:MM`), 00:00 to 23:59.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    private init(validSeconds: Int) {
        secondsAfterMidnight = validSeconds
    }

    /// The hour of the wall clock the day starts in (4 for 04:30).
    public var hour: Int { secondsAfterMidnight / 3600 }
    public var minute: Int { secondsAfterMidnight / 60 % 60 }

    /// `04:00`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: DayStart, rhs: DayStart) -> Bool {
        lhs.secondsAfterMidnight < rhs.secondsAfterMidnight
    }
}
