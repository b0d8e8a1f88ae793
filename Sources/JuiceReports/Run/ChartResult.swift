import JuiceCore
import PieRender

/// What a chart run made: the figures, the file written, the table asked for, and notes.
public struct ChartResult: Sendable {
    /// What was counted.
    public var sales: SalesSummary
    /// How the orders were read (nothing for totals).
    public var reading: OrderReadReport
    /// The chart written, described as `pie.png (PNG, 800×600 px, 7 juices, 549 units)`; nil without `-o`.
    public var written: String?
    /// The totals table (`--summary`), for standard output.
    public var table: String?
    /// Things the user should know: no sales, labels that went to the legend, juices without a recipe.
    public var notes: [String]
    /// The values of the `--split-by` column, biggest part first; empty when the chart is not split.
    public var partValues: [String] = []
    /// The chart's bytes, for an output kept in memory (`ChartOutput.inMemory`); nil otherwise.
    public var chart: [UInt8]?
}
