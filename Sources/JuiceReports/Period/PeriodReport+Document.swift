import PieGeometry
import PieRender

extension PeriodReport {
    /// The report as pages: title, totals, pie and table first; then the trend and the change
    /// against the previous period; then the days as small pies and the days without sales.
    func document(paper: ReportPaper) -> ReportDocument {
        var blocks: [ReportBlock] = [.title(title), .paragraph(headline), .pie(pie.chart), .table(juiceTable)]
        if let returnsLine { blocks.append(.paragraph(returnsLine, secondary: true)) }
        blocks += [.heading(TrendContent.title(sales)), .trend(trend)]
        if let change {
            blocks.append(.heading(changeHeading))
            if change.hadSales {
                blocks += [.paragraph("\(change.previousPeriod) compared with \(sales.period)", secondary: true), .table(changeTable(change))]
            } else {
                blocks.append(.paragraph(change.noSalesBefore, secondary: true))
            }
        }
        blocks += [.pageBreak, .heading("Day by day")]
        if !smallPies.isEmpty { blocks.append(.smallMultiples(SmallMultiples(pies: smallPies, columns: 6))) }
        if let noSales { blocks.append(.paragraph(noSales, secondary: true)) }
        return ReportDocument(title: title, pageSize: paper.size, creationDate: created, creator: "juice-report",
                              footer: title, blocks: blocks)
    }

    private var juiceTable: ReportTable {
        ReportTable(header: tableHeader, alignRight: [false, true, true, true],
                    rows: rows.map { ReportTable.Row(cells: [$0.name, $0.units, $0.revenue, $0.share], swatch: $0.color) }
                        + [ReportTable.Row(cells: [totalRow.name, totalRow.units, totalRow.revenue, totalRow.share], bold: true)])
    }

    private func changeTable(_ change: PeriodChange) -> ReportTable {
        ReportTable(header: ["juice", "before", "this period", "change", "%"], alignRight: [false, true, true, true, true],
                    rows: change.rows.enumerated().map { index, row in
                        ReportTable.Row(cells: [row.name, row.previous, row.current, row.change, row.percent], bold: index == change.rows.count - 1)
                    })
    }
}
