import Foundation
import JuiceCore
import PieGeometry

/// A self-contained HTML page for a period: each day's chart embedded as a data URI,
/// a table per day and the total over the period. It loads nothing from the network.
public struct DailyReportPage: Sendable {
    /// One day of the report.
    public struct Day: Sendable {
        public let day: CalendarDay
        /// The day's chart and figures; nil on a day without sales.
        public let sales: Sales?
    }

    /// A day's figures and its chart as an image file.
    public struct Sales: Sendable {
        public let summary: SalesSummary
        public let image: [UInt8]
        /// `image/png` or `image/svg+xml`.
        public let mediaType: String
        /// What the chart shows, for screen readers.
        public let description: String
        /// The chart's slices, for the image map; the chart's canvas in points.
        public let hotspots: [ChartHotspot]
        public let canvas: Size?
    }

    public let title: String
    public let total: SalesSummary
    public let days: [Day]
    /// The size the charts are shown at, in CSS pixels.
    public let chartSize: (width: Int, height: Int)
    public let writer: SummaryWriter
    /// Pages linked under the title (the stores of a chain, or the chain from a store), as label and address.
    public var links: [(label: String, href: String)] = []

    public var html: String {
        var page = HTMLText.documentStart(language: writer.names.language.rawValue)
        page += """
            <title>\(escape(title))</title>
            <style>
            body { font-family: "Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", sans-serif; \
            margin: 2rem auto; max-width: \(chartSize.width + 40)px; color: #1f2328; padding: 0 1rem; }
            h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; \
            margin-top: 2.5rem; border-top: 1px solid #d0d7de; padding-top: 1.5rem; }
            table { border-collapse: collapse; margin: 1rem 0; min-width: 60%; }
            th, td { padding: 0.25rem 0.75rem; border-bottom: 1px solid #eaeef2; }
            th { text-align: left; } td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
            tr.total td { font-weight: bold; border-top: 2px solid #57606a; }
            img.chart { display: block; max-width: 100%; height: auto; }
            p.no-sales { color: #57606a; font-size: 1.1rem; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            \(links.isEmpty
                ? ""
                : "<nav class=\"parts\">"
                    + links.map { "<a href=\"\(escape($0.href))\">\(escape($0.label))</a>" }.joined(separator: " ⋅ ")
                    + "</nav>")
            <section id="total">
            <h2>Total</h2>
            \(table(total))
            </section>

            """
        for day in days {
            page += "<section class=\"day\" id=\"day-\(day.day)\">\n<h2>\(day.day)</h2>\n"
            if let sales = day.sales {
                let data = Data(sales.image).base64EncodedString()
                let map = sales.hotspots.isEmpty ? "" : " usemap=\"#slices-\(day.day)\""
                page +=
                    "<img class=\"chart\" src=\"data:\(sales.mediaType);base64,\(data)\" width=\"\(chartSize.width)\" "
                    + "height=\"\(chartSize.height)\" alt=\"\(escape(sales.description))\"\(map)>\n"
                page += imageMap(sales, name: "slices-\(day.day)")
                page += table(sales.summary) + "\n"
            } else {
                page += "<p class=\"no-sales\">\(escape(writer.names.noSales))</p>\n"
            }
            page += "</section>\n"
        }
        // Marks the page for automated checks: how many charts decoded, and at what size.
        page += """
            <script>
            window.addEventListener("load", function () {
              var charts = Array.prototype.slice.call(document.querySelectorAll("img.chart"));
              var decoded = charts.filter(function (img) { return img.complete && img.naturalWidth > 0; });
              document.body.setAttribute("data-charts", String(charts.length));
              document.body.setAttribute("data-charts-decoded", String(decoded.length));
              document.body.setAttribute("data-chart-sizes", decoded.map(function (img) \
            { return img.width + "x" + img.height; }).join(" "));
            });
            </script>
            </body>
            </html>

            """
        return page
    }

    /// An image map over the chart: pointing at a slice shows its juice, figure and share as the
    /// area's title; areas scale from chart points to the size the image is shown at.
    private func imageMap(_ sales: Sales, name: String) -> String {
        guard !sales.hotspots.isEmpty, let canvas = sales.canvas else { return "" }
        let (sx, sy) = (Double(chartSize.width) / canvas.width, Double(chartSize.height) / canvas.height)
        var map = "<map name=\"\(name)\">\n"
        for hotspot in sales.hotspots {
            let coords = hotspot.polygon.map { "\(Int(($0.x * sx).rounded())),\(Int(($0.y * sy).rounded()))" }.joined(
                separator: ",")
            map +=
                "<area shape=\"poly\" coords=\"\(coords)\" "
                + "title=\"\(escape(hotspot.title))\" alt=\"\(escape(hotspot.title))\">\n"
        }
        return map + "</map>\n"
    }

    private func table(_ summary: SalesSummary) -> String {
        var rows =
            "<table>\n<thead><tr><th>\(ChartTitle.ProductWord(of: total).header)</th><th "
            + "class=\"number\">units</th><th class=\"number\">\(escape(writer.shareHeader(of: summary)))</th><th "
            + "class=\"number\">revenue</th></tr></thead>\n<tbody>\n"
        let table = writer.rows(of: summary)
        for row in table.rows {
            rows +=
                "<tr><td>\(escape(row.name))</td><td "
                + "class=\"number\">\(row.units)</td><td class=\"number\">\(row.share)</td>"
                + "<td class=\"number\">\(escape(row.revenue ?? "–"))</td></tr>\n"
        }
        let revenue = summary.totalRevenue.map(writer.currency.format) ?? "–"
        rows +=
            "<tr class=\"total\"><td>total</td><td class=\"number\">\(summary.totalUnits.groupedDecimal)</td>"
            + "<td class=\"number\">\(table.totalShare)</td><td class=\"number\">\(escape(revenue))</td></tr>\n"
        let returns = writer.returnsLine(of: summary).map { "\n<p class=\"returns\">\(escape($0))</p>" } ?? ""
        return rows + "</tbody>\n</table>" + returns
    }

    private func escape(_ text: String) -> String {
        HTMLText.escape(text)
    }
}
