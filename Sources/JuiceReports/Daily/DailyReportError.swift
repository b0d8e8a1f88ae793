import JuiceCore
import Failures

/// A daily report that has nothing to cover, or too much.
public enum DailyReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No period was given and no dated order was read (some may have been skipped as invalid),
    /// so there are no days to report.
    case noDays(inputs: String, skipped: Int)
    /// The period asked for has more days than one report covers.
    case periodTooLong(ReportPeriod, limit: Int)

    public var description: String {
        switch self {
        case .noDays(let inputs, let skipped):
            let found =
                skipped == 0
                ? "has no orders"
                : "has no dated orders (\(skipped == 1 ? "1 order was" : "\(skipped) orders were") skipped as invalid)"
            return "\(inputs) \(found), so there are no days to report; choose them with --date, --from/--to or --month"
        case .periodTooLong(let period, let limit):
            return "\(period) has \(Int64(period.days.count).groupedDecimal) days; a daily report covers at most "
                + "\(Int64(limit).groupedDecimal) days (ten years)"
        }
    }
}

extension DailyReportError: CategorizedError {
    public var category: FailureCategory {
        if case .periodTooLong = self { return .usage }
        return .badData
    }
}
