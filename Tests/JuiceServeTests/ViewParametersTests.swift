import Foundation
import JuiceCore
import JuiceReports
import Testing
@testable import JuiceServe

/// A request's query read as a view: `group-by` here (the routes' answers are LiveServerTests').
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
}
