import JuiceCore
import Failures

/// An hours heatmap with nothing to show.
public enum HoursError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every sold order of the period has a date but no time of day.
    case noTimes(inputs: String, period: ReportPeriod, untimed: Int)

    public var description: String {
        switch self {
        case .noTimes(let inputs, let period, let untimed):
            let orders =
                untimed == 1
                ? "its only order on \(period) has"
                : "none of its \(Int64(untimed).groupedDecimal) orders on \(period) has"
            return "\(inputs): \(orders) a time of day, only a date, so there are no hours to draw; "
                + "give the orders' times (a time column, or date-times such as 2026-11-21 09:15)"
        }
    }
}

extension HoursError: CategorizedError {
    public var category: FailureCategory {
        .badData
    }
}
