import Foundation
import Testing

/// Point-of-sale and web-shop exports through the binary: recognised, in their currency, filtered.
struct ExportCommandTests {
    private func export(_ name: String) -> String {
        CommandRunner.packageRoot.appendingPathComponent("samples/exports/\(name)").path
    }

    @Test func chartsASquareExportInDollarsAndCents() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                export("square-items.csv"), "--metric", "revenue", "--exclude", "Custom Amount, Merchandise",
                "--summary", "csv", "--names", "en", "--tz", "America/New_York", "-o", "pie.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // Shares of revenue, the metric charted, largest first: $1,115.38 of $1,132.56 is 98.5 %.
        #expect(
            result.standardOutput == """
                product,units,share,revenue
                Orange Juice,2,98.5,1115.38
                Matcha Latte,2,0.8,9.18
                Strawberry,1,0.7,8.00

                """)
        #expect(result.standardError.contains("note: read as a Square item sales detail export"))
        #expect(result.standardError.contains("note: left out 2 orders with nothing that --only/--exclude let through"))
        #expect(result.standardError.contains("wrote pie.png (PNG, 800×600 px, 3 products, $1,132.56)"))
    }

    @Test func showsTheCurrencyAskedForWithItsDecimals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                export("toast-item-selection-details.csv"), "--metric", "revenue", "--currency", "USD",
                "--summary", "json", "--tz", "America/New_York", "-o", "pie.svg",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"currency\" : \"USD\""))
        #expect(result.standardOutput.contains("\"revenue\" : 12.5"))
        let svg = try String(contentsOf: directory.appendingPathComponent("pie.svg"), encoding: .utf8)
        #expect(svg.contains("$12.50"))
    }

    /// A Shopify store selling in pounds and euros: three orders in GBP, two in EUR.
    private static let twoCurrencies = """
        Name,Financial Status,Currency,Created at,Lineitem quantity,Lineitem name,Lineitem price
        #1,paid,GBP,2025-12-07 19:08:25 +0000,2,Orange Juice,4.50
        #1,,,2025-12-07 19:08:25 +0000,1,Kiwi Juice,5.00
        #2,paid,EUR,2025-12-07 20:00:00 +0000,3,Orange Juice,5.20
        #3,paid,GBP,2025-12-08 09:00:00 +0000,1,Orange Juice,4.50
        #4,paid,EUR,2025-12-08 10:00:00 +0000,4,Kiwi Juice,6.00
        #5,paid,GBP,2025-12-08 11:00:00 +0000,2,Kiwi Juice,5.00

        """

    @Test func unitsOfOrdersInTwoCurrenciesCountEveryOrder() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Self.twoCurrencies.write(
            to: directory.appendingPathComponent("orders.csv"), atomically: true, encoding: .utf8)
        let result = try InProcessRunner.run(
            ["orders.csv", "--names", "en", "--summary", "csv", "-o", "pie.png"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains("wrote pie.png (PNG, 800×600 px, 2 products, 13 units)"),
            "\(result.standardError)")
        // Pounds and euros add up to no one figure: the table leaves revenue out and says why.
        #expect(result.standardOutput == "product,units,share,revenue\nKiwi,7,54,\nOrange Juice,6,46,\n")
        #expect(
            result.standardError.contains(
                "note: revenue is left out: the orders are in 2 currencies (GBP: 3 orders, EUR: 2 orders); "
                    + "chart one with --metric revenue --currency GBP"), "\(result.standardError)")
        let daily = try InProcessRunner.run(
            ["daily", "orders.csv", "--names", "en", "--tz", "UTC", "--out-dir", "days"], in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        let page = try String(contentsOf: directory.appendingPathComponent("days/index.html"), encoding: .utf8)
        #expect(!page.contains("£") && !page.contains("€"))
    }

    @Test func revenueOfOrdersInTwoCurrenciesNamesEveryCurrencyFound() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Self.twoCurrencies.write(
            to: directory.appendingPathComponent("orders.csv"), atomically: true, encoding: .utf8)
        let result = try InProcessRunner.run(["orders.csv", "--metric", "revenue", "-o", "pie.png"], in: directory)
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: orders.csv: the orders are in 2 currencies (GBP: 3 orders, EUR: 2 orders), "
                + "and revenue adds up one at a time: give --currency GBP or --currency EUR, or chart --metric units\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
    }

    @Test func revenueInTheCurrencyAskedForLeavesTheOthersOutWithANote() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Self.twoCurrencies.write(
            to: directory.appendingPathComponent("orders.csv"), atomically: true, encoding: .utf8)
        let result = try InProcessRunner.run(
            [
                "orders.csv", "--metric", "revenue", "--currency", "EUR", "--names", "en",
                "--summary", "csv", "-o", "pie.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // 3 × €5.20 and 4 × €6.00; the pounds are left out.
        #expect(
            result.standardOutput == """
                product,units,share,revenue
                Kiwi,4,61,24.00
                Orange Juice,3,39,15.60

                """)
        #expect(
            result.standardError.contains("note: left out 3 orders in other currencies than EUR (GBP: 3)"),
            "\(result.standardError)")
        #expect(result.standardError.contains("€39.60"), "\(result.standardError)")
    }

    @Test func oneOrderInTwoCurrenciesIsRefused() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let table = Self.twoCurrencies.replacingOccurrences(
            of: "#1,,,2025-12-07 19:08:25 +0000,1,Kiwi Juice,5.00",
            with: "#1,,,2025-12-07 19:08:25 +0000,1,Kiwi Juice,€5.00")
        try table.write(to: directory.appendingPathComponent("orders.csv"), atomically: true, encoding: .utf8)
        let result = try InProcessRunner.run(
            ["orders.csv", "--metric", "revenue", "--currency", "GBP", "-o", "pie.png"], in: directory)
        #expect(result.status == 67)
        #expect(
            result.standardError
                == "juice-report: orders.csv:3:1: order 1 (id \"#1\"): \"currency\" is EUR, but the order's other amounts are in GBP\n",
            "\(result.standardError)")
    }

    @Test func theLayoutDocumentGivesRevenueInTheCurrencysUnits() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                export("square-items.csv"), "--metric", "revenue", "--tz", "America/New_York",
                "--layout-json", "layout.json", "-o", "pie.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let layout = try String(contentsOf: directory.appendingPathComponent("layout.json"), encoding: .utf8)
        #expect(layout.contains("\"value\" : 1115.38"))
        #expect(layout.contains("\"value\" : 9.18"))
    }

    @Test func dailyReportKeepsTheCents() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [
                "daily", export("square-items.csv"), "--metric", "revenue", "--tz", "America/New_York",
                "--out-dir", "days",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let page = try String(contentsOf: directory.appendingPathComponent("days/index.html"), encoding: .utf8)
        #expect(page.contains("$1,115.38"))
        #expect(page.contains("$1,141.56"))
    }

    @Test func ambiguousDatesAskForTheDateOrder() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("Item,When\nkiwi,3/11/26 9:00\n".utf8).write(to: directory.appendingPathComponent("a.csv"))
        let refused = try InProcessRunner.run(
            ["a.csv", "--column", "juice=Item", "--column", "orderedAt=When", "-o", "pie.png"], in: directory)
        #expect(refused.status == 67)
        #expect(refused.standardError.contains("give --date-order dmy or --date-order mdy"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pie.png").path))
        let read = try InProcessRunner.run(
            [
                "a.csv", "--column", "juice=Item", "--column", "orderedAt=When", "--date-order", "dmy",
                "--month", "2026-11", "--tz", "Asia/Seoul", "-o", "pie.png",
            ], in: directory)
        #expect(read.status == 0, "\(read.standardError)")
    }

    @Test func anUnknownInputFormatNamesTheChoices() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try InProcessRunner.run(
            [export("square-items.csv"), "--input-format", "clover", "-o", "pie.png"], in: directory)
        #expect(result.status == 64)
        #expect(result.standardError.contains("square"))
        #expect(result.standardError.contains("woocommerce-products"))
    }
}
