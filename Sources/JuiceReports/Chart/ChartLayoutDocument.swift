import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// The computed layout of a chart as JSON (`--layout-json`), described by
/// samples/chart-layout.schema.json: where the pie, every slice, label, leader line and legend
/// row went, which juices were folded into "Other", and which came to 0 or less (`zeroValue`).
///
/// Coordinates are points from the canvas's top-left corner, y growing downwards; angles are
/// degrees clockwise from 3 o'clock, each slice running from `startAngle` to `endAngle`
/// (`startAngle < endAngle`, possibly below 0 or above 360 after `--start-angle`), given to a
/// millionth of a degree so a sliver keeps two different angles. Every text drawn is in it with
/// its box, font size (points) and colour, so a checker can compare the document with the image.
public struct ChartLayoutDocument: Encodable, Sendable {
    struct Box: Encodable {
        let x, y, width, height: Double
        init(_ rect: Rect) {
            (x, y, width, height) = (
                Self.round(rect.minX), Self.round(rect.minY), Self.round(rect.size.width), Self.round(rect.size.height)
            )
        }
        static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    struct Position: Encodable {
        let x, y: Double
        init(_ point: Point) { (x, y) = (Box.round(point.x), Box.round(point.y)) }
    }

    struct Label: Encodable {
        let text: String
        /// The lines the label is drawn on, top first: one, or the name on one or two lines and the figures.
        let lines: [String]
        let box: Box
        /// `full`, or `shortened` (the name cut so it reads unlike every other label; the legend has it whole).
        let form: String
        let fontSize: Double
        let color: String
    }

    /// A text as drawn: what it is for, its words, box, font size in points and colour.
    struct Text: Encodable {
        /// `title`, `footnote`, `center` (a donut's total, or the message of an empty chart),
        /// `legendName`, `legendValue` or `legendShare`.
        let role: String
        let text: String
        let box: Box
        let fontSize: Double
        let color: String

        init(_ role: String, _ placed: PlacedText, style: ChartStyle, canvas: Size, color: RGBColor) {
            self.role = role
            text = placed.text
            box = Box(placed.box)
            fontSize = Box.round(style.fontSize(for: placed.role, canvas: canvas) * placed.fontScale)
            self.color = color.description
        }
    }

    struct SliceEntry: Encodable {
        let juice: String
        let value: Decimal
        let share: String
        let startAngle: Double
        let endAngle: Double
        let color: String
        /// Where the colour came from: `menu`, `menuFile`, `name` (a colour word of the name),
        /// `palette` (the 48-colour palette, by name) or `other` (the folded slice's grey).
        let colorSource: String
        /// The colour the slice is filled with when it is not the product's `color`: one of the
        /// product's shades or halfway to one, drawn apart from a neighbour too alike (`SliceFills`);
        /// absent otherwise.
        let fill: String?
        /// `inside`, `outside`, or `legend` when only the legend names the slice.
        let placement: String
        let label: Label?
        /// Rim, elbow and end, for an outside label.
        let leader: [Position]?
    }

    struct LegendEntry: Encodable {
        let slice: Int
        let name: String
        /// The whole row: swatch, name, value and share.
        let box: Box
        let swatch: Box
        /// The name, value and share as drawn.
        let texts: [Text]
    }

    struct Legend: Encodable {
        let position: String
        let box: Box
        let entries: [LegendEntry]
    }

    /// A group of a grouped chart (`--group-by`): its arc of the inner ring, which spans the
    /// slices `firstSlice` to `lastSlice`, and its name when drawn inside.
    struct GroupEntry: Encodable {
        let name: String
        let value: Decimal
        let startAngle: Double
        let endAngle: Double
        let innerRadius: Double
        let outerRadius: Double
        let color: String
        let firstSlice: Int
        let lastSlice: Int
        let label: Text?
    }

    struct FoldedJuice: Encodable {
        let juice: String
        let value: Decimal
        /// Always `other`: drawn as part of the folded slice.
        let placement = "other"
    }

    /// A juice the input counted at a value of 0 or less (returns reaching its sales): no slice,
    /// no legend row, listed with its value so it is not lost.
    struct ZeroValueJuice: Encodable {
        let juice: String
        let value: Decimal
    }

    let canvas: [String: Double]
    /// Device pixels per point of the PNG (SVG and PDF are drawn at 1).
    let scale: Double
    /// `light`, `dark` or `transparent`.
    let theme: String
    /// The title, footnote and text in the middle, when drawn.
    let texts: [Text]
    let center: Position
    let radius: Double
    let holeRadius: Double
    /// The slices in drawing order.
    let slices: [SliceEntry]
    let legend: Legend?
    let folded: [FoldedJuice]
    let zeroValue: [ZeroValueJuice]
    /// The inner ring's groups, on a grouped chart only.
    let groups: [GroupEntry]?

    /// - Parameters:
    ///   - theme: the colours the chart was drawn in.
    ///   - scale: device pixels per point of a PNG.
    ///   - ring: the inner ring of a grouped chart, as laid out.
    public init(
        content: ChartContent, layout: PieLayout, theme: ChartTheme = .light, scale: Double = 1,
        ring: RingLayout? = nil
    ) {
        let style = ChartStyle(theme: theme)
        let colors = content.chart.sliceColors
        canvas = ["width": layout.canvas.width, "height": layout.canvas.height]
        self.scale = scale
        self.theme = theme.rawValue
        func text(_ role: String, _ placed: PlacedText, _ color: RGBColor) -> Text {
            Text(role, placed, style: style, canvas: layout.canvas, color: color)
        }
        texts = [
            layout.title.map { text("title", $0, style.titleColor) },
            layout.footnote.map { text("footnote", $0, style.secondaryTextColor) },
            layout.centerText.map {
                text("center", $0, layout.slices.isEmpty ? style.secondaryTextColor : style.textColor)
            },
        ]
        .compactMap { $0 }
        center = Position(layout.center)
        radius = Box.round(layout.radius)
        holeRadius = Box.round(layout.innerRadius)
        let degrees = 180 / Double.pi
        // Revenue is kept in ten-thousandths of the currency unit; the document gives the amount itself.
        let number = { (value: Int64) -> Decimal in
            content.valuesAreScaled ? Decimal(value) / Decimal(Money.scale) : Decimal(value)
        }
        let shares = content.chart.request.legend.map(\.share)
        slices = layout.slices.indices.map { index in
            let segment = content.segments[index]
            let label = layout.labels.first { $0.sliceIndex == index }
            return SliceEntry(
                juice: segment.name, value: number(segment.value),
                share: shares.indices.contains(index) ? shares[index] : "",
                startAngle: Self.angle(layout.slices[index].startAngle * degrees),
                endAngle: Self.angle(layout.slices[index].endAngle * degrees),
                color: segment.color.description, colorSource: segment.colorSource.rawValue,
                fill: colors.indices.contains(index) && colors[index] != segment.color
                    ? colors[index].description : nil,
                placement: label.map { $0.leader == nil ? "inside" : "outside" } ?? "legend",
                label: label.map { label in
                    // Inside, the label takes black or white, whichever reads on its slice;
                    // outside, the theme's text colour.
                    let color =
                        label.leader == nil && colors.indices.contains(index)
                        ? colors[index].readableTextColor : style.textColor
                    let placed = text("label", label.text, color)
                    return Label(
                        text: placed.text,
                        lines: placed.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                        box: placed.box, form: label.form.rawValue, fontSize: placed.fontSize, color: placed.color)
                },
                leader: label?.leader?.map(Position.init))
        }
        legend = layout.legend.map { legend in
            Legend(
                position: legend.position.rawValue, box: Box(legend.frame),
                entries: legend.entries.map {
                    LegendEntry(
                        slice: $0.index, name: $0.name.text, box: Box(PieLayout.union($0.boxes)),
                        swatch: Box($0.swatch),
                        texts: [
                            text("legendName", $0.name, style.textColor),
                            text("legendValue", $0.value, style.secondaryTextColor),
                            text("legendShare", $0.share, style.secondaryTextColor),
                        ])
                })
        }
        folded = content.folded.map { FoldedJuice(juice: $0.name, value: number($0.value)) }
        zeroValue = zip(content.zeroValueNames, content.zeroValues).map { ZeroValueJuice(juice: $0, value: number($1)) }
        groups = ring.flatMap { ring in
            content.chart.ring.map { groups in
                zip(ring.arcs, groups.names.indices).map { arc, index in
                    let range = groups.slices[index].clamped(to: content.segments.indices)
                    let color = groups.colors[index]
                    return GroupEntry(
                        name: groups.names[index], value: number(content.segments[range].reduce(0) { $0 + $1.value }),
                        startAngle: Self.angle(arc.slice.startAngle * degrees),
                        endAngle: Self.angle(arc.slice.endAngle * degrees),
                        innerRadius: Box.round(ring.innerRadius), outerRadius: Box.round(ring.outerRadius),
                        color: color.description, firstSlice: range.lowerBound, lastSlice: range.upperBound - 1,
                        label: arc.label.map { text("groupName", $0, color.readableTextColor) })
                }
            }
        }
    }

    /// Degrees to a millionth: rounding to hundredths gave a sliver equal start and end angles.
    static func angle(_ degrees: Double) -> Double { (degrees * 1_000_000).rounded() / 1_000_000 }

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
