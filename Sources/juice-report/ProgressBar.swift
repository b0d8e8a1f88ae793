import Foundation

/// A one-line progress bar on standard error for long reads: bytes read of the total.
///
/// Shown only when standard error is a terminal and the input is large, so logs, pipes
/// and cron mail never see it; cleared when reading ends.
final class ProgressBar {
    /// Inputs smaller than this read in well under a second and get no bar.
    static let threshold = 32 << 20
    private let total: Int
    private var lastDrawn = Date.distantPast
    private var drawn = false

    /// A bar for `total` bytes, or nil when no bar should be shown.
    init?(total: Int, quiet: Bool) {
        guard !quiet, total >= Self.threshold, isatty(STDERR_FILENO) == 1 else { return nil }
        self.total = total
    }

    /// Redraws the bar at most ten times a second.
    func update(bytesRead: Int) {
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let fraction = min(1, Double(bytesRead) / Double(total))
        let width = 30
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let text = String(format: "\rreading %@ %3d%%  %.0f / %.0f MB", bar, Int(fraction * 100),
                          Double(bytesRead) / 1e6, Double(total) / 1e6)
        FileHandle.standardError.write(Data(text.utf8))
        drawn = true
    }

    /// Erases the bar so the next message starts on a clean line.
    func finish() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
