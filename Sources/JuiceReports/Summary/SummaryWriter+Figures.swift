import Foundation
import JuiceCore

extension SummaryWriter {
    /// The summary of plain figures (`--metric value`): product, value and share of the total,
    /// largest first; a product listed with 0 shows 0 and a share of 0, one below 0 its figure and
    /// no share (`–`, `null`, empty), as it has no slice.
    ///
    /// Figures have no units and no revenue, so the columns are their own; `currency` is the
    /// symbol-less one that gives the figures' decimals.
    func writeFigures(_ summary: SalesSummary, as format: SummaryFormat) -> String {
        let figures =
            (summary.segments.map { (name: names.name(of: $0.juice), value: $0.value) }
            + summary.undrawn.map { (name: names.name(of: $0.juice), value: $0.value) })
            .sorted { $0.value != $1.value ? $0.value > $1.value : JuiceNames.precedes($0.name, $1.name) }
        let shares = ShareRounding.shares(of: figures.map { max(0, $0.value) }, precision: precision)
        let total = figures.reduce(Int64(0)) { $0 &+ $1.value }
        switch format {
        case .table:
            var lines: [[String]] = [["product", "value", "share of value"]]
            for (figure, share) in zip(figures, shares.shares) {
                lines.append([figure.name, currency.format(figure.value), figure.value < 0 ? "–" : share.text])
            }
            lines.append(["total", currency.format(total), figures.isEmpty ? "–" : shares.totalText])
            return Self.aligned(lines)
        case .csv:
            var text = "product,value,share\n"
            for (figure, share) in zip(figures, shares.shares) {
                text +=
                    [Self.csvField(figure.name), currency.plain(figure.value), figure.value < 0 ? "" : share.plain]
                    .joined(separator: ",") + "\n"
            }
            return text
        case .json:
            struct Row: Encodable {
                let product: String
                let value: Decimal
                @NullWhenAbsent var share: Double?  // null rather than absent
            }
            struct Document: Encodable {
                let value: Decimal
                let shareOf: String
                let products: [Row]
            }
            let document = Document(
                value: decimal(total), shareOf: "value",
                products: zip(figures, shares.shares).map {
                    Row(product: $0.name, value: decimal($0.value), share: $0.value < 0 ? nil : $1.percent)
                })
            return Self.jsonText(document)
        }
    }
}
