import Foundation
import JuiceCore

/// Prints a sales summary as an aligned table, JSON or CSV: product, units, share, revenue.
///
/// The name column is `product` (JSON: `products`, each with a `product`), whatever the shop
/// sells; 0.10 and earlier wrote `juice` (`juices`), which `--totals` still reads back in 0.11.
/// JSON's `currency` is null when no line read had a price: there is no revenue to name one for.
///
/// Shares are of the metric charted (units, or revenue for `--metric revenue`: the same figures
/// as the pie's), which the table's header says (`share of revenue`) and JSON's `shareOf`;
/// printed by `ShareRounding`'s rule, the chart's (so a juice reads the same in both, and they
/// need not add up to 100); revenue is empty (or `null`) for a juice with an unpriced sale,
/// whose revenue share counts it as 0.
/// A juice whose returns passed its sales is listed with its figure below 0 and no share (`–`,
/// `null`, empty), as it has no slice; the figures are net of returns, which the table's last line
/// and JSON's `returns` and `moneyRefunds` say.
public struct SummaryWriter: Sendable {
    /// Revenue is shown in it, with its decimals; JSON and CSV carry the plain figure.
    public let currency: Currency
    public let names: JuiceNames
    /// The shares' decimals, as `--precision` fixed them for the chart; nil lets the rule choose.
    public let precision: Int?

    public init(
        currency: Currency = ChartSpecification.defaultCurrency, names: JuiceNames = JuiceNames(),
        precision: Int? = nil
    ) {
        self.currency = currency
        self.names = names
        self.precision = precision
    }

    /// One named row per juice, the metric's figure descending, then name.
    private func namedTotals(of summary: SalesSummary) -> [(name: String, totals: JuiceTotals)] {
        summary.juiceTotals.map { (names.name(of: $0.juice), $0) }.sorted { a, b in
            let (va, vb) = (Self.measured(a.totals, summary.metric), Self.measured(b.totals, summary.metric))
            if va != vb { return va > vb }
            return a.totals.units != b.totals.units
                ? a.totals.units > b.totals.units : JuiceNames.precedes(a.name, b.name)
        }
    }

    /// A juice's figure in the metric: its units, or its revenue (0 when unknown).
    private static func measured(_ totals: JuiceTotals, _ metric: SalesMetric) -> Int64 {
        metric == .revenue ? totals.revenue ?? 0 : totals.units
    }

    /// Each row's share of the metric: of the pie's figures, so a juice below 0 (no slice) counts
    /// as 0 here and shows no share (`shows`).
    private func shares(_ rows: [(name: String, totals: JuiceTotals)], _ summary: SalesSummary) -> ShareFigures {
        ShareRounding.shares(of: rows.map { max(0, Self.measured($0.totals, summary.metric)) }, precision: precision)
    }

    /// Whether a row shows a share: not a juice below 0, which has no slice.
    private static func shows(_ totals: JuiceTotals, _ metric: SalesMetric) -> Bool {
        measured(totals, metric) >= 0
    }

    /// Whether the units are unknown: revenue totals (a `--totals` file) come with none. (Orders
    /// whose returns bring the units to 0 know them: 0.)
    private static func unitsUnknown(_ summary: SalesSummary) -> Bool {
        summary.metric == .revenue && !summary.unitsKnown && !summary.juiceTotals.isEmpty
    }

    /// The share column's header: `share of units` or `share of revenue`.
    public func shareHeader(of summary: SalesSummary) -> String {
        "share of \(summary.metric == .revenue ? "revenue" : "units")"
    }

    /// One row per juice: name, units, share of the metric (`21%`, `20.6%`), revenue (`₩565,000`,
    /// or nil when unknown); and the total's share (`100%` at the rows' decimals, `–` without rows).
    public func rows(of summary: SalesSummary)
        -> (
            rows: [(juice: JuiceIdentity, name: String, units: String, share: String, revenue: String?)],
            totalShare: String
        )
    {
        let rows = namedTotals(of: summary)
        let shares = shares(rows, summary)
        return (
            zip(rows, shares.shares).map { row, share in
                (
                    row.totals.juice, row.name, Self.unitsUnknown(summary) ? "–" : row.totals.units.groupedDecimal,
                    Self.shows(row.totals, summary.metric) ? share.text : "–", row.totals.revenue.map(currency.format)
                )
            }, rows.isEmpty ? "–" : shares.totalText
        )
    }

    /// What the figures are net of, as a line under a table: `net of 1 return (1 unit and €1.20
    /// taken off)`; nil without returns or refunds of money only.
    public func returnsLine(of summary: SalesSummary) -> String? {
        ChartNotes.netOf(summary.returns, currency: currency)
    }

    public func write(_ summary: SalesSummary, as format: SummaryFormat) -> String {
        if summary.metric == .value { return writeFigures(summary, as: format) }
        let rows = namedTotals(of: summary)
        let shares = shares(rows, summary)
        switch format {
        case .table: return table(summary, rows: rows, shares: shares)
        case .json: return json(summary, rows: rows, shares: shares)
        case .csv: return csv(summary, rows: rows, shares: shares)
        }
    }

    private func table(_ summary: SalesSummary, rows: [(name: String, totals: JuiceTotals)], shares: ShareFigures)
        -> String
    {
        var lines: [[String]] = [["product", "units", shareHeader(of: summary), "revenue"]]
        for (row, share) in zip(rows, shares.shares) {
            lines.append([
                row.name, Self.unitsUnknown(summary) ? "–" : row.totals.units.groupedDecimal,
                Self.shows(row.totals, summary.metric) ? share.text : "–",
                row.totals.revenue.map(currency.format) ?? "–",
            ])
        }
        lines.append([
            "total", Self.unitsUnknown(summary) ? "–" : summary.totalUnits.groupedDecimal,
            rows.isEmpty ? "–" : shares.totalText,
            summary.totalRevenue.map(currency.format) ?? "–",
        ])
        return Self.aligned(lines) + (returnsLine(of: summary).map { "\($0)\n" } ?? "")
    }

    /// Lines of cells in aligned columns: the first left-aligned, the rest right-aligned, and a
    /// rule above the last line (the total).
    static func aligned(_ lines: [[String]]) -> String {
        let widths = (0..<(lines.first?.count ?? 0)).map { column in
            lines.map { Self.displayWidth($0[column]) }.max() ?? 0
        }
        var text = ""
        for (index, line) in lines.enumerated() {
            if index == lines.count - 1 {
                text += String(repeating: "─", count: widths.reduce(0, +) + 2 * (widths.count - 1)) + "\n"
            }
            var cells: [String] = []
            for (column, cell) in line.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - Self.displayWidth(cell))
                cells.append(column == 0 ? cell + padding : padding + cell)
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        return text
    }

    private func json(_ summary: SalesSummary, rows: [(name: String, totals: JuiceTotals)], shares: ShareFigures)
        -> String
    {
        // Unknown values are written as null (`NullWhenAbsent`), so every document has the same keys.
        struct Row: Encodable {
            let product: String
            @NullWhenAbsent var units: Int64?
            /// Nil (null) for a product below 0, which has no slice.
            @NullWhenAbsent var share: Double?
            @NullWhenAbsent var revenue: Decimal?
        }
        /// What returns took off: how many lines, units and money (null when unknown).
        struct Returns: Encodable {
            let count: Int64
            let unitsTakenOff: Int64
            @NullWhenAbsent var revenueTakenOff: Decimal?
        }
        /// What refunds of money only took off.
        struct Refunds: Encodable {
            let count: Int64
            @NullWhenAbsent var revenueTakenOff: Decimal?
        }
        struct Document: Encodable {
            @NullWhenAbsent var period: String?
            @NullWhenAbsent var firstDay: String?
            @NullWhenAbsent var lastDay: String?
            let orders: Int
            @NullWhenAbsent var units: Int64?
            @NullWhenAbsent var revenue: Decimal?
            /// Nil (null) when no line had a price.
            @NullWhenAbsent var currency: String?
            let shareOf: String
            let products: [Row]
            let returns: Returns
            let moneyRefunds: Refunds
        }
        let document = Document(
            period: summary.period?.description, firstDay: summary.firstDay?.description,
            lastDay: summary.lastDay?.description,
            orders: summary.soldOrders, units: Self.unitsUnknown(summary) ? nil : summary.totalUnits,
            revenue: summary.totalRevenue.map(decimal),
            currency: Self.hasPrices(summary) ? currency.description : nil,
            shareOf: summary.metric == .revenue ? "revenue" : "units",
            products: zip(rows, shares.shares).map {
                Row(
                    product: $0.name, units: Self.unitsUnknown(summary) ? nil : $0.totals.units,
                    share: Self.shows($0.totals, summary.metric) ? $1.percent : nil,
                    revenue: $0.totals.revenue.map(decimal))
            },
            returns: Returns(
                count: summary.returns.returns, unitsTakenOff: summary.returns.returnedUnits,
                revenueTakenOff: summary.returns.returnedRevenue.map(decimal)),
            moneyRefunds: Refunds(
                count: summary.returns.refunds, revenueTakenOff: summary.returns.refundedRevenue.map(decimal)))
        return Self.jsonText(document)
    }

    /// Whether any line read had a price: without one there is no revenue, and no currency to name.
    static func hasPrices(_ summary: SalesSummary) -> Bool {
        summary.totalRevenue != nil || summary.juiceTotals.contains { $0.revenue != nil }
    }

    /// A summary document as pretty, key-sorted JSON text.
    static func jsonText(_ document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            // Strings, integers, decimals and finite shares always encode.
            preconditionFailure("a summary could not be encoded as JSON: \(error)")
        }
    }

    private func csv(_ summary: SalesSummary, rows: [(name: String, totals: JuiceTotals)], shares: ShareFigures)
        -> String
    {
        var text = "product,units,share,revenue\n"
        for (row, share) in zip(rows, shares.shares) {
            text +=
                [
                    Self.csvField(row.name), Self.unitsUnknown(summary) ? "" : String(row.totals.units),
                    Self.shows(row.totals, summary.metric) ? share.plain : "",
                    row.totals.revenue.map(currency.plain) ?? "",
                ].joined(separator: ",") + "\n"
        }
        return text
    }

    /// An amount at `Money.scale` as the exact decimal number JSON carries (`1234.5`, `565000`).
    func decimal(_ amount: Int64) -> Decimal {
        Decimal(string: currency.plain(amount), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(amount)
            / Decimal(Money.scale)
    }

    /// A CSV cell, quoted when it holds a comma, a quote or a line end.
    static func csvField(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// Columns a terminal gives the text: Hangul, CJK and full-width forms take two.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                0xFFE0...0xFFE6:
                width + 2
            default:
                width + 1
            }
        }
    }
}
