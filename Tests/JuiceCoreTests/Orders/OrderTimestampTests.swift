import Foundation
import Testing
@testable import JuiceCore

struct OrderTimestampTests {
    @Test func keepsTheDayAsWrittenInItsOffset() throws {
        let late = try #require(OrderTimestamp.parse("2026-11-21T23:30:00-05:00"))
        #expect(late.localDay == "2026-11-21")
        #expect(late.instant == Date(timeIntervalSince1970: 1_795_321_800))
        let utc = try #require(OrderTimestamp.parse("2026-11-22T04:30:00Z"))
        #expect(utc.instant == late.instant)
        #expect(utc.localDay == "2026-11-22")
    }

    @Test func acceptsFractionalSeconds() throws {
        let stamp = try #require(OrderTimestamp.parse("2026-11-21T09:15:02.250+09:00"))
        #expect(stamp.instant.timeIntervalSince1970 == 1_795_220_102.25)
    }

    @Test(arguments: ["2026-11-21", "2026-11-21T09:15:02", "2026-13-01T00:00:00Z", "yesterday", ""])
    func refusesTimesThatNameNoInstant(text: String) {
        #expect(OrderTimestamp.parse(text) == nil)
    }
}
