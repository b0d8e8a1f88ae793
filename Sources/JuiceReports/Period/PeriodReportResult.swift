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
    /// `report.pdf (PDF, 3 pages, 2026-11-01 – 2026-11-30)`.
    public var written: String
    public var notes: [String]
}
