import JuiceCore

/// What a period report wrote and found.
public struct PeriodReportResult: Sendable {
    /// The totals over the report's period, which it carries as its `period`.
    public var total: SalesSummary
    public var period: ReportPeriod
    /// Pages of the PDF written or attached; nil for an HTML page.
    public var pages: Int?
    /// Days of the period with sales.
    public var daysWithSales: Int
    public var reading: OrderReadReport
    /// `report.pdf (PDF, 3 pages, 2026-11-01 – 2026-11-30)`; nil when `skipEmpty` skipped an empty period.
    public var written: String?
    /// `owner@example.com through smtp://mail.example:587`, when the mail was sent.
    public var sent: String?
    public var notes: [String]
    /// The period's totals table as the report shows it (`--summary`), for standard output.
    public var table: String? = nil
}
