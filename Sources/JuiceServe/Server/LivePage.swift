import Foundation
import JuiceCore
import JuiceReports

/// The live page: the period report's own page (the same pie, hover, table, trend and hours),
/// with a bar to choose the day, the state of the sources, and the script that fetches the page
/// again when the figures change.
enum LivePage {
    /// The report's page with the bar after `<body>`, the script in the head, and the version
    /// on the body (the script compares it with each event's).
    static func html(
        _ report: String, view: LiveView, snapshot: LiveSales.Snapshot, timeZone: TimeZone, parts: String = ""
    ) -> String {
        var page = report.replacingOccurrences(of: "</head>", with: "<script src=\"/live.js\" defer></script>\n</head>")
        guard let body = page.range(of: "<body"), let end = page[body.upperBound...].firstIndex(of: ">") else {
            return page
        }
        page.insert(contentsOf: bar(view, snapshot: snapshot, timeZone: timeZone) + parts, at: page.index(after: end))
        page.insert(contentsOf: " data-version=\"\(snapshot.version)\"", at: body.upperBound)
        return page
    }

    /// Links to the day before and after, today, the month, the other metric and the files, and
    /// one line on how fresh the figures are (and what could not be read).
    static func bar(_ view: LiveView, snapshot: LiveSales.Snapshot, timeZone: TimeZone) -> String {
        let style = "style=\"color: #0969da; text-decoration: none; margin-right: 14px;\""
        func link(_ label: String, _ query: String) -> String {
            "<a \(style) href=\"/?\(HTMLText.escape(query))\">\(HTMLText.escape(label))</a>"
        }
        let first = view.period.first
        // Every link keeps the page's metric, groups and filter (a store's page stays the store's);
        // the other metric's link, its groups and filter.
        let kept = view.rings.query + view.filter.query
        let metric = Self.kept(view)
        let here = Self.days(view)
        var links = [
            link("‹ \(first.adding(days: -1))", "date=\(first.adding(days: -1))\(metric)"),
            link("today", "date=today\(metric)"),
            link("\(view.period.last.adding(days: 1)) ›", "date=\(view.period.last.adding(days: 1))\(metric)"),
            link(
                String(format: "%04d-%02d", first.year, first.month),
                String(format: "month=%04d-%02d", first.year, first.month) + metric),
            link(
                view.metric == .units ? "revenue" : "units",
                here + (view.metric == .units ? "&metric=revenue" : "") + kept),
            "<a \(style) href=\"/report.pdf?\(HTMLText.escape(here + metric))\">PDF</a>",
            "<a \(style) href=\"/totals.csv?\(HTMLText.escape(here + metric))\">CSV</a>",
        ]
        // The day chosen keeps the page's metric, groups and filter too.
        func hidden(_ name: String, _ value: String) -> String {
            "<input type=\"hidden\" name=\"\(name)\" value=\"\(HTMLText.escape(value))\">"
        }
        var fields = view.metric == .units ? "" : hidden("metric", view.metric.rawValue)
        switch view.rings {
        case .asRead: break
        case .none: fields += hidden("group-by", "none")
        case .by(let column): fields += hidden("group-by", column)
        }
        fields += view.filter.clauses.map { hidden("where", $0.description) }.joined()
        links.append(
            "<form method=\"get\" action=\"/\" style=\"display: inline; margin: 0;\">"
                + "<input type=\"date\" name=\"date\" value=\"\(first)\" "
                + "aria-label=\"day\">\(fields) <button type=\"submit\">show</button></form>")
        var state = "figures of \(clockTime(snapshot.changedAt, timeZone)), updated as orders arrive"
        if snapshot.badRecords > 0 {
            state +=
                " \u{22C5} \(snapshot.badRecords) bad \(snapshot.badRecords == 1 ? "record" : "records") skipped"
                + (snapshot.badExamples.last.map { " (latest: \($0))" } ?? "")
        }
        for failure in snapshot.failures {
            state +=
                " \u{22C5} \(failure.source) cannot be read since \(clockTime(failure.since, timeZone)): "
                + "\(failure.message); its figures are as last read"
        }
        return """

            <div class="live-bar" style="background: #ffffff; border-bottom: 1px solid #d0d7de; \
            padding: 10px 16px; font-family: sans-serif; font-size: 14px;">
            \(links.joined(separator: "\n"))
            <p class="live-state" style="margin: 6px 0 0 0; \
            color: \(snapshot.failures.isEmpty ? "#57606a" : "#cf222e"); font-size: 13px;">\(HTMLText.escape(state))</p>
            </div>

            """
    }

    /// A split page's part (`?split-by=store_location`): a link to each value's own page
    /// (`?where=store_location=Astoria`), biggest first, and the parts side by side as one
    /// picture, drawn by `/chart.svg` like every split chart; put after the bar.
    static func parts(_ values: [String], column: String, view: LiveView) -> String {
        let here = days(view) + kept(view)
        let encoded = LiveView.Rings.encoded
        let links = values.map { value in
            "<a style=\"color: #0969da; text-decoration: none; margin-right: 14px;\" href=\"/?"
                + HTMLText.escape(here + "&where=" + encoded("\(column)=\(value)")) + "\">"
                + HTMLText.escape(value) + "</a>"
        }
        let chart = "/chart.svg?" + here + "&split-by=" + encoded(column)
        return """

            <div class="live-parts" style="padding: 10px 16px; font-family: sans-serif; font-size: 14px;">
            <p style="margin: 0 0 8px 0;"><strong>\(HTMLText.escape(column))</strong>: \
            \(links.joined(separator: "\n"))</p>
            <img src="\(HTMLText.escape(chart))" alt="\(HTMLText.escape("split by \(column)"))" \
            style="max-width: 100%; height: auto;">
            </div>

            """
    }

    /// The view's days as a query: `date=2026-11-14`, or `from=…&to=…`.
    private static func days(_ view: LiveView) -> String {
        view.period.days.count == 1
            ? "date=\(view.period.first)" : "from=\(view.period.first)&to=\(view.period.last)"
    }

    /// What every link keeps of the view besides its days: `&metric=…`, `&group-by=…`, `&where=…`.
    private static func kept(_ view: LiveView) -> String {
        (view.metric == .units ? "" : "&metric=\(view.metric.rawValue)") + view.rings.query + view.filter.query
    }

    /// `14:03:07` on the shop's clock.
    static func clockTime(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// Listens to `/events`; when an event names another version than the page shows, shows the
    /// event's table at once (the view's total and each product's row), then fetches the page
    /// again and puts its body in place (no reload: the scroll position stays), pictures and all.
    static let script = """
        "use strict";
        (function () {
          var fetching = false;
          var again = false;
          function refresh() {
            if (fetching) { again = true; return; }
            fetching = true;
            fetch(location.href, { cache: "no-store", credentials: "same-origin" })
              .then(function (response) { return response.ok ? response.text() : null; })
              .then(function (text) {
                if (text !== null) {
                  var fresh = new DOMParser().parseFromString(text, "text/html");
                  document.body.replaceWith(fresh.body);
                  document.title = fresh.title;
                }
              })
              .catch(function () {})
              .then(function () {
                fetching = false;
                if (again) { again = false; refresh(); }
              });
          }
          // The event's table, shown at once: the title, the headline and the table of products
          // (the table after the pie's image map), each name set as text. A product's row is a copy
          // of one the page has, so it keeps the page's look; without one, the page waits for refresh.
          function show(table) {
            var heading = document.querySelector("h1");
            var rows = document.querySelector("map + table");
            if (!heading || !rows) { return; }
            heading.textContent = table.title;
            document.title = table.title;
            var headline = heading.nextElementSibling;
            if (headline && headline.tagName === "P") { headline.textContent = table.headline; }
            var all = rows.querySelectorAll("tr");
            if (all.length < 3) { return; }
            var template = all[1], total = all[all.length - 1];
            function fill(row, data) {
              for (var i = 0; i < row.children.length && i < data.cells.length; i++) {
                var cell = row.children[i];
                var swatch = i === 0 ? cell.querySelector("span") : null;
                cell.textContent = data.cells[i];
                if (swatch) {
                  if (data.color && /^#[0-9A-Fa-f]{6}$/.test(data.color)) { swatch.style.background = data.color; }
                  cell.insertBefore(swatch, cell.firstChild);
                }
              }
              return row;
            }
            for (var r = 1; r < all.length - 1; r++) { all[r].remove(); }
            table.rows.forEach(function (data) { total.before(fill(template.cloneNode(true), data)); });
            fill(total, table.total);
          }
          // The page's own view: its stream is told only of orders that change what it shows.
          var events = new EventSource("/events" + location.search);
          events.addEventListener("sales", function (event) {
            var data = JSON.parse(event.data);
            if (document.body.getAttribute("data-version") === String(data.version)) { return; }
            if (data.table) { show(data.table); }
            refresh();
          });
        })();

        """
}
