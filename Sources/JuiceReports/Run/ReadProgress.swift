import Foundation
import Synchronization

/// The text of a progress bar for long reads: bytes read of the total, never going back and
/// never past 100 %, redrawn at most ten times a second. Safe to feed from two reading threads.
public final class ReadProgress: Sendable {
    /// Inputs smaller than this read in well under a second and get no bar.
    public static let threshold = 32 << 20
    private struct Drawn {
        var at = Date.distantPast
        var shown = 0
    }

    private let clock: @Sendable () -> Date
    private let drawn = Mutex(Drawn())

    /// - Parameter clock: the time, for rate limiting (tests pass their own).
    public init(clock: @escaping @Sendable () -> Date = Date.init) {
        self.clock = clock
    }

    /// The line to draw for `read` bytes of `total`, or nil when nothing should be drawn now:
    /// the input is small, or the bar was drawn less than a tenth of a second ago.
    public func line(read: Int, of total: Int) -> String? {
        guard total >= Self.threshold else { return nil }
        return drawn.withLock { drawn in
            let now = clock()
            guard now.timeIntervalSince(drawn.at) >= 0.1 else { return nil }
            drawn.at = now
            drawn.shown = min(max(drawn.shown, read), total)
            let shown = drawn.shown
            let fraction = Double(shown) / Double(total)
            let width = 30
            let filled = Int((fraction * Double(width)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            return String(
                format: "reading %@ %3d%%  %.0f / %.0f MB", bar, Int(fraction * 100), Double(shown) / 1e6,
                Double(total) / 1e6)
        }
    }
}
