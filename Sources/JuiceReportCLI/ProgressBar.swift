import Foundation
import Synchronization
import JuiceReports

/// Draws `ReadProgress` on one line of standard error, only when it is a terminal (so logs,
/// pipes and cron mail never see it), and erases it when reading ends.
final class ProgressBar: Sendable {
    private let progress = ReadProgress()
    /// Whether a line was drawn; its lock also keeps two threads' lines in order.
    private let wasDrawn = Mutex(false)

    /// A bar, or nil when none should be shown (quiet, or standard error is not a terminal, or a
    /// test captures it).
    init?(quiet: Bool) {
        guard !quiet, ConsoleCapture.current == nil, isatty(STDERR_FILENO) == 1 else { return nil }
    }

    /// Computed and written under one lock, so a newer line is never overwritten by an older one.
    func update(bytesRead: Int, of total: Int) {
        wasDrawn.withLock { wasDrawn in
            guard let line = progress.line(read: bytesRead, of: total) else { return }
            wasDrawn = true
            printToStandardError("\r" + line, newline: false)
        }
    }

    func finish() {
        if wasDrawn.withLock({ $0 }) { printToStandardError("\r\u{1B}[K", newline: false) }
    }
}
