import ArgumentParser
import JuiceReports

/// The size of the chart a command writes; declared only by the commands whose charts take it
/// (chart, daily, trend, hours): a report lays out its page's charts itself, and serve takes the
/// size from each chart's URL (?width=, ?height=).
struct CanvasOptions: ParsableArguments {
    @Option(help: "The chart width in points (PNG pixels at scale 1), 320 to 20000.")
    var width: Double = 800

    @Option(help: "The chart height in points (PNG pixels at scale 1), 240 to 20000.")
    var height: Double = 600

    @Option(help: "Device pixels per point for PNG output: 2 doubles the pixels, not the layout. From 0.25 to 8.")
    var scale: Double = 1

    /// Checks the ranges (the library's own check) before any input is read.
    func validate() throws {
        _ = try usage { try ChartSpecification(width: width, height: height, scale: scale) }
    }
}
