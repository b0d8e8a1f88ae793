/// A daily report that has nothing to cover.
public enum DailyReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No period was given and no order was read, so there are no days to report.
    case noDays(inputs: String)

    public var description: String {
        switch self {
        case .noDays(let inputs):
            "\(inputs) has no orders, so there are no days to report; choose them with --date, --from/--to or --month"
        }
    }
}
