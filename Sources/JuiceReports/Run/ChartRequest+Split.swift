import Foundation
import JuiceCore
import PieGeometry
import PieRender

extension ChartRequest {
    /// The chart split by a column's values (`--split-by store`): the whole read once, noting the
    /// column's values, then each value's lines (`--where COLUMN=VALUE`), biggest first, each
    /// product in the same spelling and colour in every part. The parts are drawn as small multiples in
    /// one image of the size asked, or one file each when the output's path holds `{value}`.
    ///
    /// Every input is read once more per value: reading is fast next to drawing, and a value's
    /// figures are then exactly those `--where` gives for it.
    func runSplit(by column: String) throws -> ChartResult {
        guard case .orders(let orders) = source else {
            throw RequestError("--split-by reads a column of the orders; a --totals file has none.")
        }
        var whole = self
        whole.splitBy = nil
        whole.source = .orders(orders.observing(column))
        let (settled, total, reading, records) = try whole.read()
        let values = reading.columnSightings.last?.held ?? []
        guard !values.isEmpty else {
            throw FilterMatchError(
                values: ["(any)"], inputs: inputs.displayName, products: [], categories: [], productCount: 0,
                column: column)
        }
        var parts: [(value: String, sales: SalesSummary)] = []
        for value in values {
            var part = whole
            part.source = .orders(orders.keeping(column, value))
            parts.append((value, try part.read().sales))
        }
        parts.sort {
            $0.sales.total != $1.sales.total ? $0.sales.total > $1.sales.total : JuiceNames.precedes($0.value, $1.value)
        }

        let writer = settled.writer(for: total)
        let chartNotes = ChartNotes(inputs: inputs.displayName, records: records, names: writer.names)
        var notes =
            reading.readingNotes + chartNotes.about(total, currency: settled.chart.shownCurrency)
            + reading.currencyNote(shownIn: settled.chart.shownCurrency, metric: total.metric)
        let unsplit = total.total - parts.reduce(0) { $0 + $1.sales.total }
        if unsplit != 0 {
            let format = ValueFormat(
                metric: total.metric, grouping: total.grouping, currency: settled.chart.shownCurrency)
            notes.append("\(format.total(unsplit)) of lines with no \"\(column)\" are in the whole only, in no part")
        }
        var result = ChartResult(
            sales: total, reading: reading, written: nil,
            table: summary.map { writer.write(parts: parts, column: column, as: $0) }, notes: notes)
        result.partValues = parts.map(\.value)
        guard let output else { return result }
        let grid = !output.path.contains("{value}")
        let drawn =
            grid ? try settled.writeGrid(parts, of: total, to: output) : try settled.writeEach(parts, to: output)
        result.written = drawn.written
        if output.isInMemory { result.chart = drawn.file }
        result.notes += chartNotes.splitFolding(of: drawn.parts, reading: reading, grid: grid)
        return result
    }

    /// What a split chart wrote, each part's content as drawn (folded as far as its canvas needed),
    /// and the one file of a grid (nil for a file each).
    private typealias Drawn = (written: String, parts: [(value: String, content: ChartContent)], file: [UInt8]?)

    /// One file per value, the output's `{value}` replaced by the value made a safe file name.
    private func writeEach(_ parts: [(value: String, sales: SalesSummary)], to output: ChartOutput) throws -> Drawn {
        var paths: [String: String] = [:]
        for part in parts {
            let stem = SafeFileName.stem(part.value, asciiOnly: false) ?? "value"
            let path = output.path.replacingOccurrences(of: "{value}", with: stem)
            if let other = paths.values.first(where: { paths[$0] == path })
                ?? paths.first(where: { $0.value == path })?.key
            {
                throw RequestError(
                    "--split-by: \"\(other)\" and \"\(part.value)\" would both be written to \(path); "
                        + "the output's {value} keeps only letters and digits of a value")
            }
            paths[part.value] = path
            try inputs.refuseToOverwrite(path)
        }
        // Every part is drawn before any file is written, so a part that cannot be drawn leaves no file behind.
        let drawn = try parts.map { part -> (content: ChartContent, file: [UInt8]) in
            var chart = self.chart
            // The title names the part after the shop and any --where filter.
            chart.scope = ([self.chart.scope, part.value] as [String?]).compactMap { $0 }.joined(
                separator: " \u{22C5} ")
            let drawn = try chart.draw(part.sales, menu: menu, as: [output.format])
            return (drawn.content, drawn.files[0])
        }
        for (part, drawn) in zip(parts, drawn) {
            try ChartOutput(path: paths[part.value] ?? output.path, format: output.format).write(drawn.file)
        }
        let written =
            "\(ChartNotes.count(parts.count, "chart")), one per value: "
            + parts.map { paths[$0.value] ?? "" }.joined(separator: ", ")
        return (written, zip(parts, drawn).map { ($0.value, $1.content) }, nil)
    }

    /// The parts as small multiples in one image of the size asked, under one title: the whole's
    /// (shop, filter, what is measured, days and total), or the one asked for.
    private func writeGrid(
        _ parts: [(value: String, sales: SalesSummary)], of total: SalesSummary, to output: ChartOutput
    ) throws -> Drawn {
        if !output.isInMemory { try inputs.refuseToOverwrite(output.path) }
        let title =
            chart.title
            ?? ChartTitle(
                for: total, currency: chart.shownCurrency, language: chart.language ?? .korean, shop: chart.shop,
                groupedBy: chart.groupedBy, scope: chart.scope
            ).text
        let grid = PieGridLayout(
            count: parts.count, canvas: chart.canvas, title: title.isEmpty ? nil : title,
            measuring: try PangoMeasurer(style: ChartStyle(theme: chart.theme), canvas: chart.canvas))
        let cell = grid.cell
        guard cell.width >= Self.smallestCell.width, cell.height >= Self.smallestCell.height else {
            throw RequestError(
                "--split-by: \(parts.count) pies do not fit in "
                    + "\(Int(chart.canvas.width))×\(Int(chart.canvas.height)) points "
                    + "(each needs \(Int(Self.smallestCell.width))×\(Int(Self.smallestCell.height))); "
                    + "give a larger --width and --height, "
                    + "or one file per value with {value} in the output's name")
        }
        let format = ValueFormat(
            metric: parts[0].sales.metric, grouping: parts[0].sales.grouping, currency: chart.shownCurrency)
        let cells = try parts.map { part throws(RenderError) in
            var spec = chart
            spec.canvas = cell
            spec.title = "\(part.value) \u{22C5} \(format.total(part.sales.total))"
            return try spec.layOut(part.sales, menu: menu)
        }
        let created = parts.compactMap(\.sales.latestInstant).max() ?? Date(timeIntervalSince1970: 0)
        let options = RenderOptions(
            format: output.format, scale: chart.scale, creationDate: created, creator: "juice-report")
        let description = parts.map { "\($0.value): \(format.total($0.sales.total))" }.joined(separator: "\n")
        let file = try PieGridRenderer(style: ChartStyle(theme: chart.theme)).render(
            cells.map(\.drawing), grid: grid, options: options, title: title.isEmpty ? nil : title,
            description: description)
        try output.write(file)
        let written =
            "\(output.displayName) (\(output.format.rawValue.uppercased()), \(dimensions(output.format)), "
            + "\(ChartNotes.count(parts.count, "pie")), "
            + "\(format.total(parts.reduce(0) { $0 + $1.sales.total })))"
        return (written, zip(parts, cells).map { ($0.value, $1.content) }, file)
    }

    /// The smallest cell a part's pie is drawn in: a title, a pie and a few labels or a legend.
    static let smallestCell = Size(width: 200, height: 160)
}
