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
    /// event's table at once (the view's total and each product's row). The `pictures` event that
    /// follows (the view's pie, trend and hours as data, `LivePagePictures`) is painted as SVG in
    /// place of the pictures; then the page is fetched again without them (`pictures=painted`,
    /// drawn from the pie's layout the event sent) and its body put in place (no reload: the
    /// scroll position stays) with the painted pictures in it, for the grid, the change and the rest.
    static let script = """
        "use strict";
        (function () {
          var fetching = false;
          var again = false;
          // A page whose pictures are painted (below) is fetched without them (pictures=painted):
          // each painted picture takes its place in the page fetched. One missing there (another
          // version's page came) makes the next fetch ask for the pictures themselves.
          var whole = false;
          function refresh() {
            if (fetching) { again = true; return; }
            fetching = true;
            var url = location.href.split("#")[0];
            if (!whole && document.querySelector("svg.live-picture")) {
              url += (url.indexOf("?") < 0 ? "?" : "&") + "pictures=painted";
            }
            whole = false;
            fetch(url, { cache: "no-store", credentials: "same-origin" })
              .then(function (response) { return response.ok ? response.text() : null; })
              .then(function (text) {
                if (text !== null) {
                  var fresh = new DOMParser().parseFromString(text, "text/html");
                  fresh.body.querySelectorAll("img[data-painted]").forEach(function (place) {
                    var name = place.getAttribute("data-painted");
                    var painted = document.querySelector('svg.live-picture[data-picture="' + name + '"]');
                    if (painted) {
                      place.replaceWith(document.adoptNode(painted));
                    } else {
                      whole = true;
                      again = true;
                    }
                  });
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
          // The event's pictures (LivePagePictures), each painted as SVG in place of its picture: the
          // same slices, bars, cells, texts, leaders and legends the server laid out, so the pictures
          // follow the order before the page is fetched again. Texts are set as text, never as markup.
          var svgNS = "http://www.w3.org/2000/svg";
          function element(name, attributes, parent) {
            var node = document.createElementNS(svgNS, name);
            for (var key in attributes) { node.setAttribute(key, attributes[key]); }
            if (parent) { parent.appendChild(node); }
            return node;
          }
          function colour(value) { return /^#[0-9A-Fa-f]{6}$/.test(value) ? value : "#888888"; }
          // A picture's SVG in place of `target` (its img or its painted SVG), with its background.
          function canvas(picture, name, version, target) {
            var svg = element("svg", {
              "class": "live-picture", role: "img", viewBox: "0 0 " + picture.width + " " + picture.height,
              width: picture.width, height: picture.height,
              style: "display: block; max-width: 100%; height: auto;", "font-family": picture.fonts
            });
            svg.setAttribute("aria-label", target.getAttribute("alt") || target.getAttribute("aria-label") || "");
            svg.setAttribute("data-picture", name);
            svg.setAttribute("data-version", String(version));
            if (picture.background) {
              element("rect", { width: picture.width, height: picture.height, fill: colour(picture.background) }, svg);
            }
            return svg;
          }
          // A text in its laid-out box: each line aligned as laid out, its middle a twentieth of the
          // size below the line's (Pango's box holds the CJK fonts' taller ascent); a wrapped one (a
          // footnote) as a paragraph of the box's width.
          function texts(rows, svg) {
            rows.forEach(function (row) {
              var x = row[0], y = row[1], w = row[2], h = row[3], size = row[4];
              var align = row[6] === "l" ? "left" : row[6] === "r" ? "right" : "center";
              if (row[9] > 0) {
                var box = element("foreignObject", { x: x, y: y, width: Math.max(w, row[9]), height: h + size }, svg);
                var paragraph = document.createElement("div");
                paragraph.style.cssText = "font-size: " + size + "px; line-height: 1.3; text-align: " + align +
                  "; color: " + colour(row[7]) + "; font-weight: " + (row[5] ? "bold" : "normal") + ";";
                paragraph.textContent = row[8];
                box.appendChild(paragraph);
                return;
              }
              var lines = String(row[8]).split("\\n");
              var height = h / lines.length;
              var text = element("text", {
                "font-size": size, "font-weight": row[5] ? "bold" : "normal", fill: colour(row[7]),
                "text-anchor": align === "left" ? "start" : align === "right" ? "end" : "middle"
              }, svg);
              lines.forEach(function (line, index) {
                var span = element("tspan", {
                  x: align === "left" ? x : align === "right" ? x + w : x + w / 2,
                  y: y + height * (index + 0.5) + 0.05 * size, "dominant-baseline": "central"
                }, text);
                span.textContent = line;
              });
            });
          }
          function paintPie(pie, version, target) {
            var svg = canvas(pie, "pie", version, target);
            function at(r, degrees) {
              var a = degrees * Math.PI / 180;
              return (pie.cx + r * Math.cos(a)).toFixed(2) + " " + (pie.cy + r * Math.sin(a)).toFixed(2);
            }
            function arc(start, end, outer, inner) {
              var large = end - start > 180 ? 1 : 0;
              if (end - start >= 359.999) {
                var whole = "M " + at(outer, 0) + " A " + outer + " " + outer + " 0 1 1 " + at(outer, 180) +
                  " A " + outer + " " + outer + " 0 1 1 " + at(outer, 360) + " Z";
                if (inner > 0) {
                  whole += " M " + at(inner, 0) + " A " + inner + " " + inner + " 0 1 0 " + at(inner, 180) +
                    " A " + inner + " " + inner + " 0 1 0 " + at(inner, 360) + " Z";
                }
                return whole;
              }
              var d = "M " + (inner > 0 ? at(inner, start) : pie.cx + " " + pie.cy) + " L " + at(outer, start) +
                " A " + outer + " " + outer + " 0 " + large + " 1 " + at(outer, end);
              if (inner > 0) {
                d += " L " + at(inner, end) + " A " + inner + " " + inner + " 0 " + large + " 0 " + at(inner, start);
              }
              return d + " Z";
            }
            // Between slices, a line in the background colour no wider than half the thinner slice at the rim.
            function separators(rows, outer, inner) {
              if (rows.length < 2) { return; }
              var sorted = rows.slice().sort(function (a, b) { return a[0] - b[0]; });
              sorted.forEach(function (row, index) {
                var previous = sorted[(index + sorted.length - 1) % sorted.length];
                var thinner = Math.min(row[1] - row[0], previous[1] - previous[0]) * Math.PI / 180;
                var width = Math.min(pie.outlineWidth, thinner * outer / 2);
                if (width <= 0.05) { return; }
                var from = at(inner, row[0]).split(" "), to = at(outer, row[0]).split(" ");
                element("line", {
                  x1: from[0], y1: from[1], x2: to[0], y2: to[1], stroke: colour(pie.outline), "stroke-width": width
                }, svg);
              });
            }
            if (pie.empty) {
              var band = Math.max(pie.radius * 0.18, 4);
              element("circle", {
                cx: pie.cx, cy: pie.cy, r: pie.radius - band / 2, fill: "none", stroke: colour(pie.empty),
                "stroke-width": band
              }, svg);
            }
            pie.slices.forEach(function (row) {
              var path = element("path", { d: arc(row[0], row[1], pie.radius, pie.hole), fill: colour(row[2]) }, svg);
              if (row[1] - row[0] >= 359.999) { path.setAttribute("fill-rule", "evenodd"); }
              element("title", {}, path).textContent = row[3];
            });
            separators(pie.slices, pie.radius, pie.hole);
            pie.ring.forEach(function (row) {
              element("path", {
                d: arc(row[0], row[1], row[3], row[2]), fill: colour(row[4]), "fill-rule": "evenodd"
              }, svg);
            });
            if (pie.ring.length > 0) { separators(pie.ring, pie.ring[0][3], pie.ring[0][2]); }
            pie.leaders.forEach(function (points) {
              var list = [];
              for (var i = 0; i + 1 < points.length; i += 2) { list.push(points[i] + "," + points[i + 1]); }
              element("polyline", {
                points: list.join(" "), fill: "none", stroke: colour(pie.leader), "stroke-width": 1
              }, svg);
            });
            pie.swatches.forEach(function (row) {
              element("rect", { x: row[0], y: row[1], width: row[2], height: row[3], fill: colour(row[4]) }, svg);
            });
            texts(pie.texts, svg);
            target.replaceWith(svg);
          }
          // A trend or the hours (LivePicture): lines under the rectangles, the gradient bar, the
          // rectangles, lines over them, the texts.
          function paintPicture(picture, name, version, target) {
            var svg = canvas(picture, name, version, target);
            function lines(over) {
              picture.lines.forEach(function (row) {
                if (row[6] !== over) { return; }
                element("line", {
                  x1: row[0], y1: row[1], x2: row[2], y2: row[3], stroke: colour(row[4]), "stroke-width": row[5]
                }, svg);
              });
            }
            lines(0);
            picture.gradients.forEach(function (row, index) {
              var id = "live-" + name + "-gradient-" + index;
              var gradient = element("linearGradient", { id: id }, element("defs", {}, svg));
              var stops = row.slice(4);
              stops.forEach(function (stop, at) {
                element("stop", { offset: at / Math.max(stops.length - 1, 1), "stop-color": colour(stop) }, gradient);
              });
              element("rect", { x: row[0], y: row[1], width: row[2], height: row[3], fill: "url(#" + id + ")" }, svg);
            });
            picture.rects.forEach(function (row) {
              element("rect", { x: row[0], y: row[1], width: row[2], height: row[3], fill: colour(row[4]) }, svg);
            });
            lines(1);
            texts(picture.texts, svg);
            target.replaceWith(svg);
          }
          // The page's own view: its stream is told only of orders that change what it shows. An
          // event with the view's table is followed by its pictures: the page is fetched again once
          // they are painted (or after 3 s without them), so the pie is laid out once, for both.
          var events = new EventSource("/events" + location.search);
          var waiting = null;
          events.addEventListener("sales", function (event) {
            var data = JSON.parse(event.data);
            if (document.body.getAttribute("data-version") === String(data.version)) { return; }
            if (!data.table || !document.querySelector("img.chart[usemap], svg.live-picture")) { refresh(); return; }
            show(data.table);
            clearTimeout(waiting);
            waiting = setTimeout(function () { waiting = null; refresh(); }, 3000);
          });
          // The view's pictures: painted unless the page or the pictures painted are already as new.
          var places = {
            pie: 'svg.live-picture[data-picture="pie"], img.chart[usemap], img[data-painted="pie"]',
            trend: 'svg.live-picture[data-picture="trend"], img.chart.trend, img[data-painted="trend"]',
            hours: 'svg.live-picture[data-picture="hours"], img.chart.hours, img[data-painted="hours"]'
          };
          events.addEventListener("pictures", function (event) {
            var data = JSON.parse(event.data);
            var pictures = data.pictures;
            if (!pictures || !pictures.pie) { return; }
            var painted = document.querySelector('svg.live-picture[data-picture="pie"]');
            var picture = document.querySelector("img.chart[usemap]:not([data-painted])");
            var version = Number(document.body.getAttribute("data-version"));
            if (painted && Number(painted.getAttribute("data-version")) >= data.version) { return; }
            if (picture && version >= data.version) { return; }
            ["pie", "trend", "hours"].forEach(function (name) {
              var target = document.querySelector(places[name]);
              if (!target || !pictures[name]) { return; }
              if (name === "pie") { paintPie(pictures.pie, data.version, target); }
              else { paintPicture(pictures[name], name, data.version, target); }
            });
            if (waiting !== null) { clearTimeout(waiting); waiting = null; }
            refresh();
          });
        })();

        """
}
