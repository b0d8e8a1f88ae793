import Testing
import JuiceCore

struct CalendarDayTests {
    /// Every day over four centuries (Excel's 1899 and 1904 epochs included) goes to its day
    /// number and back, one day apart from the day before.
    @Test func civilDaysRoundTripOverFourCenturies() {
        var day = CalendarDay(year: 1800, month: 1, day: 1).daysSinceEpoch
        var (year, month, date) = (1800, 1, 1)
        while year < 2200 {
            #expect(CalendarDay(year: year, month: month, day: date).daysSinceEpoch == day)
            let back = CalendarDay(daysSinceEpoch: day)
            #expect(back.year == year && back.month == month && back.day == date)
            day += 1
            date += 1
            let length = [
                31, (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30,
                31,
            ][month - 1]
            if date > length { (date, month) = (1, month + 1) }
            if month > 12 { (month, year) = (1, year + 1) }
        }
    }
}
