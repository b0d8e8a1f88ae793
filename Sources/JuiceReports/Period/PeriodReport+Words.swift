import JuiceCore
import PieRender

extension PeriodReport {
    /// What a period report writes above and in its table of products, worked out from the
    /// figures alone (no picture drawn): the report and the live page's updates
    /// (`SalesHistory.pageTable`) take them from here, so both say the same.
    struct Words: Sendable {
        let currency: Currency
        let names: JuiceNames
        let writer: SummaryWriter
        let language: NameLanguage
        let titleParts: ChartTitle
        let title: String
        let productHeader: String
        let headline: String
        let shareHeader: String
        let rows: [JuiceRow]
        let totalRow: JuiceRow

        init(_ sales: PeriodSales, menu: Menu) {
            let total = sales.total
            let spec = sales.chart
            currency = spec.shownCurrency
            names = spec.names(for: total, menu: menu)
            writer = SummaryWriter(currency: currency, names: names, precision: spec.precision)
            language = spec.language ?? names.language
            titleParts = ChartTitle(
                for: total, currency: currency, language: language, shop: spec.shop, groupedBy: spec.groupedBy,
                scope: spec.scope)
            title = spec.title ?? titleParts.text
            productHeader = spec.groupedBy ?? ChartTitle.ProductWord(of: total).header
            let sold = sales.days.filter { $0.sales != nil }.count
            headline = [
                total.totalRevenue.map(currency.format),
                "\(total.totalUnits.groupedDecimal) \(total.totalUnits == 1 ? "unit" : "units")",
                "\(Int64(total.soldOrders).groupedDecimal) \(total.soldOrders == 1 ? "order" : "orders")",
                "\(sold) of \(sales.days.count) \(sales.days.count == 1 ? "day" : "days") with sales",
            ]
            .compactMap { $0 }.joined(separator: " \u{22C5} ")
            shareHeader = writer.shareHeader(of: total)
            let table = writer.rows(of: total)
            rows = table.rows.map {
                JuiceRow(
                    name: $0.name, color: sales.look.color(for: $0.juice).color, units: $0.units,
                    revenue: $0.revenue ?? "–", share: $0.share)
            }
            totalRow = JuiceRow(
                name: "total", color: nil, units: total.totalUnits.groupedDecimal,
                revenue: total.totalRevenue.map(currency.format) ?? "–", share: table.totalShare)
        }
    }
}
