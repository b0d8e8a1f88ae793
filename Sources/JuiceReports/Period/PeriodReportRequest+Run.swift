import JuiceCore
import JuiceIngest
import PieRender
import CurlTransfer

extension PeriodReportRequest {
    /// Reads the orders once (the period per day and the previous period in totals), settles
    /// the report's content once, and writes it as the output's format, atomically.
    ///
    /// Throws the reading, drawing and writing errors, and `DailyReportError` when there are
    /// no days to report; nothing is written when it throws.
    public func run() throws -> PeriodReportResult {
        try inputs.refuseToOverwrite(output)
        let sales = try PeriodSales.read(
            splitBy.map(inputs.observing) ?? inputs, query: query, chart: chart, menu: menu, hours: true)
        let withSales = sales.days.filter { $0.sales != nil }.count
        if skipEmpty, withSales == 0 {
            return PeriodReportResult(
                total: sales.total, period: sales.period, pages: nil, daysWithSales: 0, reading: sales.reading,
                written: nil, sent: nil,
                notes: ["no sales on any day of \(sales.period); --skip-empty wrote and sent nothing"])
        }
        var report = try PeriodReport(sales, menu: menu)
        if let splitBy {
            report.parts = try parts(by: splitBy, of: sales)
        }
        var pages: Int?
        let bytes: [UInt8]
        switch format {
        case .html:
            bytes = Array(report.html(.inline).utf8)
        case .pdf, .eml:
            let document = try ReportDocumentRenderer(style: ChartStyle(theme: .light)).renderPDF(
                report.document(paper: paper))
            pages = document.pages
            bytes =
                format == .pdf
                ? document.file
                : PeriodReportMail(
                    report: report, pdf: document.file, from: mailFrom, to: mailTo,
                    subject: report.subject(asked: subject)
                ).message()
        }
        try AtomicFileWriter.write(bytes, to: output)
        // Sent as written: the server receives the .eml's bytes.
        try delivery?.send(SMTPMessage(sender: mailFrom, recipients: mailTo, bytes: bytes))

        let names = sales.chart.names(for: sales.total, menu: menu)
        let chartNotes = ChartNotes(inputs: inputs.displayName, records: sales.reading.orders, names: names)
        var notes =
            sales.reading.readingNotes + chartNotes.about(unreciped: sales.total)
            + chartNotes.about(returns: sales.total, currency: sales.chart.shownCurrency)
            + sales.reading.currencyNote(shownIn: sales.chart.shownCurrency, metric: sales.total.metric)
        if withSales == 0 { notes.append("no sales on any day of \(sales.period)") }
        notes += PeriodReport.hoursNotes(sales)
        let shape =
            switch format {
            case .pdf: "PDF, \(ChartNotes.count(pages ?? 0, "page"))"
            case .html: "HTML"
            case .eml: "mail, \(ChartNotes.count(pages ?? 0, "page")) of PDF attached"
            }
        return PeriodReportResult(
            total: sales.total, period: sales.period, pages: pages, daysWithSales: withSales, reading: sales.reading,
            written: "\(output) (\(shape), \(sales.period))",
            sent: delivery.map { "\(mailTo.joined(separator: ", ")) through \($0.server)" }, notes: notes,
            table: summary.map { format in
                let writer = SummaryWriter(currency: sales.chart.shownCurrency, names: names)
                guard let splitBy else { return writer.write(sales.total, as: format) }
                return writer.write(
                    parts: report.parts.map { ($0.value, $0.report.sales.total) }, column: splitBy, as: format)
            })
    }

    /// Each value of `column` over the whole's days, in the whole's currency, language, spellings
    /// and colours, biggest first.
    private func parts(by column: String, of whole: PeriodSales) throws -> [PeriodReport.Part] {
        var days = query
        days.period = whole.period
        let parts = try (whole.reading.columnSightings.last?.held ?? []).map { value in
            (
                value,
                try PeriodSales.read(
                    inputs.keeping(column, value), query: days, chart: whole.chart, menu: menu, comparing: false,
                    look: whole.look)
            )
        }.sorted {
            $0.1.total.total != $1.1.total.total ? $0.1.total.total > $1.1.total.total : JuiceNames.precedes($0.0, $1.0)
        }
        return try parts.map { value, sales in
            PeriodReport.Part(value: value, report: try PeriodReport(sales, menu: menu))
        }
    }
}
