extension PeriodReport {
    /// The report as plain text for a mail's text/plain alternative: the title, the totals, the
    /// table, the change against the previous period and the days without sales.
    var plainText: String {
        var text = "\(title)\n\(headline)\n\n"
        text += Self.aligned(
            [tableHeader] + rows.map { [$0.name, $0.units, $0.revenue, $0.share] }
                + [[totalRow.name, totalRow.units, totalRow.revenue, totalRow.share]])
        if let returnsLine { text += "\(returnsLine)\n" }
        if let change, !change.hadSales {
            text += "\n\(change.noSalesBefore)\n"
        } else if let change {
            text += "\n\(change.previousPeriod) compared with \(sales.period):\n\n"
            text += Self.aligned(
                [changeHeader]
                    + change.rows.map { [$0.name, $0.previous, $0.current, $0.change, $0.percent] })
        }
        if let noSales { text += "\n\(noSales)\n" }
        text += hoursPlainText
        for part in parts {
            text += "\n\(part.value)\n\(part.report.headline)\n\n"
            text += Self.aligned(
                [part.report.tableHeader] + part.report.rows.map { [$0.name, $0.units, $0.revenue, $0.share] }
                    + [
                        [
                            part.report.totalRow.name, part.report.totalRow.units, part.report.totalRow.revenue,
                            part.report.totalRow.share,
                        ]
                    ])
        }
        text += "\nThe trend and the period day by day are in the attached PDF.\n"
        return text
    }

    /// Columns padded to their widest cell as a terminal or a monospaced mail shows them (Hangul
    /// two columns wide); the first column left, the others right; a rule above the last row.
    static func aligned(_ lines: [[String]]) -> String {
        let columns = lines.first?.count ?? 0
        let widths = (0..<columns).map { column in lines.map { SummaryWriter.displayWidth($0[column]) }.max() ?? 0 }
        var text = ""
        for (index, line) in lines.enumerated() {
            if index == lines.count - 1, lines.count > 2 {
                text += String(repeating: "-", count: widths.reduce(0, +) + 2 * (columns - 1)) + "\n"
            }
            text +=
                line.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - SummaryWriter.displayWidth(cell))
                    return column == 0 ? cell + padding : padding + cell
                }.joined(separator: "  ") + "\n"
        }
        return text
    }
}
