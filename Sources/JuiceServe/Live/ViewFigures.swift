import Foundation
import JuiceCore
import JuiceReports

/// What a page of a view shows of the figures, as text to compare: the period's totals (each
/// product's units, share and revenue), the trend's days (the 30 that end with a single day),
/// the records skipped and the sources that cannot be read. An order for another day or outside
/// the trend's days leaves it as it was, and then the page's stream is sent nothing (issue 38:
/// an order that changes no visible figure of a view sends that view nothing).
enum ViewFigures {
    /// A view's figures (`of`), and its page's table as the JSON an event carries.
    struct State: Sendable {
        let figures: String
        let table: String?
    }

    /// The title, headline and table of products of `view`'s page in `snapshot`
    /// (`SalesHistory.pageTable`) as JSON, for the event that tells its stream of a change.
    static func table(of view: LiveView, in snapshot: LiveSales.Snapshot, history: SalesHistory? = nil) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? (history ?? snapshot.history).pageTable(view)).flatMap { try? encoder.encode($0) }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The figures of `view` in `snapshot`, from `history` when given (the inputs read for a store's
    /// page, `ViewHistories`); nil when the history does not hold the view.
    static func of(_ view: LiveView, in snapshot: LiveSales.Snapshot, history: SalesHistory? = nil) -> String? {
        let history = history ?? snapshot.history
        guard history.holds(view), let shown = try? history.totals(view, as: .csv) else { return nil }
        // The trend's days, as the page draws them: the 30 that end with a single day, else the period.
        var trend = view
        if view.period.days.count == 1 {
            trend.period =
                ReportPeriod(first: view.period.first.adding(days: -29), last: view.period.last) ?? view.period
        }
        return [
            shown, trend == view ? "" : (try? history.totals(trend, as: .csv)) ?? "",
            "\(snapshot.badRecords)",
            snapshot.failures.map { "\($0.source) \($0.since.timeIntervalSince1970)" }.joined(separator: "\n"),
        ].joined(separator: "\u{1E}")
    }
}
