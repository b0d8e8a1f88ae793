import PieGeometry
import PieRender

extension PeriodReport {
    /// The report as pages: title, totals, pie and table first; then the trend and the change
    /// against the previous period; then the days as small pies and the days without sales.
    func document(paper: ReportPaper) -> ReportDocument {
        var blocks: [ReportBlock] = [.title(title), .paragraph(headline), .pie(pieDrawing), .table(juiceTable)]
        if let returnsLine { blocks.append(.paragraph(returnsLine, secondary: true)) }
        blocks += [.heading(TrendContent.title(sales)), .trend(trend)]
        if let change {
            blocks.append(.heading(changeHeading))
            if change.hadSales {
                blocks += [
                    .paragraph("\(change.previousPeriod) compared with \(sales.period)", secondary: true),
                    .table(changeTable(change)),
                ]
            } else {
                blocks.append(.paragraph(change.noSalesBefore, secondary: true))
            }
        }
        blocks += [.pageBreak, .heading(grid.weekly ? "Week by week" : "Day by day"), .table(grid.table)]
        if let noSales { blocks.append(.paragraph(noSales, secondary: true)) }
        blocks += hoursBlocks
        for part in parts {
            blocks += [
                .pageBreak, .title(part.value), .paragraph(part.report.headline), .pie(part.report.pieDrawing),
                .table(part.report.juiceTable),
                .heading(part.report.grid.weekly ? "Week by week" : "Day by day"), .table(part.report.grid.table),
            ]
        }
        return ReportDocument(
            title: title, pageSize: paper.size, creationDate: created, creator: "juice-report",
            author: shop, footer: title, blocks: blocks)
    }

    var juiceTable: ReportTable {
        ReportTable(
            header: tableHeader, alignRight: [false, true, true, true],
            rows: rows.map { ReportTable.Row(cells: [$0.name, $0.units, $0.revenue, $0.share], swatch: $0.color) }
                + [
                    ReportTable.Row(
                        cells: [totalRow.name, totalRow.units, totalRow.revenue, totalRow.share], bold: true)
                ])
    }

    private func changeTable(_ change: PeriodChange) -> ReportTable {
        ReportTable(
            header: changeHeader, alignRight: [false, true, true, true, true],
            rows: change.rows.enumerated().map { index, row in
                ReportTable.Row(
                    cells: [row.name, row.previous, row.current, row.change, row.percent],
                    bold: index == change.rows.count - 1)
            })
    }
}
