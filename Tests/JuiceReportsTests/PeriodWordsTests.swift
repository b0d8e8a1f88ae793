import JuiceCore
import Testing
@testable import JuiceReports

/// Days as a reader of each language writes them, the month and year named once when they can be.
struct PeriodWordsTests {
    private func period(_ first: String, _ last: String) -> ReportPeriod {
        ReportPeriod(first: CalendarDay(first)!, last: CalendarDay(last)!)!
    }

    @Test func rangesInEachLanguage() {
        let cases = [
            period("2017-02-06", "2017-02-06"), period("2017-02-01", "2017-02-28"), period("2017-02-28", "2017-03-03"),
            period("2016-12-28", "2017-01-03"),
        ]
        #expect(
            cases.map(PeriodWords(language: .english).text) == [
                "6 Feb 2017", "1–28 Feb 2017", "28 Feb – 3 Mar 2017", "28 Dec 2016 – 3 Jan 2017",
            ])
        #expect(
            cases.map(PeriodWords(language: .korean).text)
                == ["2017년 2월 6일", "2017년 2월 1일–28일", "2017년 2월 28일–3월 3일", "2016년 12월 28일–2017년 1월 3일"])
        #expect(
            cases.map(PeriodWords(language: .japanese).text)
                == ["2017年2月6日", "2017年2月1日～28日", "2017年2月28日～3月3日", "2016年12月28日～2017年1月3日"])
        #expect(
            cases.map(PeriodWords(language: .chinese).text)
                == ["2017年2月6日", "2017年2月1日至28日", "2017年2月28日至3月3日", "2016年12月28日至2017年1月3日"])
    }

    @Test func axisDaysWithoutTheYear() {
        let day = CalendarDay("2017-02-06")!
        #expect(
            NameLanguage.allCases.map { PeriodWords(language: $0).short(day) } == ["2월 6일", "Feb 6", "2月6日", "2月6日"])
    }
}
