import ArgumentParser
import JuiceReports

/// How a pie is cut and labelled; declared only by the commands that draw pies (chart, daily,
/// report, serve), so that trend and hours, which draw none, neither list nor take them.
struct PieOptions: ParsableArguments {
    @Option(help: "What each slice label says: name, percent, value, name+percent, name+value or all.")
    var label: LabelContent = .namePercent

    @Option(
        help:
            """
            Decimals in the shares, 0 to 3. By default the fewest (up to 2) at which different figures read \
            differently; a share too small for them shows its own figure (0.04%).
            """
    )
    var precision: Int?

    @Option(
        help:
            """
            Where the legend goes: auto (right on wide charts, below on tall ones, \
            whichever leaves the pie more room), right, bottom, or none: no legend, and juices whose labels cannot \
            name them fold into Other.
            """
    )
    var legend: LegendPosition = .automatic

    @Option(help: "Keep the N best-selling juices and fold the rest into one slice, 기타 (Other).")
    var top: Int?

    @Option(help: "Fold every juice below this share into 기타 (Other), e.g. 2% or 2.5%.")
    var minShare: SharePercentage?

    @Option(
        help:
            """
            The order of the slices: value (most sold first), name, menu, or input (as the orders or --totals rows \
            first give them).
            """
    )
    var sort: SegmentOrder = .value

    @Option(
        parsing: .unconditional,
        help: "Where the first slice starts, in degrees clockwise from 3 o'clock; -90 starts at 12 o'clock.")
    var startAngle: Double = 0

    @Flag(help: "Lay the slices out counterclockwise.")
    var counterclockwise = false

    @Option(help: "Draw a ring with this hole size (0.1 to 0.9 of the radius) and the total in the middle.")
    var donut: Double?

    @Option(
        help:
            """
            Group the products by a column of a table: category (the category column, \
            found by its header such as Category or product_category, or named with --column category=HEADER) \
            or any header such as store_location. The groups are an inner ring, their products a ring around it in the \
            group's colours, and each group folds its own small products into its Other; \
            --top counts products within each group.
            """
    )
    var groupBy: String?

    /// Checks the ranges (the library's own checks) before any input is read.
    func validate() throws {
        _ = try usage {
            try ChartSpecification(
                labelContent: label, precision: precision, legendPosition: legend, top: top,
                minimumSharePercent: minShare?.percent, order: sort, startAngleDegrees: startAngle,
                clockwise: !counterclockwise, donut: donut)
        }
    }
}
