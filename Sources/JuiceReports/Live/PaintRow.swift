import PieGeometry
import PieRender

/// One thing the live page's script paints (`LivePagePie`, `LivePicture`), sent as a JSON array of
/// numbers and strings: an order of fields instead of keys keeps an 80-product update small.
struct PaintRow: Sendable, Encodable {
    enum Field: Sendable {
        case number(Double)
        case text(String)
    }

    let fields: [Field]

    init(_ fields: [Field]) {
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for field in fields {
            switch field {
            case .number(let value): try container.encode(value)
            case .text(let value): try container.encode(value)
            }
        }
    }

    /// A number as sent: a hundredth of a point is below any screen's pixel; angles keep a
    /// ten-thousandth of a degree so a sliver keeps two different angles.
    static func round(_ value: Double, _ places: Double = 100) -> Field {
        .number((value * places).rounded() / places)
    }

    /// A placed text as painted: `[x, y, width, height, font size, bold (0/1), align (l, c, r),
    /// colour, text, wrap width or 0]`, its box as laid out, its lines split at `\n`; font size and
    /// weight as `style` draws `placed`'s role on `canvas`.
    static func text(_ placed: PlacedText, _ color: RGBColor, style: ChartStyle, canvas: Size) -> PaintRow {
        let box = placed.box
        let align =
            switch placed.alignment {
            case .left: "l"
            case .center: "c"
            case .right: "r"
            }
        return PaintRow([
            round(box.minX), round(box.minY), round(box.size.width), round(box.size.height),
            round(style.fontSize(for: placed.role, canvas: canvas) * placed.fontScale),
            .number(style.isBold(placed.role) ? 1 : 0), .text(align), .text(color.description),
            .text(placed.text), round(placed.wrapWidth ?? 0),
        ])
    }

    /// A rectangle filled with `color`: `[x, y, width, height, colour]`.
    static func rect(_ rect: Rect, _ color: RGBColor) -> PaintRow {
        PaintRow([
            round(rect.minX), round(rect.minY), round(rect.size.width), round(rect.size.height),
            .text(color.description),
        ])
    }
}
