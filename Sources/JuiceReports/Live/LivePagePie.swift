import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// The live page's pie as data to paint (issue 38): the layout the report's page draws with Cairo
/// (`PeriodReport.pie`), as the slices' angles and fills, the texts with their boxes, the leaders
/// and the legend's swatches, which the page's script paints as SVG in place of the picture. An
/// update then costs the layout, not the drawing and the whole page again.
///
/// Compact on the wire, as arrays (80 products: about 15 KB):
/// - `slices`: `[start, end, fill, hover]`, angles in degrees clockwise from 3 o'clock;
/// - `ring`: a grouped chart's inner ring, `[start, end, inner radius, outer radius, colour]`;
/// - `texts`: `[x, y, width, height, font size, bold (0/1), align (l, c, r), colour, text, wrap width or 0]`,
///   the box as laid out, the text's lines split at `\n`;
/// - `leaders`: `[x, y, x, y, …]` from the rim to the label;
/// - `swatches`: `[x, y, width, height, colour]`.
public struct LivePagePie: Sendable, Encodable {
    let width, height: Double
    let background: String?
    /// The line drawn between slices, and its width at most.
    let outline: String
    let outlineWidth: Double
    let leader: String
    /// The slices' empty ring when nothing sold.
    let empty: String?
    let fonts: String
    let cx, cy, radius, hole: Double
    let slices: [PaintRow]
    let ring: [PaintRow]
    let texts: [PaintRow]
    let leaders: [PaintRow]
    let swatches: [PaintRow]
    /// The layout painted, for the page drawn next of the same figures (`SalesHistory.page`):
    /// not laid out twice.
    let laidOut: LaidOutChart

    private enum CodingKeys: String, CodingKey {
        case width, height, background, outline, outlineWidth, leader, empty, fonts, cx, cy, radius, hole
        case slices, ring, texts, leaders, swatches
    }

    /// - Parameters:
    ///   - laidOut: the page's pie, as `PeriodReport.pie` lays it out.
    ///   - hover: each slice's title when pointed at (`딸기쥬스: 113 units, 21%`).
    init(_ laidOut: LaidOutChart, theme: ChartTheme, hover: [String]) {
        self.laidOut = laidOut
        let style = ChartStyle(theme: theme)
        let layout = laidOut.layout
        let colors = laidOut.content.chart.sliceColors
        let degrees = 180 / Double.pi
        (width, height) = (layout.canvas.width, layout.canvas.height)
        background = style.background?.description
        outline = style.sliceOutline.description
        outlineWidth = style.sliceOutlineWidth
        leader = style.leaderColor.description
        empty = layout.slices.isEmpty ? style.emptyRingColor.description : nil
        fonts = style.fontFamilies
        let hundredths = { (value: Double) in (value * 100).rounded() / 100 }
        (cx, cy) = (hundredths(layout.center.x), hundredths(layout.center.y))
        (radius, hole) = (hundredths(layout.radius), hundredths(layout.innerRadius))
        slices = zip(layout.slices, colors).enumerated().map { index, sliceAndColor in
            let (slice, color) = sliceAndColor
            return PaintRow([
                PaintRow.round(slice.startAngle * degrees, 10_000), PaintRow.round(slice.endAngle * degrees, 10_000),
                .text(color.description), .text(hover.indices.contains(index) ? hover[index] : ""),
            ])
        }
        let ringColors = laidOut.drawing.ringColors
        ring =
            laidOut.ring.map { ring in
                zip(ring.arcs, ringColors).map { arc, color in
                    PaintRow([
                        PaintRow.round(arc.slice.startAngle * degrees, 10_000),
                        PaintRow.round(arc.slice.endAngle * degrees, 10_000),
                        PaintRow.round(ring.innerRadius), PaintRow.round(ring.outerRadius), .text(color.description),
                    ])
                }
            } ?? []
        func text(_ placed: PlacedText, _ color: RGBColor) -> PaintRow {
            PaintRow.text(placed, color, style: style, canvas: layout.canvas)
        }
        // The colours `PieChartRenderer.draw` gives each text.
        var texts: [PaintRow] = []
        if let title = layout.title { texts.append(text(title, style.titleColor)) }
        for label in layout.labels where colors.indices.contains(label.sliceIndex) {
            texts.append(
                text(label.text, label.leader == nil ? colors[label.sliceIndex].readableTextColor : style.textColor))
        }
        if let center = layout.centerText {
            texts.append(text(center, colors.isEmpty ? style.secondaryTextColor : style.textColor))
        }
        var swatches: [PaintRow] = []
        for entry in layout.legend?.entries ?? [] where colors.indices.contains(entry.index) {
            let swatch = entry.swatch
            swatches.append(PaintRow.rect(swatch, colors[entry.index]))
            texts.append(text(entry.name, style.textColor))
            texts.append(text(entry.value, style.secondaryTextColor))
            texts.append(text(entry.share, style.secondaryTextColor))
        }
        if let footnote = layout.footnote { texts.append(text(footnote, style.secondaryTextColor)) }
        for (arc, color) in zip(laidOut.ring?.arcs ?? [], ringColors) {
            if let label = arc.label { texts.append(text(label, color.readableTextColor)) }
        }
        self.texts = texts
        self.swatches = swatches
        leaders = layout.labels.compactMap { label in
            label.leader.map { PaintRow($0.flatMap { [PaintRow.round($0.x), PaintRow.round($0.y)] }) }
        }
    }
}
