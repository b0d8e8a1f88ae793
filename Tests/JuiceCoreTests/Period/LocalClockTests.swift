import Foundation
import Testing
@testable import JuiceCore

struct LocalClockTests {
    /// Instants from Python's zoneinfo (fold=0: a repeated hour's first reading, a skipped hour
    /// read with the offset before the change).
    @Test(arguments: [
        ("America/New_York", "2026-03-08 02:30", 1_772_955_000.0),
        ("America/New_York", "2026-11-01 01:30", 1_793_511_000.0),
        ("America/New_York", "2026-07-18 12:59:30", 1_784_393_970.0),
        ("Asia/Seoul", "2026-11-21T09:15", 1_795_220_100.0),
    ])
    func localTimesBecomeInstantsAsZoneinfoReadsThem(zone: String, text: String, instant: Double) throws {
        let clock = LocalClock(timeZone: TimeZone(identifier: zone)!)
        var bytes = text
        let parsed = bytes.withUTF8 { OrderTimestamp.parse(UnsafeRawBufferPointer($0), localTo: clock) }
        #expect(parsed?.secondsSinceEpoch == instant)
    }

    @Test func anOffsetStillWinsAndNonsenseIsRefused() throws {
        let clock = LocalClock(timeZone: TimeZone(identifier: "Asia/Seoul")!)
        func parse(_ text: String) -> Double? {
            var text = text
            return text.withUTF8 { OrderTimestamp.parse(UnsafeRawBufferPointer($0), localTo: clock)?.secondsSinceEpoch }
        }
        #expect(parse("2026-11-21T09:15:02+00:00") == 1_795_252_502)
        #expect(parse("2026-11-21 09:15:02.5") == 1_795_220_102.5)
        #expect(parse("2026-02-30 09:15") == nil)
        #expect(parse("2026-11-21 9:15") == nil)
        #expect(parse("yesterday") == nil)
    }
}
