import Failures
import Foundation
import JuiceCore
import JuiceReports
import PieGeometry
import PieRender

/// What each path answers. No path reaches the file system: every answer is drawn from the
/// orders read, or is text written here.
struct LiveRoutes: Sendable {
    let sales: LiveSales
    let hub: EventHub
    let renders: RenderQueue
    let cache: ResponseCache
    let token: AccessToken?
    let timeZone: TimeZone
    let dayStart: DayStart
    /// Changes with every start, so an ETag from before a restart never matches.
    let serverID: String
    let clock: ReportClock
    let metrics: ServerMetrics
    let columns: ColumnViews
    /// The inputs read for the views the kept history does not hold, once per version.
    let histories = ViewHistories()
    /// The pictures the events sent, for the pages then fetched, once per version.
    let pictures = PagePictures()

    /// The steps every request passes, outermost first (`RouteWrapper`): the security headers on
    /// every answer, gzip for a text answer to a client that accepts it, 304 for a version the
    /// client has, then the method (405 naming what the route answers), then the token (401 for
    /// every path but an open route's, known or not).
    var wrappers: [any RouteWrapper] {
        [SecurityHeaders(), Compression(), ConditionalGet(), MethodCheck(), AccessCheck(token: token, clock: clock)]
    }

    func respond(_ head: HTTPRequestHead, peer: String) async -> HTTPResponse {
        let route = Self.byPath[head.path]
        let handler: @Sendable (HTTPRequestHead) async -> HTTPResponse = { [self] head in
            guard let route else { return .text(.notFound, "\(head.path) is not a page here; try \(Self.suggestions)") }
            return await route.handle(self, head)
        }
        let wrapped = wrappers.reversed().reduce(handler) { next, wrapper in
            { head in await wrapper.answer(head, route: route, next: next) }
        }
        return await wrapped(head)
    }

    /// The live page; `split-by=` shows the whole with a link to each part's page (`where=`).
    func page(_ head: HTTPRequestHead) async -> HTTPResponse {
        await drawn(head, contentType: "text/html; charset=utf-8", splits: true) {
            [columns, timeZone] history, parameters, snapshot in
            let parts = try parameters.splitBy.map { column in
                LivePage.parts(
                    try columns.parts(parameters.view, splitBy: column, inputs: snapshot.inputs), column: column,
                    view: parameters.view)
            }
            // The pie the event sent for these figures is drawn, not laid out again; a script that
            // painted the pictures asks for the page without them.
            let sent = pictures.pictures(snapshot.version, Self.pictureKey(parameters))
            return Array(
                LivePage.html(
                    try history.page(
                        parameters.view, pictures: sent, painted: sent != nil && parameters.picturesPainted),
                    view: parameters.view, snapshot: snapshot,
                    timeZone: timeZone,
                    parts: parts ?? ""
                ).utf8)
        }
    }

    func metricsExposition() async -> HTTPResponse {
        let snapshot = await sales.snapshot()
        let body = metrics.exposition(
            streams: await hub.count, dataAge: Date().timeIntervalSince(snapshot.changedAt))
        return HTTPResponse(
            status: .ok,
            headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8"), ("Cache-Control", "no-store")],
            body: .bytes(body))
    }

    func reportPDF(_ head: HTTPRequestHead) async -> HTTPResponse {
        await drawn(head, contentType: "application/pdf") { history, parameters, _ in
            try history.reportPDF(parameters.view)
        }
    }

    func totals(_ head: HTTPRequestHead) async -> HTTPResponse {
        let format: SummaryFormat = head.path.hasSuffix("json") ? .json : .csv
        return await drawn(
            head, contentType: format == .json ? "application/json" : "text/csv; charset=utf-8", ofColumns: true
        ) { [columns] history, parameters, snapshot in
            guard parameters.isOfColumn else { return Array(try history.totals(parameters.view, as: format).utf8) }
            return Array(
                try columns.totals(
                    parameters.view, by: parameters.by, splitBy: parameters.splitBy, inputs: snapshot.inputs,
                    as: format
                ).utf8)
        }
    }

    /// `/chart.*`, `/trend.*` and `/hours.*`, in the format the path's extension names.
    func picture(_ head: HTTPRequestHead) async -> HTTPResponse {
        let name = (head.path as NSString).deletingPathExtension
        guard let format = ChartFormat(rawValue: (head.path as NSString).pathExtension) else {
            return .text(.notFound, "\(head.path) is not a page here; try \(Self.suggestions)")
        }
        return await drawn(head, contentType: format.contentType, ofColumns: name == "/chart") {
            [columns] history, parameters, snapshot in
            switch name {
            case "/chart" where parameters.isOfColumn:
                try columns.chart(
                    parameters.view, by: parameters.by, splitBy: parameters.splitBy, inputs: snapshot.inputs,
                    format: format,
                    canvas: parameters.canvas(or: Size(width: 800, height: 600)))
            case "/chart":
                try history.chart(
                    parameters.view, format: format, canvas: parameters.canvas(or: Size(width: 800, height: 600)))
            case "/trend":
                try history.trend(
                    parameters.view, format: format, canvas: parameters.canvas(or: Size(width: 800, height: 400)))
            default:
                try history.hours(
                    parameters.view, format: format, canvas: parameters.canvas(or: Size(width: 800, height: 360)))
            }
        }
    }

    /// An answer drawn from the figures: refused with 400 for a bad parameter, from the cache when
    /// drawn before (tagged for `ConditionalGet`), 503 when drawing is queued full.
    ///
    /// - Parameters:
    ///   - ofColumns: whether the route draws a column's values (`by`, `split-by`); the others refuse them.
    ///   - splits: whether the route takes `split-by` alone (the page, which links to the parts).
    private func drawn(
        _ head: HTTPRequestHead, contentType: String, ofColumns: Bool = false, splits: Bool = false,
        _ draw: @escaping @Sendable (SalesHistory, ViewParameters, LiveSales.Snapshot) throws -> [UInt8]
    ) async -> HTTPResponse {
        let parameters: ViewParameters
        do {
            parameters = try ViewParameters(head, timeZone: timeZone, dayStart: dayStart, now: clock.now)
        } catch {
            return .text(.badRequest, error.line)
        }
        if parameters.isOfColumn, !ofColumns, !(splits && parameters.by == nil) {
            return .text(
                .badRequest,
                "by and split-by are drawn by /chart.png (.svg, .pdf) and /totals.json (.csv)"
                    + (splits ? ", split-by also by /" : "") + "; \(head.path) shows the products"
            )
        }
        let snapshot = await sales.snapshot()
        // Tagged with the data's version and the view: `ConditionalGet` answers 304 from it.
        let etag = "\"\(serverID)-\(snapshot.version)-\(Self.digest(head.path, parameters))\""
        let validators: [(name: String, value: String)] = [("ETag", etag), ("Cache-Control", "no-cache")]
        do {
            let (renders, metrics, route, histories) = (renders, metrics, head.path, histories)
            let entry = try await cache.answer(etag) {
                let started = ContinuousClock.now
                let body = try await renders.run {
                    try draw(histories.history(snapshot, for: parameters.view), parameters, snapshot)
                }
                metrics.rendered(route: route, seconds: started.duration(to: .now).seconds)
                return (contentType, body)
            }
            return HTTPResponse(
                status: .ok, headers: [("Content-Type", entry.contentType)] + validators, body: .bytes(entry.body))
        } catch is RenderQueue.Busy {
            return .text(
                .serviceUnavailable, "every drawing place is taken; try again in a second",
                headers: [("Retry-After", "1")])
        } catch let error as any CategorizedError where [.usage, .filterMatchesNothing].contains(error.category) {
            // A column the inputs do not have, a value nothing holds: the request's mistake, named
            // as the URL's parameter (the readers name the command line's option).
            let line = "\(error)".split(separator: "\n").first.map(String.init) ?? "bad request"
            return .text(
                .badRequest,
                ["group-by", "split-by", "where"].reduce(line) {
                    $0.replacingOccurrences(of: "--\($1) ", with: "\($1)=")
                }.replacingOccurrences(of: "; nothing was written", with: ""))
        } catch {
            return .text(
                .internalServerError, "\(error)".split(separator: "\n").first.map(String.init) ?? "drawing failed")
        }
    }

    /// What the ETag says of the request: the route and the view it asked for.
    static func digest(_ path: String, _ parameters: ViewParameters) -> String {
        let view = parameters.view
        let text = [
            path, "\(view.period.first)", "\(view.period.last)", view.metric.rawValue, view.title ?? "",
            view.top.map { "\($0)" } ?? "", view.rings.digest, view.filter.digest,
            parameters.by ?? "", parameters.splitBy ?? "",
            parameters.width.map { "\($0)" } ?? "", parameters.height.map { "\($0)" } ?? "",
            parameters.picturesPainted ? "painted" : "",
        ].joined(separator: "\u{1F}")
        // FNV-1a, 64 bits: a name for the parameters, not a secret.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// The view's page as `PagePictures` keeps its pictures: the page's digest, painted or not.
    static func pictureKey(_ parameters: ViewParameters) -> String {
        var page = parameters
        page.picturesPainted = false
        return digest("/", page)
    }

    /// `/events`; with a view's query (the page's own: `?date=2026-11-14&metric=revenue`), only the
    /// changes of that view's figures (`figures(of:in:)`): an order for another day sends it nothing.
    func events(_ head: HTTPRequestHead) async -> HTTPResponse {
        let snapshot = await sales.snapshot()
        var figures: String?
        var table: String?
        if !head.query.isEmpty {
            do {
                let parameters = try ViewParameters(head, timeZone: timeZone, dayStart: dayStart, now: clock.now)
                figures = self.figures(of: parameters, in: snapshot)
                // A page that reconnects after missing a change (a sleeping tablet) gets the view's
                // table with the version it missed, as every change's event carries it; its page then
                // fetches its pictures with itself (after 3 s without a pictures event).
                if figures != nil, let seen = head.header("last-event-id").flatMap({ Int($0) }), seen < snapshot.version
                {
                    table = ViewFigures.table(
                        of: parameters.view, in: snapshot,
                        history: try? histories.history(snapshot, for: parameters.view))
                }
            } catch {
                return .text(.badRequest, error.line)
            }
        }
        guard
            let stream = await hub.open(
                version: snapshot.version, view: figures == nil ? nil : head, figures: figures, table: table)
        else {
            return .text(.serviceUnavailable, "too many event streams are open", headers: [("Retry-After", "5")])
        }
        return HTTPResponse(
            status: .ok,
            headers: [
                ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
                ("X-Accel-Buffering", "no"),
            ], body: .events(stream))
    }

    /// What the page of `head`'s view shows of the figures in `snapshot` (`ViewFigures`), its days
    /// worked out now (a page of today is of another day after midnight); nil for a view that
    /// cannot be told (a column's, `by=` or `split-by=`): its stream is told of every change.
    func figures(of head: HTTPRequestHead, in snapshot: LiveSales.Snapshot) -> String? {
        guard let parameters = try? ViewParameters(head, timeZone: timeZone, dayStart: dayStart, now: clock.now)
        else { return nil }
        return figures(of: parameters, in: snapshot)
    }

    /// The figures of the view `parameters` ask for, as `figures(of:in:)` for a request's head: a
    /// store's page (`where=`) from the inputs read for it (`ViewHistories`), which the page it then
    /// fetches is drawn from too.
    private func figures(of parameters: ViewParameters, in snapshot: LiveSales.Snapshot) -> String? {
        guard !parameters.isOfColumn, let history = try? histories.history(snapshot, for: parameters.view),
            let figures = ViewFigures.of(parameters.view, in: snapshot, history: history)
        else { return nil }
        return "\(parameters.view.period.first) \(parameters.view.period.last)\u{1E}" + figures
    }

    /// The figures of `head`'s view and its page's table (`ViewFigures.state`), for the event that
    /// tells its stream of a change; nil as for `figures(of:in:)`.
    /// Whether the kept history holds `head`'s view (no reading of the inputs to tell its figures).
    func holds(_ head: HTTPRequestHead, in snapshot: LiveSales.Snapshot) -> Bool {
        guard let parameters = try? ViewParameters(head, timeZone: timeZone, dayStart: dayStart, now: clock.now)
        else { return true }
        return parameters.isOfColumn || snapshot.history.holds(parameters.view)
    }

    func state(of head: HTTPRequestHead, in snapshot: LiveSales.Snapshot) -> ViewFigures.State? {
        guard let parameters = try? ViewParameters(head, timeZone: timeZone, dayStart: dayStart, now: clock.now),
            let figures = figures(of: parameters, in: snapshot)
        else { return nil }
        let history = try? histories.history(snapshot, for: parameters.view)
        return ViewFigures.State(
            figures: figures, table: ViewFigures.table(of: parameters.view, in: snapshot, history: history))
    }

    /// The pictures of `head`'s page as data to paint (`LivePagePictures`, JSON), kept for the page
    /// its script then fetches; nil for a view that has no page of its own (a column's) or cannot be read.
    /// With `spareCores`, a view whose last pie needed both its layouts lays them out at once.
    func pictures(of head: HTTPRequestHead, in snapshot: LiveSales.Snapshot, spareCores: Bool = false) -> String? {
        guard let parameters = try? ViewParameters(head, timeZone: timeZone, dayStart: dayStart, now: clock.now),
            !parameters.isOfColumn, let history = try? histories.history(snapshot, for: parameters.view),
            let sent = try? history.pagePictures(
                parameters.view, layingOutBoth: spareCores && pictures.layingOutBoth(Self.pictureKey(parameters)))
        else { return nil }
        pictures.keep(sent, version: snapshot.version, Self.pictureKey(parameters))
        return sent.json()
    }

    func health() async -> HTTPResponse {
        let snapshot = await sales.snapshot()
        // Ages on the machine's clock, the one LiveSales stamps reads with; `clock` decides days and expiry.
        let age = Int(Date().timeIntervalSince(snapshot.changedAt))
        let read = Int(Date().timeIntervalSince(snapshot.readAt))
        let headers = [("Cache-Control", "no-store")]
        guard snapshot.failures.isEmpty else {
            let lines = snapshot.failures.map {
                "\($0.source) unreadable since \(LivePage.clockTime($0.since, timeZone))"
            }
            return .text(.serviceUnavailable, lines.joined(separator: "; "), headers: headers)
        }
        let streams = await hub.count
        return .text(
            .ok,
            "ok: version \(snapshot.version), figures changed \(age) s ago, sources read \(read) s ago, "
                + "\(streams) event \(streams == 1 ? "stream" : "streams") open", headers: headers)
    }
}

extension ChartFormat {
    var contentType: String {
        switch self {
        case .png: "image/png"
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        }
    }
}
