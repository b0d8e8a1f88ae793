import Foundation
import PieGeometry

/// How big to draw and what to write.
public struct RenderOptions: Sendable, Equatable {
    public var format: ChartFormat
    /// Canvas size in points; PNG pixels are points × `scale`.
    public var size: Size
    /// Device pixels per point for PNG (2 for HiDPI); SVG and PDF are vector and ignore it.
    public var scale: Double
    /// Written into PDF metadata instead of the current time, so the same input gives the same bytes.
    public var creationDate: Date

    public init(format: ChartFormat, size: Size = Size(width: 800, height: 600), scale: Double = 1,
                creationDate: Date = Date(timeIntervalSince1970: 0)) {
        self.format = format
        self.size = size
        self.scale = scale
        self.creationDate = creationDate
    }

    /// The PNG's size in device pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
