import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

/// The exports of real point-of-sale and web-shop systems (the shapes docs/inputs.md's "Exports
/// from point-of-sale and web shops" documents),
/// recognised by their header row and added up by each vendor's rules.
struct SalesExportTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../__Fixtures__/exports").standardizedFileURL

    private func read(
        _ file: String, metric: SalesMetric = .revenue, zone: String = "Asia/Seoul",
        configure: (inout OrderReadOptions) -> Void = { _ in }
    ) throws -> (SalesSummary, OrderReadReport) {
        let timeZone = TimeZone(identifier: zone)!
        var aggregator = SalesAggregator(query: try SalesQuery(timeZone: timeZone, metric: metric))
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: timeZone)
        configure(&options)
        let source = try FileByteSource(path: Self.directory.appendingPathComponent(file).path)
        let report = try OrderCSVReader(options: options).read(source, into: &aggregator)
        return (aggregator.summary(), report)
    }

    /// `name=revenue` in ten-thousandths, by revenue.
    private func revenue(_ summary: SalesSummary) -> [String] {
        zip(summary.segmentNames(.english), summary.segmentValues(.english)).map { "\($0)=\($1)" }
    }

    @Test func squareNetsRefundsMergesSpellingsAndReadsItsZoneColumn() throws {
        let (summary, report) = try read("square-items.csv")
        #expect(report.export == "Square item sales detail")
        #expect(report.currency?.code == "USD")
        #expect(report.moneyDecimals == 2)
        // Matcha Latte: 2 sold at $9.18 after a $1.82 discount, 1 as "matcha latte " at $5.50, then that one refunded (-$5.50).
        #expect(
            revenue(summary) == [
                "Orange Juice=11153800", "Matcha Latte=91800", "Strawberry=80000", "sticker=60000",
                "Custom Amount=30000",
            ])
        #expect(
            summary.unitsByName(.english) == [
                "sticker=3", "Matcha Latte=2", "Orange Juice=2", "Custom Amount=1", "Strawberry=1",
            ])
        // 23:40 in New York on 18 July is 19 July in Seoul; the times are read in the file's own zone.
        #expect(summary.firstDay?.description == "2026-07-19")
        #expect(summary.lastDay?.description == "2026-07-19")
        let (newYork, _) = try read("square-items.csv", zone: "America/New_York")
        #expect(newYork.firstDay?.description == "2026-07-18")
    }

    @Test func onlyAndExcludeTakeNamesOrCategories() throws {
        let (drinks, report) = try read("square-items.csv") {
            $0.filter = JuiceFilter(exclude: ["custom amount", "Merchandise"])
        }
        #expect(drinks.unitsByName(.english) == ["Matcha Latte=2", "Orange Juice=2", "Strawberry=1"])
        #expect(report.filteredOut == 2)
        let (coffee, _) = try read("square-items.csv") { $0.filter = JuiceFilter(only: ["Coffee", "딸기쥬스"]) }
        #expect(coffee.unitsByName(.english) == ["Matcha Latte=2", "Strawberry=1"])
    }

    @Test func shopifyLeavesOutCancelledAndRefundedOrdersAndTakesOffDiscounts() throws {
        let (summary, report) = try read("shopify-orders.csv")
        #expect(report.export == "Shopify orders")
        #expect(report.currency?.code == "GBP")
        #expect(summary.soldOrders == 2)
        #expect(summary.excludedOrders == 2)
        // Strawberry: £17.11 less a £2.00 line discount; the order's second row repeats its Name.
        #expect(revenue(summary) == ["Mango Kiwi=375000", "Orange Juice - 500ml=250000", "Strawberry=151100"])
        #expect(summary.firstDay?.description == "2025-12-08")  // 19:08 UTC is 04:08 the next day in Seoul
    }

    @Test func toastLeavesOutVoidedLinesAndGiftCards() throws {
        let (summary, report) = try read("toast-item-selection-details.csv", zone: "America/New_York")
        #expect(report.export == "Toast item selection details")
        #expect(report.currency == nil)
        #expect(revenue(summary) == ["Mango=65000", "Strawberry Banana=60000"])
        #expect(summary.firstDay?.description == "2026-10-08")
        #expect(summary.lastDay?.description == "2026-10-13")
    }

    @Test func loyverseSettlesDayFirstDatesFromTheDataAndLeavesOutCancelledReceipts() throws {
        let (summary, report) = try read("loyverse-receipts-by-item.csv")
        #expect(report.export == "Loyverse receipts by item")
        #expect(summary.excludedOrders == 1)
        #expect(revenue(summary) == ["텀블러=150000000", "Mango=50000000", "Strawberry=45000000"])
        #expect(summary.firstDay?.description == "2026-01-05")
        #expect(summary.lastDay?.description == "2026-01-14")
        #expect(throws: OrderHistoryError.self) {
            try read("loyverse-receipts-by-item.csv") { $0.dateOrder = .monthFirst }
        }
    }

    /// The same exports as spreadsheets save them again: Korean Excel's CP949 with CRLF, Excel's
    /// "Unicode Text" (UTF-16LE, tabs), and European Excel (semicolons, decimal commas).
    @Test(arguments: [
        ("loyverse-receipts-by-item-cp949.csv", "loyverse-receipts-by-item.csv"),
        ("loyverse-receipts-by-item-semicolon.csv", "loyverse-receipts-by-item.csv"),
        ("square-items-utf16.tsv", "square-items.csv"),
    ])
    func resavedExportsReadAsTheOriginal(resaved: String, original: String) throws {
        let (again, againReport) = try read(resaved)
        let (first, firstReport) = try read(original)
        #expect(again == first)
        #expect(againReport.export == firstReport.export)
        #expect(againReport.orders == firstReport.orders)
    }

    @Test func wooCommerceOrdersListTheirProductsInOneCell() throws {
        let (summary, report) = try read("woocommerce-orders.csv", metric: .units)
        #expect(report.export == "WooCommerce Analytics orders")
        #expect(summary.soldOrders == 3)
        #expect(summary.excludedOrders == 1)
        #expect(
            summary.unitsByName(.english) == ["Orange Juice=2", "Strawberry=2", "Juice, large=1", "Kiwi=1", "Mango=1"])
        // Net sales belong to the order: a product's revenue is known only when it was the order's only product.
        #expect(summary.juiceTotals.compactMap(\.revenue) == [95_000])
        #expect(
            ItemListCell.items(in: "2× A, 1× B, C, 3× D")?.map { "\($0.count)×\($0.name)" } == ["2×A", "1×B, C", "3×D"])
        #expect(ItemListCell.items(in: "Orange Juice") == nil)
        #expect(ItemListCell.items(in: "2× ") == nil)
    }

    @Test func wooCommerceOrdersRevenueSaysWhyAProductHasNone() throws {
        // Revenue per product of a two-product order is not in this export: the message says so,
        // rather than that a "unitPrice" is missing.
        #expect {
            _ = try read("woocommerce-orders.csv")
        } throws: { error in
            (error as? SalesAggregationError)?.description.hasSuffix(
                ": order 1 (id \"1041\"): the order lists 2 products under one \"Net sales\", so no product has a revenue of its own; "
                    + "chart units, or for revenue per product use an export with a row per product (WooCommerce: Analytics → Products)"
            ) == true
        }
        let (_, skipping) = try read("woocommerce-orders.csv") { $0.skipInvalid = true }
        #expect(skipping.skipped == 2)
        #expect(skipping.skippedExamples.allSatisfy { $0.contains("under one \"Net sales\"") })
    }

    @Test func wooCommerceProductsAreTotals() throws {
        let (summary, report) = try read("woocommerce-products.csv", metric: .units)
        #expect(report.export == "WooCommerce Analytics products")
        #expect(summary.unitsByName(.english) == ["Strawberry=120", "Kiwi=64", "Juice Gift Box=5"])
        #expect(summary.juiceTotals.compactMap(\.revenue).reduce(0, +) == 19_060_000)
    }

    @Test func aForcedExportNamesTheColumnsItLacks() {
        #expect(
            throws: OrderHistoryError.invalidCSV(
                source: Self.directory.appendingPathComponent("toast-item-selection-details.csv").path, line: 1,
                problem:
                    "this is not a Square item sales detail export: it has no \"Date\", \"Time\", \"Item\", \"Net Sales\", \"Transaction ID\" column"
            )
        ) {
            try read("toast-item-selection-details.csv") { $0.export = .square }
        }
    }

    @Test func ambiguousDatesStopAndNameTheFlag() {
        let text = "Item,When\nkiwi,3/11/26 9:00\nmango,4/11/26 9:00\n"
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: TimeZone(identifier: "Asia/Seoul")!)
        options.columns = try! ColumnMapping(["juice=Item", "orderedAt=When"])
        var aggregator = SalesAggregator()
        #expect(
            throws: OrderHistoryError.invalidRecord(
                source: "in.csv", position: SourcePosition(line: 2, column: 1),
                order: OrderReference(position: 1, id: nil), field: "When",
                problem:
                    "is \"3/11/26 9:00\", which names a different day read day-first or month-first; give --date-order dmy or --date-order mdy"
            )
        ) {
            try OrderCSVReader(options: options).read(
                MemoryByteSource(Array(text.utf8), name: "in.csv"), into: &aggregator)
        }
    }

    @Test func messagesNameTheColumnsAsTheFileDoes() {
        let text = "Date,Time,Item,Qty,Net Sales,Transaction ID\n2026-07-18,12:00:00,kiwi,1.0,$3.x0,T2\n"
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: .gmt)
        var aggregator = SalesAggregator()
        #expect(
            throws: OrderHistoryError.invalidRecord(
                source: "in.csv", position: SourcePosition(line: 2, column: 1),
                order: OrderReference(position: 1, id: "T2"), field: "Net Sales",
                problem: "must be an amount of money such as 8.00, $8.00, -1.82 or 4,500원; got \"$3.x0\"")
        ) {
            try OrderCSVReader(options: options).read(
                MemoryByteSource(Array(text.utf8), name: "in.csv"), into: &aggregator)
        }
    }

    /// Orders of one table may be in two currencies (issue 20): the reader counts them apart,
    /// and with a kept currency leaves the others out; refusing revenue across them is the
    /// request's (`ExportCommandTests`).
    @Test func twoCurrenciesInOneTableAreCountedApart() throws {
        let text = "juice,unitPrice\nkiwi,$3.00\nmango,£3.00\n"
        var aggregator = SalesAggregator()
        let report = try OrderCSVReader().read(MemoryByteSource(Array(text.utf8), name: "in.csv"), into: &aggregator)
        #expect(report.ordersByCurrency.map { "\($0.currency.code ?? "")=\($0.orders)" } == ["USD=1", "GBP=1"])
        #expect(aggregator.summary().totalUnits == 2)
        var options = OrderReadOptions()
        options.keptCurrency = "GBP"
        var pounds = SalesAggregator(query: SalesQuery(metric: .revenue))
        let kept = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "in.csv"), into: &pounds)
        #expect(kept.otherCurrencyOrders == 1)
        #expect(pounds.summary().total == 3 * Money.scale)
    }
}
