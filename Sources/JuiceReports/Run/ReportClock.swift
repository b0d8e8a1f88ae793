import Foundation

/// The clock every "today" is read on: `--date today` and `yesterday`, and the day `serve` shows when
/// a page asks for none.
///
/// One type, so the commands and the server cannot disagree about the day, and tests fix the time one
/// way (`fixed`, or `JUICE_REPORT_NOW` for a whole command) instead of each reading `Date()` on its own.
public struct ReportClock: Sendable {
    private let read: @Sendable () -> Date

    /// A clock that reads `read` each time it is asked.
    public init(_ read: @escaping @Sendable () -> Date) {
        self.read = read
    }

    /// The instant now.
    public var now: Date { read() }

    /// The machine's clock.
    public static let system = ReportClock { Date() }

    /// Always `instant`: for tests.
    public static func fixed(_ instant: Date) -> ReportClock {
        ReportClock { instant }
    }

    /// `JUICE_REPORT_NOW` (an ISO 8601 instant such as `2026-11-22T01:00:00Z`) when `environment` holds
    /// one, so a test of the command can fix its day; else the machine's clock. A value that is not an
    /// instant is ignored, as before this type existed.
    public init(environment: [String: String]) {
        if let text = environment["JUICE_REPORT_NOW"], let instant = try? Date(text, strategy: .iso8601) {
            self = .fixed(instant)
        } else {
            self = .system
        }
    }
}
