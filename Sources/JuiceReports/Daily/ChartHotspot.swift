import Foundation
import PieGeometry

/// A slice of a day's chart as an area of the page's image map: pointing at it shows the juice,
/// its figure and share (the area's title), with no script.
public struct ChartHotspot: Sendable, Equatable {
    /// The slice's outline in chart points, as x, y pairs.
    public let polygon: [Point]
    /// `딸기쥬스: 113 units, 21%`.
    public let title: String

    public init(polygon: [Point], title: String) {
        self.polygon = polygon
        self.title = title
    }

    /// One hotspot per slice of `layout`, titled from the layout document's slices and the
    /// slices' values as the chart keeps them (`units` writes them: `113 units`, `$1,115.38`).
    ///
    /// Each outline follows the rim in steps of at most 5°, then the hole (or the centre) back.
    static func hotspots(_ document: ChartLayoutDocument, layout: PieLayout, values: [Int64], units: (Int64) -> String)
        -> [ChartHotspot]
    {
        zip(layout.slices, zip(document.slices, values)).map { slice, entryAndValue in
            let (entry, value) = entryAndValue
            let steps = max(2, Int((slice.sweep / (5 * Double.pi / 180)).rounded(.up)))
            let angles = (0...steps).map { slice.startAngle + slice.sweep * Double($0) / Double(steps) }
            var polygon = angles.map { layout.center.moved(by: layout.radius, toward: $0) }
            polygon +=
                layout.innerRadius > 0
                ? angles.reversed().map { layout.center.moved(by: layout.innerRadius, toward: $0) } : [layout.center]
            return ChartHotspot(polygon: polygon, title: "\(entry.juice): \(units(value)), \(entry.share)")
        }
    }
}
