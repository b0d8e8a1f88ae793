import ArgumentParser
import JuiceCore
import PieGeometry
import PieRender

/// What the charts measure and how they look; shared by `chart` and `daily`.
struct ChartAppearanceOptions: ParsableArguments {
    @Option(help: "The chart width in points (PNG pixels at scale 1), 100 to 20000.")
    var width: Double = 800

    @Option(help: "The chart height in points (PNG pixels at scale 1), 100 to 20000.")
    var height: Double = 600

    @Option(help: "Device pixels per point for PNG output: 2 doubles the pixels, not the layout. From 0.25 to 8.")
    var scale: Double = 1

    @Option(help: "The language of juice names on the chart: ko (딸기쥬스) or en (Strawberry).")
    var names: NameLanguage = .korean

    @Option(help: "What each slice label says: name, percent, value, name+percent, name+value or all.")
    var label: LabelContent = .namePercent

    @Option(help: "Decimals in the shares, 0 to 3. By default the fewest at which no juice shows 0%.")
    var precision: Int?

    @Option(help: "Where the legend goes: auto (right on wide charts, below on tall ones), right, bottom or none.")
    var legend: LegendPosition = .automatic

    @Option(help: "Keep the N best-selling juices and fold the rest into one slice, 기타 (Other).")
    var top: Int?

    @Option(help: "Fold every juice below this share into 기타 (Other), e.g. 2% or 2.5%.")
    var minShare: SharePercentage?

    @Option(help: "The order of the slices: value (most sold first), name, or menu.")
    var sort: SegmentOrder = .value

    @Option(parsing: .unconditional, help: "Where the first slice starts, in degrees clockwise from 3 o'clock; -90 starts at 12 o'clock.")
    var startAngle: Double = 0

    @Flag(help: "Lay the slices out counterclockwise.")
    var counterclockwise = false

    @Option(help: "Draw a ring with this hole size (0.1 to 0.9 of the radius) and the total in the middle.")
    var donut: Double?

    @Option(help: "The colours: light, dark, or transparent (no background).")
    var theme: ChartTheme = .light

    @Option(help: "What the slices measure: units or revenue (quantity × unitPrice).")
    var metric: SalesMetric = .units

    @Option(help: "What a slice is: juice, or fruit (fruit used, through the menu's recipes).")
    var by: SalesGrouping = .juice

    @Option(help: "Put before revenue figures.")
    var currency: String = "₩"

    func validate() throws {
        guard (100...20_000).contains(width), (100...20_000).contains(height) else {
            throw ValidationError("--width and --height must be between 100 and 20000 points.")
        }
        guard (0.25...8).contains(scale) else {
            throw ValidationError("--scale must be between 0.25 and 8.")
        }
        if let precision, !(0...3).contains(precision) {
            throw ValidationError("--precision must be 0, 1, 2 or 3.")
        }
        if let top, top < 1 {
            throw ValidationError("--top must be at least 1.")
        }
        if let donut, !(0.1...0.9).contains(donut) {
            throw ValidationError("--donut must be between 0.1 and 0.9.")
        }
        guard startAngle.isFinite, abs(startAngle) <= 3600 else {
            throw ValidationError("--start-angle must be a number of degrees between -3600 and 3600.")
        }
        if by == .fruit && metric == .revenue {
            throw ValidationError("--by fruit counts fruit used; it cannot be combined with --metric revenue.")
        }
    }

    var size: Size { Size(width: width, height: height) }

    /// The chart options these flags ask for.
    func chartOptions(title: String?) -> PieChartOptions {
        var chart = PieChartOptions()
        chart.title = title
        chart.language = names
        chart.labelContent = label
        chart.precision = precision
        chart.order = sort
        chart.top = top
        chart.minimumShare = minShare?.fraction
        chart.startAngleDegrees = startAngle
        chart.clockwise = !counterclockwise
        chart.donutRatio = donut ?? 0
        chart.legendPosition = legend
        chart.currency = currency
        return chart
    }
}

extension ChartFormat: ExpressibleByArgument {}
extension NameLanguage: ExpressibleByArgument {}
extension LabelContent: ExpressibleByArgument {}
extension LegendPosition: ExpressibleByArgument {}
extension SegmentOrder: ExpressibleByArgument {}
extension ChartTheme: ExpressibleByArgument {}
extension SalesMetric: ExpressibleByArgument {}
extension SalesGrouping: ExpressibleByArgument {}
extension SummaryFormat: ExpressibleByArgument {}
