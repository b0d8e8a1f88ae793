import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// The report's page of hours: when the shop sells, by weekday and hour, with the busiest hours
/// named. Only when the period's orders carry times.
extension PeriodReport {
    /// The heatmap of the period, its PNG at twice its size, and what the page says about it.
    struct HoursSection: Sendable {
        let chart: HoursChart
        let png: [UInt8]
        /// `Busiest: Saturday 11:00–13:00, Sunday 10:00–12:00`.
        let sentence: String
        /// `Hours in Asia/Seoul, days from 04:00; 3 orders have a date but no time of day; they are
        /// left out of the hours.`
        let details: String
    }

    static let hoursHeading = "When the shop sells"
    static let hoursCanvas = Size(width: chartWidth, height: 330)

    /// The period's heatmap as the page shows it, and its busiest hours; nil unless some sold
    /// order of the period has a time of day.
    static func hoursChart(_ sales: PeriodSales, theme: ChartTheme) -> (chart: HoursChart, busiest: [HoursContent.Run])?
    {
        guard let grid = sales.hours, grid.timedOrders > 0 else { return nil }
        let spec = sales.chart
        return HoursContent.chart(
            grid, metric: sales.total.metric, currency: spec.shownCurrency,
            language: spec.language ?? .korean, canvas: hoursCanvas, title: nil, theme: theme,
            subtitle: false)
    }

    /// The period's heatmap, drawn unless `draws` is false (a live page that paints it,
    /// `LivePicture`); nil unless some sold order of the period has a time of day.
    static func hoursSection(_ sales: PeriodSales, theme: ChartTheme, draws: Bool = true) throws(RenderError)
        -> HoursSection?
    {
        guard let grid = sales.hours, let (chart, busiest) = hoursChart(sales, theme: theme) else { return nil }
        let png =
            draws
            ? try HoursChartRenderer(style: ChartStyle(theme: theme)).render(
                chart, options: RenderOptions(format: .png, scale: 2)
            ).file : []
        let english = HoursWords(language: .english)
        let sentence = busiest.isEmpty ? "No sales in any hour." : english.busiest(busiest)
        var details = english.zone(grid.timeZone.identifier, dayStart: grid.dayStart)
        details = details.prefix(1).uppercased() + details.dropFirst()
        if let untimed = HoursWords.untimedNote(grid).first { details += "; \(untimed)" }
        return HoursSection(chart: chart, png: png, sentence: sentence, details: details + ".")
    }

    /// Why the page of hours leaves orders out: orders with a date but no time.
    static func hoursNotes(_ sales: PeriodSales) -> [String] {
        sales.hours.map(HoursWords.untimedNote) ?? []
    }

    /// The page's blocks for the PDF: a page of its own, after the days.
    var hoursBlocks: [ReportBlock] {
        guard let section = hours else { return [] }
        return [
            .pageBreak, .heading(Self.hoursHeading), .paragraph(section.sentence), .hours(section.chart),
            .paragraph(section.details, secondary: true),
        ]
    }

    /// The page's part of the HTML: the heatmap as an inline PNG in a page of its own; in a
    /// mail, only the sentence (the heatmap is in the attached PDF).
    func hoursHTML(_ pictures: Pictures) -> String {
        guard let section = hours else { return "" }
        var html =
            "<h2 style=\"font-size: 17px; margin: 28px 0 8px 0; padding-top: 16px; border-top: 1px solid #d0d7de;\">"
            + "\(HTMLText.escape(Self.hoursHeading))</h2>\n"
            + "<p class=\"busiest\" style=\"margin: 0 0 8px 0; "
            + "font-size: 14px;\">\(HTMLText.escape(section.sentence))</p>\n"
        switch pictures {
        case .inline, .painted:
            let source = section.png.isEmpty ? "" : "data:image/png;base64," + Data(section.png).base64EncodedString()
            html +=
                "<img class=\"chart hours\"\(Self.source(source, painted: "hours")) "
                + "width=\"\(Int(Self.hoursCanvas.width))\" height=\"\(Int(Self.hoursCanvas.height))\" "
                + "alt=\"\(HTMLText.escape(section.chart.description))\" "
                + "style=\"display: block; max-width: 100%; height: auto; border: 0;\">\n"
        case .mailParts:
            html +=
                "<p style=\"margin: 0 0 8px 0; font-size: 13px;\">The hours by weekday are in the attached PDF.</p>\n"
        }
        return html
            + "<p style=\"margin: 0 0 8px 0; color: #57606a; "
            + "font-size: 13px;\">\(HTMLText.escape(section.details))</p>\n"
    }

    /// The busiest hours for the mail's plain text, or nothing.
    var hoursPlainText: String {
        hours.map { "\n\($0.sentence)\n" } ?? ""
    }
}
