import Foundation

/// A one-line progress bar on standard error for long reads: bytes read of the total.
///
/// Shown only when standard error is a terminal and the input is large, so logs, pipes
/// and cron mail never see it; cleared when reading ends. Readers may report from two threads.
final class ProgressBar: @unchecked Sendable {
    /// Inputs smaller than this read in well under a second and get no bar.
    static let threshold = 32 << 20
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast
    private var shown = 0
    private var drawn = false

    /// A bar, or nil when none should be shown (quiet, or standard error is not a terminal).
    init?(quiet: Bool) {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
    }

    /// Redraws the bar at most ten times a second; the count shown never goes back or past the total.
    func update(bytesRead: Int, of total: Int) {
        guard total >= Self.threshold else { return }
        lock.withLock {
            let now = Date()
            guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
            lastDrawn = now
            shown = min(max(shown, bytesRead), total)
            let fraction = Double(shown) / Double(total)
            let width = 30
            let filled = Int((fraction * Double(width)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let text = String(format: "\rreading %@ %3d%%  %.0f / %.0f MB", bar, Int(fraction * 100),
                              Double(shown) / 1e6, Double(total) / 1e6)
            FileHandle.standardError.write(Data(text.utf8))
            drawn = true
        }
    }

    /// Erases the bar so the next message starts on a clean line.
    func finish() {
        lock.withLock {
            guard drawn else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        }
    }
}
