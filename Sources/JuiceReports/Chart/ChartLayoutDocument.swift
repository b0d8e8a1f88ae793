import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// The computed layout of a chart as JSON (`--layout-json`), described by
/// samples/chart-layout.schema.json: where the pie, every slice, label, leader line and legend
/// row went, and which juices were folded into "Other".
///
/// Coordinates are points from the canvas's top-left corner, y growing downwards; angles are
/// degrees clockwise from 3 o'clock, each slice running from `startAngle` to `endAngle`
/// (`startAngle < endAngle`, possibly below 0 or above 360 after `--start-angle`).
public struct ChartLayoutDocument: Encodable, Sendable {
    struct Box: Encodable {
        let x, y, width, height: Double
        init(_ rect: Rect) { (x, y, width, height) = (Self.round(rect.minX), Self.round(rect.minY), Self.round(rect.size.width), Self.round(rect.size.height)) }
        static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    struct Position: Encodable {
        let x, y: Double
        init(_ point: Point) { (x, y) = (Box.round(point.x), Box.round(point.y)) }
    }

    struct Label: Encodable {
        let text: String
        let box: Box
        /// `full`, `compact` (the share alone; the legend names the slice) or `shortened`.
        let form: String
    }

    struct SliceEntry: Encodable {
        let juice: String
        let value: Decimal
        let share: String
        let startAngle: Double
        let endAngle: Double
        let color: String
        /// `inside`, `outside`, or `legend` when only the legend names the slice.
        let placement: String
        let label: Label?
        /// Rim, elbow and end, for an outside label.
        let leader: [Position]?
    }

    struct LegendEntry: Encodable {
        let slice: Int
        let name: String
        let box: Box
    }

    struct Legend: Encodable {
        let position: String
        let box: Box
        let entries: [LegendEntry]
    }

    struct FoldedJuice: Encodable {
        let juice: String
        let value: Decimal
        /// Always `other`: drawn as part of the folded slice.
        let placement = "other"
    }

    let canvas: [String: Double]
    let center: Position
    let radius: Double
    let holeRadius: Double
    /// The slices in drawing order.
    let slices: [SliceEntry]
    let legend: Legend?
    let folded: [FoldedJuice]

    public init(content: ChartContent, layout: PieLayout) {
        canvas = ["width": layout.canvas.width, "height": layout.canvas.height]
        center = Position(layout.center)
        radius = Box.round(layout.radius)
        holeRadius = Box.round(layout.innerRadius)
        let degrees = 180 / Double.pi
        // Revenue is kept in ten-thousandths of the currency unit; the document gives the amount itself.
        let number = { (value: Int64) -> Decimal in content.valuesAreMoney ? Decimal(value) / Decimal(Money.scale) : Decimal(value) }
        let shares = content.chart.request.legend.map(\.share)
        slices = layout.slices.indices.map { index in
            let segment = content.segments[index]
            let label = layout.labels.first { $0.sliceIndex == index }
            return SliceEntry(
                juice: segment.name, value: number(segment.value), share: shares.indices.contains(index) ? shares[index] : "",
                startAngle: Box.round(layout.slices[index].startAngle * degrees), endAngle: Box.round(layout.slices[index].endAngle * degrees),
                color: segment.color.description, placement: label.map { $0.leader == nil ? "inside" : "outside" } ?? "legend",
                label: label.map { Label(text: $0.text.text, box: Box($0.text.box), form: $0.form.rawValue) },
                leader: label?.leader?.map(Position.init))
        }
        legend = layout.legend.map { legend in
            Legend(position: legend.position.rawValue, box: Box(legend.frame), entries: legend.entries.map {
                LegendEntry(slice: $0.index, name: $0.name.text, box: Box(PieLayout.union($0.boxes)))
            })
        }
        folded = content.folded.map { FoldedJuice(juice: $0.name, value: number($0.value)) }
    }

    /// The document as UTF-8 JSON with sorted keys, the same bytes for the same chart.
    public func json() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(self)) + [0x0A]
        } catch {
            preconditionFailure("strings and finite numbers always encode: \(error)")
        }
    }
}
