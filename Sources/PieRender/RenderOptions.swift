import Foundation
import PieGeometry

/// What to write a laid-out chart as; the canvas size is the chart's own (`PieChart.canvas`).
public struct RenderOptions: Sendable, Equatable {
    public var format: ChartFormat
    /// Device pixels per point for PNG (2 for HiDPI); SVG and PDF are vector and ignore it.
    public var scale: Double
    /// Written into PDF metadata instead of the current time, so the same input gives the same bytes.
    public var creationDate: Date
    /// The program named as the PDF's creator, if any.
    public var creator: String?

    public init(
        format: ChartFormat, scale: Double = 1, creationDate: Date = Date(timeIntervalSince1970: 0),
        creator: String? = nil
    ) {
        self.format = format
        self.scale = scale
        self.creationDate = creationDate
        self.creator = creator
    }

    /// The PNG's size in device pixels for a canvas in points.
    public func pixelSize(of canvas: Size) -> (width: Int, height: Int) {
        (Int((canvas.width * scale).rounded()), Int((canvas.height * scale).rounded()))
    }
}
