import Foundation
import PieGeometry
import PieRender

extension PeriodReport {
    /// Where the page's pictures come from: data URIs in a file of its own, `cid:` parts in a mail.
    enum Pictures {
        case inline
        /// As `inline`, but the pie's, the trend's and the hours' pictures left empty
        /// (`data-painted="pie"`, `"trend"`, `"hours"`): the live page paints them from its event's
        /// data (`LivePagePictures`) and puts them there.
        case painted
        /// Content-IDs of the pie's and the trend's PNG parts.
        case mailParts(pie: String, trend: String)

        /// Whether the pictures are in the page itself (not a mail's parts).
        var isInline: Bool {
            if case .mailParts = self { false } else { true }
        }
    }

    /// The report as one HTML page: tables for layout and inline styles (mail clients drop
    /// `<style>`), about 680 px wide, no script. Pointing at a slice of the pie shows its juice,
    /// figure and share (an image map). A page of its own also shows the days as small pies
    /// (inline SVG, which mail clients do not show; the mail attaches the PDF instead).
    func html(_ pictures: Pictures) -> String {
        let (pieSource, trendSource): (String, String) =
            switch pictures {
            case .painted: ("", "")
            case .inline:
                (
                    "data:image/png;base64," + Data(piePNG).base64EncodedString(),
                    "data:image/png;base64," + Data(trendPNG).base64EncodedString()
                )
            case .mailParts(let pie, let trend): ("cid:" + pie, "cid:" + trend)
            }
        let font =
            "font-family: 'Noto Sans CJK KR', 'Noto Sans KR', "
            + "'Apple SD Gothic Neo', 'Segoe UI', Helvetica, Arial, sans-serif"
        var page = HTMLText.documentStart(language: language.rawValue)
        page += """
            <meta name="generator" content="juice-report \(escape(JuiceReportVersion.current))">
            <title>\(escape(title))</title>
            </head>
            <body style="margin: 0; padding: 0; background: #f6f8fa;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" \
            style="background: #f6f8fa;"><tr><td align="center" style="padding: 16px 8px;">
            <table role="presentation" width="680" cellpadding="0" cellspacing="0" style="width: 680px; \
            max-width: 100%; background: #ffffff; border: 1px solid #d0d7de; \(font); color: #1f2328;">
            <tr><td style="padding: 24px 28px;">
            <h1 style="font-size: 22px; margin: 0 0 6px 0;">\(escape(title))</h1>
            <p style="margin: 0 0 16px 0; color: #57606a; font-size: 14px;">\(escape(headline))</p>
            <img class="chart"\(Self.source(pieSource, painted: "pie")) \
            width="\(Int(Self.pieCanvas.width))" \
            height="\(Int(Self.pieCanvas.height))" alt="\(escape(pie.chart.description))" usemap="#slices" \
            style="display: block; max-width: 100%; height: auto; border: 0;">

            """
        page += imageMap()
        page += table(
            header: tableHeader, rows: rows.map { ($0.color, [$0.name, $0.units, $0.revenue, $0.share]) },
            total: [totalRow.name, totalRow.units, totalRow.revenue, totalRow.share])
        if let returnsLine {
            page +=
                "<p class=\"returns\" style=\"margin: 8px 0; color: #57606a; "
                + "font-size: 13px;\">\(escape(returnsLine))</p>\n"
        }
        page += heading(TrendContent.title(sales))
        page +=
            "<img class=\"chart trend\"\(Self.source(trendSource, painted: "trend")) "
            + "width=\"\(Int(Self.trendCanvas.width))\" "
            + "height=\"\(Int(Self.trendCanvas.height))\" "
            + "alt=\"\(escape(TrendContent.title(sales)))\" style=\"display: block; "
            + "max-width: 100%; height: auto; border: 0;\">\n"
        if let change {
            page += heading(changeHeading)
            let sentence =
                change.hadSales ? "\(change.previousPeriod) compared with \(sales.period)" : change.noSalesBefore
            page += "<p style=\"margin: 0 0 8px 0; color: #57606a; font-size: 13px;\">\(escape(sentence))</p>\n"
        }
        if let change, change.hadSales {
            let body = change.rows.dropLast().map { row in
                (RGBColor?.none, [row.name, row.previous, row.current, row.change, row.percent])
            }
            let total = change.rows[change.rows.count - 1]
            page += table(
                header: changeHeader, rows: Array(body),
                total: [total.name, total.previous, total.current, total.change, total.percent])
        }
        page += heading(grid.weekly ? "Week by week" : "Day by day")
        page += gridTable()
        if let noSales {
            page +=
                "<p class=\"no-sales\" style=\"margin: 8px 0; color: #57606a; "
                + "font-size: 13px;\">\(escape(noSales))</p>\n"
        }
        page += hoursHTML(pictures)
        for part in parts {
            page +=
                "<h2 class=\"part\" style=\"font-size: 20px; margin: 36px 0 6px 0; padding-top: 16px; "
                + "border-top: 2px solid #57606a;\">\(escape(part.value))</h2>\n"
            page +=
                "<p style=\"margin: 0 0 12px 0; color: #57606a; "
                + "font-size: 14px;\">\(escape(part.report.headline))</p>\n"
            if pictures.isInline {
                page +=
                    "<img class=\"chart\" "
                    + "src=\"data:image/png;base64,\(Data(part.report.piePNG).base64EncodedString())\" "
                    + "width=\"\(Int(Self.pieCanvas.width))\" "
                    + "height=\"\(Int(Self.pieCanvas.height))\" alt=\"\(escape(part.report.pie.chart.description))\" "
                    + "style=\"display: block; max-width: 100%; height: auto; border: 0;\">\n"
            }
            page += table(
                header: part.report.tableHeader,
                rows: part.report.rows.map { ($0.color, [$0.name, $0.units, $0.revenue, $0.share]) },
                total: [
                    part.report.totalRow.name, part.report.totalRow.units, part.report.totalRow.revenue,
                    part.report.totalRow.share,
                ])
        }
        page += """
            <p style="margin: 24px 0 0 0; color: #8c959f; \
            font-size: 12px;">\(escape(shop.map { "\($0), f" } ?? "F"))rom \
            the orders up to \(escape(Self.timestamp(created)))</p>
            </td></tr></table>
            </td></tr></table>
            </body>
            </html>

            """
        return page
    }

    /// ` src="…"`, or ` data-painted="pie"` for a picture the live page paints (no source).
    static func source(_ source: String, painted: String) -> String {
        source.isEmpty ? " data-painted=\"\(painted)\"" : " src=\"\(source)\""
    }

    private func heading(_ text: String) -> String {
        "<h2 style=\"font-size: 17px; margin: 28px 0 8px 0; padding-top: 16px; "
            + "border-top: 1px solid #d0d7de;\">\(escape(text))</h2>\n"
    }

    /// A table with the first column left and figures right, an optional swatch before a name, and a bold total.
    private func table(header: [String], rows: [(RGBColor?, [String])], total: [String]) -> String {
        let cell = "padding: 4px 10px; border-bottom: 1px solid #eaeef2; font-size: 14px;"
        /// The row's cells; `swatch` goes before the first cell's text.
        func cells(_ values: [String], tag: String, style: String, swatch: RGBColor? = nil) -> String {
            values.enumerated().map { index, value in
                let mark =
                    index == 0
                    ? swatch.map {
                        "<span style=\"display: inline-block; width: 10px; "
                            + "height: 10px; margin-right: 6px; background: \($0);\"></span>"
                    } ?? "" : ""
                return
                    "<\(tag) style=\"\(cell) \(style) text-align: \(index == 0 ? "left" : "right"); "
                    + "font-variant-numeric: tabular-nums;\">\(mark)\(escape(value))</\(tag)>"
            }.joined()
        }
        var html =
            "<table cellpadding=\"0\" cellspacing=\"0\" "
            + "style=\"border-collapse: collapse; margin: 8px 0; min-width: 60%;\">\n"
        html +=
            "<tr>"
            + cells(header, tag: "th", style: "color: #57606a; font-weight: normal; border-bottom: 1px solid #57606a;")
            + "</tr>\n"
        for (color, values) in rows {
            html += "<tr>" + cells(values, tag: "td", style: "", swatch: color) + "</tr>\n"
        }
        html += "<tr>" + cells(total, tag: "td", style: "font-weight: bold; border-top: 2px solid #57606a;") + "</tr>\n"
        return html + "</table>\n"
    }

    /// Pointing at a slice shows its juice, figure and share; the image is shown at its canvas size.
    private func imageMap() -> String {
        var map = "<map name=\"slices\">\n"
        for hotspot in hotspots {
            let coords = hotspot.polygon.map { "\(Int($0.x.rounded())),\(Int($0.y.rounded()))" }.joined(separator: ",")
            map +=
                "<area shape=\"poly\" coords=\"\(coords)\" "
                + "title=\"\(escape(hotspot.title))\" alt=\"\(escape(hotspot.title))\">\n"
        }
        return map + "</map>\n"
    }

    /// The heat grid of the days (or weeks) as a table with shaded cells: mail clients show it too.
    private func gridTable() -> String {
        let cell =
            "padding: 3px 6px; border-bottom: 1px solid #eaeef2; font-size: 12px; font-variant-numeric: tabular-nums;"
        var html =
            "<table class=\"grid\" cellpadding=\"0\" cellspacing=\"0\" "
            + "style=\"border-collapse: collapse; margin: 8px 0; width: 100%;\">\n<tr>"
        for (index, name) in grid.header.enumerated() {
            html +=
                "<th style=\"\(cell) color: #57606a; font-weight: normal; "
                + "border-bottom: 1px solid #57606a; vertical-align: bottom; "
                + "text-align: \(index == 0 ? "left" : "right");\">\(escape(name))</th>"
        }
        html += "</tr>\n"
        for row in grid.rows {
            html += "<tr><td style=\"\(cell) text-align: left; white-space: nowrap;\">\(escape(row.label))</td>"
            for (value, shade) in zip(row.cells, row.shades) {
                let background = shade > 0 ? " background: \(ReportTable.shadeColor(shade));" : ""
                let color = shade >= ReportTable.darkFrom ? " color: #ffffff;" : ""
                html += "<td style=\"\(cell) text-align: right;\(background)\(color)\">\(escape(value))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</table>\n"
    }

    /// `2026-11-30 21:14 UTC`.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }

    private func escape(_ text: String) -> String {
        HTMLText.escape(text)
    }
}
