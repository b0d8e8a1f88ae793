import JuiceCore

/// What a daily report wrote and found.
public struct DailyReportResult: Sendable {
    /// The totals over the report's period, which it carries as its `period`.
    public var total: SalesSummary
    /// The days the report covers.
    public var period: ReportPeriod
    /// Days that got a chart (days with sales).
    public var charts: Int
    public var reading: OrderReadReport
    /// The page and charts written: `out/index.html and 30 charts (30 days, 2026-11-01 – 2026-11-30)`.
    public var written: String
    /// The period's totals table (`--summary`), for standard output.
    public var table: String?
    public var notes: [String]
}
