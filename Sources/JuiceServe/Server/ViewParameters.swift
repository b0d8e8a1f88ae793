import Foundation
import JuiceCore
import JuiceReports
import PieGeometry

/// A request's query as a view of the history: the same names as the command line's options
/// (`date`, `from`, `to`, `month`, `metric`, `width`, `height`, `title`, `top`, `by`, `split-by`,
/// `group-by`, `where`). A bad value is refused naming its parameter, never clamped; unknown names are
/// ignored (cache-busters).
struct ViewParameters: Sendable, Equatable {
    var view: LiveView
    /// In points; nil for the route's own size.
    var width: Double?
    var height: Double?
    /// A column whose values the chart shows instead of the products (`by=store`), and one it is
    /// split by (`split-by=store`).
    var by: String?
    var splitBy: String?
    /// `pictures=painted`, asked by the live page's script once it has painted the pictures from
    /// its event (`LivePagePictures`): the page comes without them, which it would not show.
    var picturesPainted = false

    /// Whether the view is of a column's values, which only the chart and totals routes draw.
    var isOfColumn: Bool { by != nil || splitBy != nil }

    /// Widths and heights a chart may be asked for, in points: from the command line's smallest
    /// canvas (`ChartSpecification.smallestCanvas`, 320 × 240) to a cap, so that one request cannot
    /// ask for a gigapixel.
    static let widths = Int(ChartSpecification.smallestCanvas.width)...4_000
    static let heights = Int(ChartSpecification.smallestCanvas.height)...4_000
    static let longestTitle = 200
    static let mostProducts = 500

    struct Refusal: Error, Equatable {
        let line: String
    }

    init(_ head: HTTPRequestHead, timeZone: TimeZone, dayStart: DayStart, now: Date) throws(Refusal) {
        let choice = PeriodChoice(
            date: head.parameter("date"), from: head.parameter("from"), to: head.parameter("to"),
            month: head.parameter("month"), timeZoneName: timeZone.identifier, dayStartText: dayStart.description)
        let period: ReportPeriod
        do {
            // No day asked: today, by the same rule as `--date today`.
            var today = choice
            today.date = "today"
            guard let asked = try choice.period(now: now) ?? today.period(now: now) else {
                throw RequestError("no day")
            }
            period = asked
        } catch {
            throw Refusal(line: "\(error)".replacingOccurrences(of: "--", with: ""))
        }
        var metric = SalesMetric.units
        if let text = head.parameter("metric") {
            guard let asked = SalesMetric(rawValue: text), SalesHistory.metrics.contains(asked) else {
                throw Refusal(
                    line:
                        "metric '\(text)' is not one of \(SalesHistory.metrics.map(\.rawValue).joined(separator: ", "))"
                )
            }
            metric = asked
        }
        var title: String?
        if let text = head.parameter("title") {
            guard text.count <= Self.longestTitle, !text.contains(where: \.isNewline) else {
                throw Refusal(line: "title must be one line of at most \(Self.longestTitle) characters")
            }
            title = text
        }
        var top: Int?
        if let text = head.parameter("top") {
            guard let value = Int(text), (1...Self.mostProducts).contains(value) else {
                throw Refusal(line: "top '\(text)' is not a whole number of products from 1 to \(Self.mostProducts)")
            }
            top = value
        }
        by = try Self.column(head, "by")
        splitBy = try Self.column(head, "split-by")
        let rings = try Self.rings(head)
        if by != nil, case .by = rings {
            throw Refusal(line: "group-by groups products; it cannot be used with by, whose values are the slices")
        }
        let filter = try Self.filter(head)
        view = LiveView(period: period, metric: metric, title: title, top: top, rings: rings, filter: filter)
        if let text = head.parameter("pictures") {
            guard text == "painted" else {
                throw Refusal(line: "pictures '\(text)' is not painted, the one value it takes")
            }
            picturesPainted = true
        }
        width = try Self.size(head, "width", within: Self.widths)
        height = try Self.size(head, "height", within: Self.heights)
    }

    private static func column(_ head: HTTPRequestHead, _ name: String) throws(Refusal) -> String? {
        guard let text = head.parameter(name) else { return nil }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty, text.count <= 100, !text.contains(where: \.isNewline)
        else {
            throw Refusal(line: "\(name) must name a column, in one line of at most 100 characters")
        }
        return text
    }

    /// `where=COLUMN=VALUE[,VALUE…]`, repeatable, as `--where` (`where=store_location=Astoria`):
    /// the lines the view keeps, on top of the server's own `--where`.
    private static func filter(_ head: HTTPRequestHead) throws(Refusal) -> ColumnFilter {
        let clauses = head.query.filter { $0.name == "where" }.map(\.value)
        guard clauses.count <= mostClauses,
            clauses.allSatisfy({ $0.count <= 200 && !$0.contains(where: \.isNewline) })
        else {
            throw Refusal(line: "where: at most \(mostClauses) clauses, each one line of at most 200 characters")
        }
        do {
            return try ColumnFilter(parsing: clauses)
        } catch {
            throw Refusal(line: "\(error)".replacingOccurrences(of: "--where ", with: "where="))
        }
    }

    /// The most `where=` clauses one view may give.
    static let mostClauses = 8

    /// `group-by=COLUMN` rings the products by the column's values, as `--group-by COLUMN` does;
    /// `group-by=` with no column by the category column; `group-by=none` draws them alone, even when
    /// the server was started with `--group-by`. Without it, the server's own.
    private static func rings(_ head: HTTPRequestHead) throws(Refusal) -> LiveView.Rings {
        guard let text = head.parameter("group-by") else { return .asRead }
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return .by("category") }
        if text == "none" { return .none }
        guard text.count <= 100, !text.contains(where: \.isNewline) else {
            throw Refusal(line: "group-by must name a column, in one line of at most 100 characters")
        }
        return .by(text)
    }

    private static func size(_ head: HTTPRequestHead, _ name: String, within sizes: ClosedRange<Int>) throws(Refusal)
        -> Double?
    {
        guard let text = head.parameter(name) else { return nil }
        guard let value = Int(text), sizes.contains(value) else {
            throw Refusal(
                line:
                    "\(name) '\(text)' is not a whole number of points from \(sizes.lowerBound) to \(sizes.upperBound)")
        }
        return Double(value)
    }

    /// The canvas asked for, each side defaulting to `fallback`'s.
    func canvas(or fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}

extension LiveView.Rings {
    /// The rings as a query's `&group-by=…`, empty for the server's own: what links keep from the page they are on.
    var query: String {
        switch self {
        case .asRead: ""
        case .none: "&group-by=none"
        case .by(let column):
            "&group-by="
                + Self.encoded(column)
        }
    }

    /// `text` as a query's value: RFC 3986's unreserved characters as they are, the rest
    /// percent-encoded, so that no name becomes markup or another parameter.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// RFC 3986's unreserved characters, ASCII only.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// What the ETag says of the rings.
    var digest: String {
        switch self {
        case .asRead: ""
        case .none: "none"
        case .by(let column): "by:" + column
        }
    }
}

extension ColumnFilter {
    /// The clauses as a query's `&where=…`, empty for none: what links keep from the page they are on.
    var query: String {
        clauses.map {
            "&where=" + LiveView.Rings.encoded($0.description)
        }.joined()
    }

    /// What the ETag says of the filter.
    var digest: String { clauses.map(\.description).joined(separator: "&") }
}
