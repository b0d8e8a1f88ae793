import Foundation
import JuiceCore
import JuiceReports
import Testing
@testable import JuiceServe

/// A view per store on the page itself (`?where=`, `?split-by=`), served from the three-store
/// chain (samples/shops/chain.csv, 24 products: the stores are what is tested, not the catalogue's size).
struct LiveServerStoreViewTests {
    static let chain = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../samples/shops/chain.csv"
    ).standardized.path
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let day = "date=2023-01-16"

    /// Runs `body` against a server of the chain, on an executor of its own as `LiveServerTests.withServer` does.
    static func withChain(input: String = chain, _ body: (RawHTTPClient) async throws -> Void) async throws {
        var configuration = LiveServer.Configuration(
            inputs: [input], options: try LiveServerTests.chain80Options(), menu: .standard,
            query: SalesQuery(timeZone: newYork), chart: try ChartSpecification(language: .english), port: 0)
        configuration.fileSeconds = 0.05
        try await withTaskExecutorPreference(ServeExecutor()) {
            let server = try await LiveServer(configuration, log: { _ in })
            let running = server.start()
            // A store's view is read whole from the file (8,030 lines), four times for a split page:
            // under the whole suite's load a debug build took over the default 5 s once. The body's
            // blocking reads on a thread each, never the server's (`OwnThreadExecutor`).
            try await withTaskExecutorPreference(OwnThreadExecutor()) {
                try await body(try RawHTTPClient(port: server.port, seconds: 30))
            }
            await server.stop()
            try await running.value
        }
    }

    /// `juice-report chain.csv … --date 2023-01-16 --where store_location=STORE --summary json`.
    static func commandTotals(store: String) throws -> String {
        var options = try LiveServerTests.chain80Options()
        options.paths = [chain]
        options.columnFilter = try ColumnFilter(parsing: ["store_location=\(store)"])
        var query = SalesQuery(timeZone: newYork)
        query.period = ReportPeriod(day: try #require(CalendarDay("2023-01-16")))
        var request = ChartRequest(
            source: .orders(options), query: query, chart: try ChartSpecification(language: .english), output: nil,
            menu: .standard)
        request.summary = .json
        return try #require(try request.run().table)
    }

    @Test("a store's page names the store in its title, keeps it in every link, and its totals are the command's")
    func storePage() async throws {
        try await Self.withChain { client in
            let page = try client.get("/?\(Self.day)&where=store_location%3DAstoria")
            #expect(page.status == 200, "\(page.text.prefix(300))")
            #expect(
                page.text.contains(
                    "<title>store_location=Astoria \u{22C5} Units sold by product \u{22C5} 16 Jan 2023 \u{22C5} 33 units"
                ), "\(page.text.prefix(600))")
            // The days, the metric, the PDF and the CSV stay the store's; the day picker sends it too.
            for link in [
                "href=\"/?date=2023-01-15&amp;where=store_location%3DAstoria\"",
                "href=\"/?date=2023-01-16&amp;metric=revenue&amp;where=store_location%3DAstoria\"",
                "href=\"/report.pdf?date=2023-01-16&amp;where=store_location%3DAstoria\"",
                "<input type=\"hidden\" name=\"where\" value=\"store_location=Astoria\">",
            ] {
                #expect(page.text.contains(link), "\(link)")
            }
            // Each store's totals are byte for byte the chart command's with --where, and the three add up to the whole.
            var units: Int64 = 0
            for store in ["Astoria", "Hell's Kitchen", "Lower Manhattan"] {
                let encoded = store.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? store
                let totals = try client.get("/totals.json?\(Self.day)&where=store_location%3D\(encoded)")
                #expect(totals.status == 200, "\(store): \(totals.text)")
                #expect(totals.text == (try Self.commandTotals(store: store)), "\(store)")
                let object = try JSONSerialization.jsonObject(with: Data(totals.body)) as? [String: Any]
                units += (object?["units"] as? NSNumber)?.int64Value ?? 0
            }
            let whole =
                try JSONSerialization.jsonObject(
                    with: Data(try client.get("/totals.json?\(Self.day)").body)) as? [String: Any]
            #expect(units == 106)
            #expect((whole?["units"] as? NSNumber)?.int64Value == units)
        }
    }

    @Test("a split page links each store's page, biggest first, above the parts drawn side by side")
    func splitPage() async throws {
        try await Self.withChain { client in
            let page = try client.get("/?\(Self.day)&split-by=store_location")
            #expect(page.status == 200, "\(page.text.prefix(300))")
            // Hell's Kitchen sold 39 units that day, Lower Manhattan 34, Astoria 33.
            let links = [
                "Hell%27s%20Kitchen\">Hell's Kitchen<", "Lower%20Manhattan\">Lower Manhattan<", "Astoria\">Astoria<",
            ]
            .map { "href=\"/?date=2023-01-16&amp;where=store_location%3D" + $0 }
            let positions = links.map { page.text.range(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil }, "\(links)")
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
            let image = "/chart.svg?date=2023-01-16&split-by=store_location"
            #expect(page.text.contains("<img src=\"\(image.replacingOccurrences(of: "&", with: "&amp;"))\""))
            let chart = try client.get(image)
            #expect(chart.status == 200)
            for store in ["Lower Manhattan", "Astoria", "Hell&apos;s Kitchen"] {
                #expect(
                    chart.text.contains(store)
                        || chart.text.contains(store.replacingOccurrences(of: "&apos;", with: "'")))
            }
            let by = try client.get("/?\(Self.day)&by=store_location")
            #expect(by.status == 400)
            #expect(
                by.text.hasPrefix(
                    "by and split-by are drawn by /chart.png (.svg, .pdf) and /totals.json (.csv), split-by also by /; / shows the products"
                ), "\(by.text)")
        }
    }

    @Test("a where that no line holds, or of a column the table lacks, is a 400 naming what there is")
    func whereRefusals() async throws {
        try await Self.withChain { client in
            let nowhere = try client.get("/?\(Self.day)&where=store_location%3DNowhere")
            #expect(nowhere.status == 400)
            #expect(
                nowhere.text.hasPrefix(
                    "where=store_location=Nowhere matches nothing in \(Self.chain); its \"store_location\" values, "
                        + "nearest first: Astoria, Lower Manhattan, Hell's Kitchen"), "\(nowhere.text)")
            let column = try client.get("/chart.png?\(Self.day)&where=shelf%3DA")
            #expect(column.status == 400)
            #expect(column.text.contains("where=shelf=A: the table has no column \"shelf\""), "\(column.text)")
        }
    }

    /// A store's page is told of its own store's orders only, with its table: the inputs are read
    /// for it when the data change (`ViewHistories`), once for the event and the page it fetches.
    @Test("a store's stream hears of its own store's orders only, with the store's table")
    func aStoresStreamHearsOfItsOwnOrders() async throws {
        let folder = try LiveServerTests.folder(try String(contentsOfFile: Self.chain, encoding: .utf8))
        let copy = folder.appendingPathComponent("orders.ndjson").deletingPathExtension().appendingPathExtension("csv")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("orders.ndjson"), to: copy)
        try await Self.withChain(input: copy.path) { client in
            func open(_ store: String?) throws -> RawHTTPClient {
                let stream = try RawHTTPClient(port: client.port, seconds: 30)
                let query = store.map { "?\(Self.day)&where=store_location%3D\($0)" } ?? ""
                try stream.send("GET /events\(query) HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = stream.receive { LiveServerEventViewTests.heard(String(decoding: $0, as: UTF8.self), 1) }
                return stream
            }
            func events(_ stream: RawHTTPClient, until version: Int) -> String {
                String(
                    decoding: stream.receive {
                        LiveServerEventViewTests.heard(String(decoding: $0, as: UTF8.self), version)
                    }, as: UTF8.self)
            }
            let (astoria, kitchen, every) = (try open("Astoria"), try open("Hell%27s%20Kitchen"), try open(nil))
            try LiveServerTests.append(
                "90001,1/16/2023,17:00:00,4,3,Astoria,49,3.00,Tea,Brewed Black tea,Earl Grey Rg\n", to: copy)
            let heard = events(astoria, until: 2)
            #expect(LiveServerEventViewTests.heard(events(every, until: 2), 2))
            // 33 units that day at Astoria, and the 4 appended: the table says 37.
            #expect(heard.contains("\"cells\":[\"total\",\"37\","), "\(heard)")
            #expect(heard.contains("store_location=Astoria"), "the title names the store: \(heard)")
            try LiveServerTests.append(
                "90002,1/16/2023,17:01:00,1,8,Hell's Kitchen,70,3.75,Bakery,Scone,Jumbo Savory Scone\n", to: copy)
            let kitchenHeard = events(kitchen, until: 3)
            #expect(LiveServerEventViewTests.heard(kitchenHeard, 3))
            #expect(!LiveServerEventViewTests.heard(kitchenHeard, 2), "Astoria's order: \(kitchenHeard)")
            #expect(kitchenHeard.contains("\"table\":"), "\(kitchenHeard)")
        }
    }
}
