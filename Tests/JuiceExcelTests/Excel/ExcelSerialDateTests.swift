import Testing
@testable import JuiceExcel

struct ExcelSerialDateTests {
    @Test(arguments: [
        (46_221.541319444, ExcelSerialDate.Shows.dateAndTime, "2026-07-18 12:59:30"),
        (46_221, .dateAndTime, "2026-07-18 00:00:00"),
        (46_221, .date, "2026-07-18"),
        (46_221.75, .date, "2026-07-18 18:00:00"),  // a date format hiding a time: the time is kept
        (0.541319444, .time, "12:59:30"),
        (46_221.541319444, .time, "2026-07-18 12:59:30"),
        (61, .date, "1900-03-01"),
        (46_022.999999, .dateAndTime, "2026-01-01 00:00:00"),  // rounded to the second, over midnight
        (2_958_465.999988426, .dateAndTime, "9999-12-31 23:59:59"),
    ])
    func serialDaysBecomeLocalWallClockText(serial: Double, shows: ExcelSerialDate.Shows, text: String) {
        #expect(ExcelSerialDate.text(serial: serial, shows: shows, date1904: false) == text)
    }

    @Test func the1904CalendarStartsFourYearsLater() {
        #expect(
            ExcelSerialDate.text(serial: 44_759.541319444, shows: .dateAndTime, date1904: true) == "2026-07-18 12:59:30"
        )
        #expect(ExcelSerialDate.text(serial: 0, shows: .date, date1904: true) == "1904-01-01")
    }

    @Test(arguments: [-1, 2_958_466, .infinity, .nan])
    func numbersOutsideExcelsCalendarAreNoDate(serial: Double) {
        #expect(ExcelSerialDate.text(serial: serial, shows: .dateAndTime, date1904: false) == nil)
    }
}
