import Foundation
import JuiceReports

extension LiveRoutes {
    /// Every route, in the order docs/serve.md lists them and the 404 answer suggests them.
    static let table: [Route] = [
        Route(
            ["/"], suggested: true,
            documentation: "the live page of a day, month or period (see above); with `split-by=` the whole and a "
                + "link to each value's page"
        ) { routes, head in await routes.page(head) },
        Route(
            ["/chart.png", "/chart.svg", "/chart.pdf"], suggested: true,
            documentation: "the pie (800×600 points by default); with `by=` or `split-by=` a column's values"
        ) { routes, head in await routes.picture(head) },
        Route(
            ["/trend.png", "/trend.svg", "/trend.pdf"], suggested: true,
            documentation: "the trend of the days (the 30 that end with a single day)"
        ) { routes, head in await routes.picture(head) },
        Route(
            ["/hours.png", "/hours.svg", "/hours.pdf"], suggested: true,
            documentation: "the units or revenue by hour of the day (800×360 points by default)"
        ) { routes, head in await routes.picture(head) },
        Route(
            ["/report.pdf"], suggested: true,
            documentation: "the period report, as `report -o report.pdf` writes it"
        ) { routes, head in await routes.reportPDF(head) },
        Route(
            ["/totals.json", "/totals.csv"], suggested: true,
            documentation: "the totals, in the shape of `--summary json` and `--summary csv`"
        ) { routes, head in await routes.totals(head) },
        Route(
            ["/healthz"], access: .anyone,
            documentation: "200 with the data's age; 503 naming a source that cannot be read (no token needed)"
        ) { routes, _ in await routes.health() },
        Route(
            ["/metrics"],
            documentation:
                "Prometheus' text format: `juice_report_http_requests_total{route,status}` (a route of this table, "
                + "any other path counting as `other`), `juice_report_render_seconds` (a histogram by route), "
                + "`juice_report_take_in_seconds` (reading a change and adding it up), "
                + "`juice_report_orders_read_total`, `juice_report_bad_records_total`, "
                + "`juice_report_event_streams`, `juice_report_data_age_seconds`; through swift-metrics with "
                + "swift-prometheus's exporter"
        ) { routes, _ in await routes.metricsExposition() },
        Route(
            ["/events"], suggested: true,
            documentation: "`text/event-stream`: `event: sales` with `data: {\"version\":N}` when the figures "
                + "change; with a page's query (`?date=…`), only when that view's figures change, and with the "
                + "view's title, headline and table (`\"table\"`), then `event: pictures` with the view's pie, "
                + "trend and hours as data (`\"pictures\"`), which the page paints; keep-alives are comments"
        ) { routes, head in await routes.events(head) },
        Route(
            ["/login"],
            documentation: "`?token=TOKEN` once, on a server with a token: 303 to `/` with a cookie that stands "
                + "for the token from then on"
        ) { _, _ in HTTPResponse(status: .seeOther, headers: [("Location", "/")]) },
        Route(["/live.js"], documentation: nil) { _, _ in
            HTTPResponse(
                status: .ok,
                headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-cache")],
                body: .bytes(Array(LivePage.script.utf8)))
        },
        // Browsers ask for it on every page; no icon, said once a day.
        Route(["/favicon.ico"], documentation: nil) { _, _ in
            HTTPResponse(status: .noContent, headers: [("Cache-Control", "max-age=86400")])
        },
    ]

    /// Each path's route.
    static let byPath: [String: Route] = Dictionary(
        table.flatMap { route in route.paths.map { ($0, route) } }, uniquingKeysWith: { first, _ in first })

    /// The methods some route answers, for the 405 of a path no route has.
    static let anyMethods: [String] = table.reduce(into: []) { methods, route in
        for method in route.methods where !methods.contains(method) { methods.append(method) }
    }

    /// What the 404 answer suggests: each suggested route's first path.
    static let suggestions: String = {
        let paths = table.filter(\.suggested).compactMap(\.paths.first)
        guard let last = paths.last else { return "" }
        return paths.count == 1 ? last : paths.dropLast().joined(separator: ", ") + " or " + last
    }()

    /// docs/serve.md's table of routes, as the table declares them (`RouteTableTests` checks the docs hold it).
    static var markdownTable: String {
        (["| route | what |", "| --- | --- |"] + table.compactMap(\.markdownRow)).joined(separator: "\n")
    }
}
