import Foundation

/// When an order was placed: the instant, and the calendar day in the offset the order was written with.
public struct OrderTimestamp: Sendable, Equatable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let secondsSinceEpoch: Double
    /// The date part as written, `YYYY-MM-DD` packed as year × 10 000 + month × 100 + day.
    private let writtenDay: Int32
    /// Whether the order's time of day is known. An order written with a date alone (a table's
    /// date column without a time, `7/18/26`, an Excel date) is put at local midnight of its
    /// date: it has a day, but no hour to show, and stays on its date whatever the day's start.
    public let hasTimeOfDay: Bool

    public var instant: Date { Date(timeIntervalSince1970: secondsSinceEpoch) }

    /// `YYYY-MM-DD` as the shop's clock showed it.
    public var localDay: String {
        CalendarDay(year: Int(writtenDay / 10_000), month: Int(writtenDay / 100 % 100), day: Int(writtenDay % 100))
            .description
    }

    /// Parses an RFC 3339 date-time with an offset (`2026-11-21T09:15:02+09:00`, fractional seconds allowed).
    ///
    /// A time without an offset is refused: it names no instant.
    public static func parse(_ text: String) -> OrderTimestamp? {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// Parses the UTF-8 bytes of an RFC 3339 date-time.
    ///
    /// By hand because `Date.ISO8601FormatStyle` costs about a microsecond per call, which is
    /// most of the time budget for a million orders; the tests compare the two.
    /// Accepted: `YYYY-MM-DD`, `T` (or `t`, or one space), `hh:mm:ss`, optional `.` and digits,
    /// then `Z` (or `z`) or `±hh:mm`. Days must exist; seconds run to 59.
    @usableFromInline
    package static func parse(_ bytes: UnsafeRawBufferPointer) -> OrderTimestamp? {
        guard let clock = WallClock(bytes), clock.hasSeconds, clock.end < bytes.count else { return nil }
        let index = clock.end
        let count = bytes.count
        let offsetSeconds: Int
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == count else { return nil }
            offsetSeconds = 0
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 == count, let offsetHours = WallClock.digits(bytes, index + 1, 2),
                bytes[index + 3] == UInt8(ascii: ":"),
                let offsetMinutes = WallClock.digits(bytes, index + 4, 2), offsetHours < 24, offsetMinutes < 60
            else { return nil }
            offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        default:
            return nil
        }
        return OrderTimestamp(
            secondsSinceEpoch: Double(clock.localSeconds - offsetSeconds) + clock.fraction, writtenDay: clock.writtenDay
        )
    }

    /// Parses a local date-time without an offset, as exports write them
    /// (`2026-11-21 09:15`, `2026-11-21T09:15:02`, fractions allowed), on the wall clock of `zone`;
    /// a text with an offset is read as `parse` reads it.
    package static func parse(_ bytes: UnsafeRawBufferPointer, localTo zone: LocalClock) -> OrderTimestamp? {
        if let withOffset = parse(bytes) { return withOffset }
        guard let clock = WallClock(bytes), clock.end == bytes.count else { return nil }
        return OrderTimestamp(
            secondsSinceEpoch: Double(zone.secondsSinceEpoch(ofLocal: clock.localSeconds)) + clock.fraction,
            writtenDay: clock.writtenDay)
    }

    /// What reading an export's date-time found.
    package enum ExportReading {
        case timestamp(OrderTimestamp)
        /// A slashed date that reads as two different days (`3/11/26`), and no day/month order was given.
        case ambiguous
        case invalid
    }

    /// Parses a date-time as exports write it (`7/18/26 12:59 PM`, `31/12/2025 14:05`,
    /// `2025-12-07 19:08:25 +0000`, an Excel serial day): ISO 8601 first, as
    /// `parse(_:localTo:)` does, then the forms `ExportDateTime` reads, taking `order` for
    /// slashed dates. Times without an offset are on `zone`'s wall clock.
    package static func parse(_ bytes: UnsafeRawBufferPointer, localTo zone: LocalClock, order: DateOrder?)
        -> ExportReading
    {
        if let iso = parse(bytes, localTo: zone) { return .timestamp(iso) }
        switch ExportDateTime.read(bytes, order: order) {
        case .local(let seconds, let fraction, let day, let timed)?:
            return .timestamp(
                OrderTimestamp(
                    secondsSinceEpoch: Double(zone.secondsSinceEpoch(ofLocal: seconds)) + fraction, writtenDay: day,
                    hasTimeOfDay: timed))
        case .instant(let seconds, let fraction, let day)?:
            return .timestamp(OrderTimestamp(secondsSinceEpoch: Double(seconds) + fraction, writtenDay: day))
        case .ambiguous?:
            return .ambiguous
        case nil:
            return .invalid
        }
    }

    /// `YYYY-MM-DD`, `T` (or `t`, or one space), `hh:mm`, optionally `:ss` and then `.` and digits:
    /// the part of a date-time both parsers share, read without making a `String`.
    private struct WallClock {
        /// Seconds since 1970-01-01T00:00:00 on this clock.
        let localSeconds: Int
        let fraction: Double
        let hasSeconds: Bool
        let writtenDay: Int32
        /// Where what follows (an offset, or nothing) starts.
        let end: Int

        init?(_ bytes: UnsafeRawBufferPointer) {
            let count = bytes.count
            guard count >= 16, let year = Self.digits(bytes, 0, 4), bytes[4] == UInt8(ascii: "-"),
                let month = Self.digits(bytes, 5, 2),
                bytes[7] == UInt8(ascii: "-"), let day = Self.digits(bytes, 8, 2),
                bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == 0x20,
                let hour = Self.digits(bytes, 11, 2), bytes[13] == UInt8(ascii: ":"),
                let minute = Self.digits(bytes, 14, 2),
                (1...12).contains(month), day >= 1, day <= CalendarDay.daysIn(month: month, year: year), hour < 24,
                minute < 60
            else { return nil }
            var index = 16
            var second = 0
            var fraction = 0.0
            hasSeconds = count >= 19 && bytes[16] == UInt8(ascii: ":")
            if hasSeconds {
                guard let seconds = Self.digits(bytes, 17, 2), seconds < 60 else { return nil }
                second = seconds
                index = 19
                if index < count, bytes[index] == UInt8(ascii: ".") {
                    index += 1
                    var scale = 0.1
                    let digitsStart = index
                    while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
                        fraction += Double(digit) * scale
                        scale /= 10
                        index += 1
                    }
                    guard index > digitsStart else { return nil }
                }
            }
            localSeconds =
                CalendarDay(year: year, month: month, day: day).daysSinceEpoch * 86_400 + hour * 3600 + minute * 60
                + second
            self.fraction = fraction
            writtenDay = Int32(year * 10_000 + month * 100 + day)
            end = index
        }

        @inline(__always)
        static func digits(_ bytes: UnsafeRawBufferPointer, _ at: Int, _ width: Int) -> Int? {
            var value = 0
            for index in at..<(at + width) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
    }

    private init(secondsSinceEpoch: Double, writtenDay: Int32, hasTimeOfDay: Bool = true) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.writtenDay = writtenDay
        self.hasTimeOfDay = hasTimeOfDay
    }

    /// The same instant, read as a date without a time (a table's date cell whose time cell is empty).
    package func withoutTimeOfDay() -> OrderTimestamp {
        OrderTimestamp(secondsSinceEpoch: secondsSinceEpoch, writtenDay: writtenDay, hasTimeOfDay: false)
    }

    public static func < (lhs: OrderTimestamp, rhs: OrderTimestamp) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }
}
