import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct ExportDateTimeTests {
    private let seoul = LocalClock(timeZone: TimeZone(identifier: "Asia/Seoul")!)
    private let newYork = LocalClock(timeZone: TimeZone(identifier: "America/New_York")!)

    private func read(_ text: String, _ clock: LocalClock, _ order: DateOrder? = nil) -> OrderTimestamp.ExportReading {
        var text = text
        return text.withUTF8 { OrderTimestamp.parse(UnsafeRawBufferPointer($0), localTo: clock, order: order) }
    }

    private func instant(_ text: String, _ clock: LocalClock, _ order: DateOrder? = nil) -> String? {
        guard case .timestamp(let timestamp) = read(text, clock, order) else { return nil }
        return "\(timestamp.localDay) \(ISO8601DateFormatter().string(from: timestamp.instant))"
    }

    @Test func readsWhatExportsWrite() {
        #expect(instant("10/8/26 5:18 PM", newYork, .monthFirst) == "2026-10-08 2026-10-08T21:18:00Z")
        #expect(instant("10/8/26 12:05 am", newYork, .monthFirst) == "2026-10-08 2026-10-08T04:05:00Z")
        #expect(instant("31/12/2025 14:05", seoul) == "2025-12-31 2025-12-31T05:05:00Z")
        #expect(instant("12/31/2025 14:05:09", seoul) == "2025-12-31 2025-12-31T05:05:09Z")
        #expect(instant("18.07.2026 12:59", seoul) == "2026-07-18 2026-07-18T03:59:00Z")
        #expect(instant("2026/07/18 12:59", seoul) == "2026-07-18 2026-07-18T03:59:00Z")
        #expect(instant("2025-12-07 19:08:25 +0000", seoul) == "2025-12-07 2025-12-07T19:08:25Z")
        #expect(instant("2026-11-21 09:15", seoul) == "2026-11-21 2026-11-21T00:15:00Z")
        #expect(instant("5/5/26", seoul) == "2026-05-05 2026-05-04T15:00:00Z")
        // Excel's serial days: 45292 is 2024-01-01, so 45384.5 is noon on 2024-04-02.
        #expect(instant("45384.5", seoul) == "2024-04-02 2024-04-02T03:00:00Z")
        #expect(instant("45292", seoul) == "2024-01-01 2023-12-31T15:00:00Z")
    }

    @Test func aDayAboveTwelveSettlesTheOrderAndAConflictIsRefused() {
        guard case .ambiguous = read("3/11/26 9:00", seoul) else {
            Issue.record("3/11/26 read without an order"); return
        }
        #expect(instant("3/11/26 9:00", seoul, .dayFirst)?.hasPrefix("2026-11-03") == true)
        #expect(instant("3/11/26 9:00", seoul, .monthFirst)?.hasPrefix("2026-03-11") == true)
        #expect(instant("13/11/26 9:00", seoul, .monthFirst) == nil)
        #expect(instant("11/13/26 9:00", seoul, .dayFirst) == nil)
    }

    @Test(arguments: [
        "31/02/2026 10:00", "13:00", "1/1/26 25:00", "1/1/26 13:00 PM", "1/1/26 9:00 XM", "999", "1/1/26 9:00 +9",
        "2026/13/01",
    ])
    func refusesWhatIsNoTime(text: String) {
        guard case .invalid = read(text, seoul, .dayFirst) else { Issue.record("\(text) was read"); return }
    }

    @Test func theProbeFindsTheFirstDecidingDate() {
        func evidence(_ text: String) -> String {
            var text = text
            return text.withUTF8 { bytes in
                switch DateOrderProbe.evidence(UnsafeRawBufferPointer(bytes)) {
                case .settled(let order): order.rawValue
                case .unslashed: "unslashed"
                case .none: "none"
                }
            }
        }
        #expect(evidence("05/01/2026 09:12") == "none")
        #expect(evidence("13/01/2026 14:05") == "dmy")
        #expect(evidence("12/31/2025") == "mdy")
        #expect(evidence("2026-01-13 09:00") == "unslashed")
    }
}
