import JuiceCore

/// An Excel date: a number of days (with the time of day as its fraction) on the workbook's
/// calendar, written as the local wall-clock text the table readers take.
///
/// Excel dates name no zone: they are what the clock on the wall showed, so they become local
/// times (`2026-07-18 12:59:30`) read in the export's zone or `--tz`, as a CSV's would.
struct ExcelSerialDate {
    /// Day 0 of the 1900 date system is 1899-12-30 (Excel counts a 29 February 1900 that never
    /// was, so from 1 March 1900 on, this epoch is exact; no sales history reaches further back).
    /// Day 0 of the 1904 system (old Mac workbooks, `date1904`) is 1904-01-01.
    static func epochDay(date1904: Bool) -> Int {
        (date1904 ? CalendarDay(year: 1904, month: 1, day: 1) : CalendarDay(year: 1899, month: 12, day: 30))
            .daysSinceEpoch
    }

    /// What the cell's number format shows, which decides what the text holds.
    enum Shows {
        case dateAndTime
        case date
        case time
    }

    /// The text for `serial` days, or nil when it is not a finite number in Excel's range
    /// (0 to 9999-12-31).
    ///
    /// A date format shows the date alone when the time is midnight; a time format shows the time
    /// alone when there is no date (`0.54` → `12:57:36`, as a separate time column holds).
    /// Seconds are rounded to the nearest, as Excel displays them.
    static func text(serial: Double, shows: Shows, date1904: Bool) -> String? {
        guard serial.isFinite, serial >= 0, serial < 2_958_466 else { return nil }
        let totalSeconds = Int((serial * 86_400).rounded())
        let (days, seconds) = totalSeconds.quotientAndRemainder(dividingBy: 86_400)
        let date = CalendarDay(daysSinceEpoch: epochDay(date1904: date1904) + days).description
        let time = pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
        switch shows {
        case .date where seconds == 0: return date
        case .time where days == 0: return time
        default: return date + " " + time
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
