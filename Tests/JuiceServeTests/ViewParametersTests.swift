import Foundation
import JuiceCore
import JuiceReports
import Testing
@testable import JuiceServe

/// A request's query read as a view: `group-by` and `where` here (the routes' answers are LiveServerTests').
struct ViewParametersTests {
    private static let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func parameters(_ query: String) throws(ViewParameters.Refusal) -> ViewParameters {
        guard
            case .head(let head, _) = HTTPHeadParser().parse(
                Array("GET /chart.svg?\(query) HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        else {
            throw ViewParameters.Refusal(line: "the test's request did not parse")
        }
        return try ViewParameters(
            head, timeZone: Self.seoul, dayStart: .midnight, now: Date(timeIntervalSince1970: 1_793_547_000))
    }

    @Test(
        "group-by names a column, the category column when empty, none for no rings; without it the server's own",
        arguments: [
            ("date=2026-11-02", LiveView.Rings.asRead),
            ("group-by=category", .by("category")),
            ("group-by=product_category", .by("product_category")),
            ("group-by=", .by("category")),
            ("group-by", .by("category")),
            ("group-by=+", .by("category")),
            ("group-by=none", LiveView.Rings.none),
            ("group-by=store+location", .by("store location")),
            ("group-by=a&group-by=b", .by("b")),
        ])
    func groupByIsRead(query: String, rings: LiveView.Rings) throws {
        #expect(try parameters(query).view.rings == rings)
    }

    @Test("group-by with by (the column's values are the slices) or over two lines is refused naming it")
    func groupByRefusals() throws {
        #expect(
            throws: ViewParameters.Refusal(
                line: "group-by groups products; it cannot be used with by, whose values are the slices")
        ) { try parameters("by=store&group-by=category") }
        #expect(try parameters("by=store&group-by=none").view.rings == LiveView.Rings.none)
        #expect(
            throws: ViewParameters.Refusal(line: "group-by must name a column, in one line of at most 100 characters")
        ) {
            try parameters("group-by=a%0Ab")
        }
        #expect(
            throws: ViewParameters.Refusal(line: "group-by must name a column, in one line of at most 100 characters")
        ) {
            try parameters("group-by=" + String(repeating: "c", count: 101))
        }
    }

    @Test("the rings as links keep them: percent-encoded, so that no name becomes markup or another parameter")
    func ringsAsAQuery() {
        #expect(LiveView.Rings.asRead.query == "")
        #expect(LiveView.Rings.none.query == "&group-by=none")
        #expect(LiveView.Rings.by("category").query == "&group-by=category")
        #expect(
            LiveView.Rings.by("<b>kind</b> & \"co\"/../x").query
                == "&group-by=%3Cb%3Ekind%3C%2Fb%3E%20%26%20%22co%22%2F..%2Fx")
        #expect(LiveView.Rings.by("카테고리").query == "&group-by=%EC%B9%B4%ED%85%8C%EA%B3%A0%EB%A6%AC")
        #expect(Set([LiveView.Rings.asRead, .none, .by("none"), .by("")].map(\.digest)).count == 4)
    }

    @Test("the ETag's digest differs with the rings asked for")
    func digestFollowsTheRings() throws {
        let digests = try ["date=2026-11-02", "date=2026-11-02&group-by=none", "date=2026-11-02&group-by=category"]
            .map { try LiveRoutes.digest("/chart.svg", parameters($0)) }
        #expect(Set(digests).count == 3)
    }

    @Test("where keeps a store's lines: repeatable, values after commas, as --where reads them")
    func whereIsRead() throws {
        #expect(try parameters("date=2026-11-02").view.filter == ColumnFilter())
        let store = try parameters("where=store_location%3DHell%27s+Kitchen").view.filter
        #expect(store.clauses == [ColumnFilter.Clause(column: "store_location", values: ["Hell's Kitchen"])])
        let two = try parameters("where=store%3DAstoria,Lower+Manhattan&where=product_category%3DTea").view.filter
        #expect(two.clauses.map(\.description) == ["store=Astoria,Lower Manhattan", "product_category=Tea"])
    }

    @Test("a where that is not COLUMN=VALUE, over two lines or too many is refused naming the parameter")
    func whereRefusals() throws {
        #expect(throws: ViewParameters.Refusal(line: "where=Astoria: write it as COLUMN=VALUE, such as store=Astoria"))
        {
            try parameters("where=Astoria")
        }
        #expect(throws: ViewParameters.Refusal(line: "where==Astoria: name the column before the =")) {
            try parameters("where=%3DAstoria")
        }
        let limit = "where: at most 8 clauses, each one line of at most 200 characters"
        #expect(throws: ViewParameters.Refusal(line: limit)) { try parameters("where=a%3Db%0Ac") }
        #expect(throws: ViewParameters.Refusal(line: limit)) {
            try parameters((0..<9).map { "where=c\($0)%3Dv" }.joined(separator: "&"))
        }
    }

    @Test("the filter as links keeps it percent-encoded, and the ETag's digest differs with it")
    func filterAsAQueryAndDigest() throws {
        let filter = try ColumnFilter(parsing: ["store=<b>Hell's</b> & Co"])
        #expect(filter.query == "&where=store%3D%3Cb%3EHell%27s%3C%2Fb%3E%20%26%20Co")
        #expect(ColumnFilter().query == "")
        let digests = try ["date=2026-11-02", "date=2026-11-02&where=store%3DA", "date=2026-11-02&where=store%3DB"]
            .map { try LiveRoutes.digest("/", parameters($0)) }
        #expect(Set(digests).count == 3)
    }

    /// `pictures=painted`: the page without its pictures, which the live page's script painted; it
    /// has an ETag of its own, and no other value is taken.
    @Test("pictures=painted is read and tagged apart; any other value of pictures is refused naming it")
    func picturesPainted() throws {
        let painted = try parameters("date=2026-11-02&pictures=painted")
        #expect(painted.picturesPainted)
        #expect(try !parameters("date=2026-11-02").picturesPainted)
        #expect(try LiveRoutes.digest("/", painted) != LiveRoutes.digest("/", parameters("date=2026-11-02")))
        #expect(throws: ViewParameters.Refusal(line: "pictures 'yes' is not painted, the one value it takes")) {
            try parameters("date=2026-11-02&pictures=yes")
        }
    }
}
