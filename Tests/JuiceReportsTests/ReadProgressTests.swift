import Foundation
import Testing
@testable import JuiceReports

struct ReadProgressTests {
    /// A clock that moves a second at every reading, so every update draws.
    private final class Ticking: @unchecked Sendable {
        var seconds = 0.0
        func now() -> Date { seconds += 1; return Date(timeIntervalSince1970: seconds) }
    }

    @Test func neverGoesBackNorPastTheTotal() {
        let ticking = Ticking()
        let progress = ReadProgress(clock: { ticking.now() })
        let total = 555_000_000
        #expect(progress.line(read: 10, of: 1_000) == nil, "small inputs get no bar")
        #expect(progress.line(read: 277_500_000, of: total)?.hasSuffix(" 50%  278 / 555 MB") == true)
        // Two readers report out of order, and a count past the size (a fallback re-read) is capped.
        #expect(progress.line(read: 100_000_000, of: total)?.hasSuffix(" 50%  278 / 555 MB") == true)
        #expect(progress.line(read: 760_000_000, of: total)?.hasSuffix("100%  555 / 555 MB") == true)
        #expect(progress.line(read: 760_000_000, of: total)?.contains("░") == false)
    }

    @Test func drawsAtMostTenTimesASecond() {
        let progress = ReadProgress(clock: { Date(timeIntervalSince1970: 5) })
        #expect(progress.line(read: 40 << 20, of: 80 << 20) != nil)
        #expect(progress.line(read: 41 << 20, of: 80 << 20) == nil)
    }
}
