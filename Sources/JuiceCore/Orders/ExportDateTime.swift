/// A date and time as exports and spreadsheets write them, read without a `String`:
/// `7/18/26 12:59 PM`, `31/12/2025 14:05`, `18.07.2026 12:59:30`, `2026/07/18 12:59`,
/// `2025-12-07 19:08:25 +0000`, or an Excel serial day number (`45384.347`).
///
/// ISO 8601 (`2026-11-21 09:15:02`) is `OrderTimestamp`'s fast path and does not come here.
package struct ExportDateTime {
    /// What reading a cell found.
    package enum Reading {
        /// A time on the local wall clock: seconds since 1970-01-01T00:00:00 on that clock;
        /// `timed` is false for a date written without a time (read as its midnight).
        case local(seconds: Int, fraction: Double, day: Int32, timed: Bool)
        /// A time with its own offset: seconds since the epoch.
        case instant(seconds: Int, fraction: Double, day: Int32)
        /// A slashed date whose first two numbers could each be the month (`3/11/26`).
        case ambiguous
    }

    /// Reads `bytes`, taking `order` for slashed dates (nil: only unambiguous ones are read).
    package static func read(_ bytes: UnsafeRawBufferPointer, order: DateOrder?) -> Reading? {
        var cursor = Cursor(bytes: bytes)
        if let serial = excelSerial(bytes) { return serial }
        guard let first = cursor.number(maxDigits: 4), let separator = cursor.take(anyOf: "/.-") else { return nil }
        guard let second = cursor.number(maxDigits: 2), cursor.take(UInt8(separator)),
            let third = cursor.number(maxDigits: 4)
        else { return nil }
        var year: Int, month: Int, day: Int
        if first.digits == 4 {
            (year, month, day) = (first.value, second.value, third.value)
        } else {
            guard third.digits == 4 || third.digits == 2 else { return nil }
            year = third.digits == 2 ? (third.value < 70 ? 2000 + third.value : 1900 + third.value) : third.value
            let (a, b) = (first.value, second.value)
            switch order {
            case .dayFirst?: (day, month) = (a, b)
            case .monthFirst?: (month, day) = (a, b)
            case nil:
                if a > 12 || a == b {
                    (day, month) = (a, b)
                } else if b > 12 {
                    (month, day) = (a, b)
                } else {
                    return .ambiguous
                }
            }
        }
        guard (1...12).contains(month), day >= 1, day <= CalendarDay.daysIn(month: month, year: year) else {
            return nil
        }
        var hour = 0, minute = 0, second2 = 0
        var fraction = 0.0
        let timed = !cursor.atEnd
        if timed {
            _ = cursor.take(UInt8(ascii: ","))
            guard cursor.skipSpaces() || cursor.take(UInt8(ascii: "T")), let h = cursor.number(maxDigits: 2),
                cursor.take(UInt8(ascii: ":")),
                let m = cursor.number(maxDigits: 2), m.digits == 2
            else { return nil }
            (hour, minute) = (h.value, m.value)
            if cursor.take(UInt8(ascii: ":")) {
                guard let s = cursor.number(maxDigits: 2), s.digits == 2 else { return nil }
                second2 = s.value
                if cursor.take(UInt8(ascii: ".")) { fraction = cursor.fraction() }
            }
            _ = cursor.skipSpaces()
            if let meridiem = cursor.meridiem() {
                guard (1...12).contains(hour) else { return nil }
                hour = hour % 12 + (meridiem ? 12 : 0)
            } else if !cursor.atEnd {
                // An offset: `+0000`, `+09:00`, `Z`, after the time or one space.
                guard let offset = cursor.offset(), cursor.atEnd else { return nil }
                guard hour < 24, minute < 60, second2 < 60 else { return nil }
                let local =
                    CalendarDay(year: year, month: month, day: day).daysSinceEpoch * 86_400 + hour * 3600 + minute * 60
                    + second2
                return .instant(
                    seconds: local - offset, fraction: fraction, day: Int32(year * 10_000 + month * 100 + day))
            }
            _ = cursor.skipSpaces()
            guard cursor.atEnd else { return nil }
        }
        guard hour < 24, minute < 60, second2 < 60 else { return nil }
        let local =
            CalendarDay(year: year, month: month, day: day).daysSinceEpoch * 86_400 + hour * 3600 + minute * 60
            + second2
        return .local(seconds: local, fraction: fraction, day: Int32(year * 10_000 + month * 100 + day), timed: timed)
    }

    /// Excel keeps dates as days since 1899-12-30, the fraction being the time of day; a CSV
    /// saved from a sheet whose cells lost their date format holds those numbers. Only values
    /// from 10000 (1927-05-18) to 2958465 (9999-12-31) are taken, so a stray small number is
    /// not read as a date in 1900.
    private static func excelSerial(_ bytes: UnsafeRawBufferPointer) -> Reading? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: ".") }),
            bytes.count <= 20, bytes.filter({ $0 == UInt8(ascii: ".") }).count <= 1, bytes[0] != UInt8(ascii: ".")
        else { return nil }
        let wholeDigits = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        guard (5...7).contains(wholeDigits) else { return nil }
        // The money scale keeps only four decimals (8.64 s); Excel writes up to 15 digits, so the
        // time of day is read from the text itself, to the nearest second.
        guard let serial = Double(String(decoding: bytes, as: UTF8.self)) else { return nil }
        let days = Int(serial.rounded(.down))
        guard days <= 2_958_465 else { return nil }
        let seconds = ((serial - Double(days)) * 86_400).rounded()
        let epochDays = days - 25_569  // 1970-01-01 is serial 25569
        let local = epochDays * 86_400 + Int(seconds)
        let civil = CalendarDay(daysSinceEpoch: epochDays)
        // A whole number of days is a date cell without a time.
        return .local(
            seconds: local, fraction: 0, day: Int32(civil.year * 10_000 + civil.month * 100 + civil.day),
            timed: wholeDigits < bytes.count)
    }

    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
            var value = 0, digits = 0
            while index < bytes.count, digits < maxDigits, case let digit = bytes[index] &- UInt8(ascii: "0"),
                digit < 10
            {
                value = value * 10 + Int(digit)
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : (value, digits)
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func take(anyOf set: StaticString) -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            let found = set.withUTF8Buffer { $0.contains(byte) }
            guard found else { return nil }
            index += 1
            return byte
        }

        mutating func skipSpaces() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            return index > start
        }

        mutating func fraction() -> Double {
            var value = 0.0, scale = 0.1
            while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
                value += Double(digit) * scale
                scale /= 10
                index += 1
            }
            return value
        }

        /// `AM`/`PM` (any case, with or without points): true for PM.
        mutating func meridiem() -> Bool? {
            let rest = bytes.count - index
            guard rest >= 2 else { return nil }
            let first = bytes[index] | 0x20
            guard first == UInt8(ascii: "a") || first == UInt8(ascii: "p") else { return nil }
            var cursor = index + 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "m") else { return nil }
            cursor += 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
            index = cursor
            return first == UInt8(ascii: "p")
        }

        /// `Z`, `±hh:mm` or `±hhmm`, as seconds east of UTC.
        mutating func offset() -> Int? {
            guard index < bytes.count else { return nil }
            let sign = bytes[index]
            if sign | 0x20 == UInt8(ascii: "z") {
                index += 1
                return 0
            }
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            index += 1
            guard let hours = number(maxDigits: 2), hours.digits == 2 else { return nil }
            _ = take(UInt8(ascii: ":"))
            guard let minutes = number(maxDigits: 2), minutes.digits == 2, hours.value < 24, minutes.value < 60 else {
                return nil
            }
            let seconds = hours.value * 3600 + minutes.value * 60
            return sign == UInt8(ascii: "-") ? -seconds : seconds
        }
    }
}
