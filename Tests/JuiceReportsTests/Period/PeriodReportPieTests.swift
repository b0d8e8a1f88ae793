import Foundation
import JuiceCore
import SeededRandom
import Testing

@testable import JuiceReports

/// The page's pie (`PeriodReport.pie`): of the pie with the page's radius floor and the pie the
/// labels choose, the one that names more slices of 3 % or more; the second is not laid out when
/// the first names as many as any folding can (`mostNoticeable`).
struct PeriodReportPieTests {
    /// A day of a catalogue of `products` with long names, some selling much more than others.
    private func sales(products: Int, seed: UInt64) throws -> PeriodSales {
        var random = SplitMix64(seed: seed)
        var history = SalesHistory(
            inputs: OrderInputs(paths: []), menu: .standard,
            query: SalesQuery(timeZone: TimeZone(identifier: "Asia/Seoul")!),
            chart: try ChartSpecification(language: .english))
        var lines = ""
        let skew = Int.random(in: 1...3, using: &random)
        for number in 0..<(products * 5) {
            var product = Int.random(in: 0..<products, using: &random)
            for _ in 1..<skew { product = min(product, Int.random(in: 0..<products, using: &random)) }
            let words = ["Ethiopia Yirgacheffe", "Oatmeal", "Scone", "Single Origin", "Chai", "Lg", "Rg", "Syrup"]
            let name = (0...(product % 4)).map { words[($0 * 3 + product) % words.count] }.joined(separator: " ")
            lines +=
                "{\"id\":\"O-\(number)\",\"orderedAt\":\"2026-11-02T12:00:00+09:00\",\"juice\":\"\(name) \(product)\","
                + "\"quantity\":\(Int.random(in: 1...4, using: &random)),\"unitPrice\":4500}\n"
        }
        try history.take(Array(lines.utf8), name: "orders.ndjson", format: .ndjson)
        let view = LiveView(period: ReportPeriod(day: CalendarDay(year: 2026, month: 11, day: 2)), metric: .units)
        return try history.sales(view).shown
    }

    /// Property, fixed seed: neither pie ever names more than `mostNoticeable` of the first's
    /// content, so skipping the second when the first reaches it never changes the page.
    @Test("no folding names more slices of 3 % or more than mostNoticeable says", arguments: 0..<12)
    func mostNoticeableBoundsBothPies(case index: Int) throws {
        var random = SplitMix64(seed: 3_800 + UInt64(index))
        let products = Int.random(in: 4...60, using: &random)
        let sales = try sales(products: products, seed: UInt64(index))
        let spec = PeriodReport.pieSpecification(sales.chart)
        let floored = try spec.layOut(sales.total, menu: .standard)
        var free = spec
        free.radiusFloor = 0
        let chosen = try free.layOut(sales.total, menu: .standard)
        let most = PeriodReport.mostNoticeable(floored.content)
        #expect(PeriodReport.namedNoticeable(floored.content, floored.layout) <= most, "\(products) products")
        #expect(PeriodReport.namedNoticeable(chosen.content, chosen.layout) <= most, "\(products) products")
        #expect(PeriodReport.mostNoticeable(chosen.content) == most, "\(products) products")
    }

    /// Property, fixed seed: laying both pies out at once (the live page's hint) gives the same pie
    /// and says the same of whether the second was needed; and the cases see both answers.
    @Test func layingBothOutAtOnceDrawsTheSamePie() throws {
        var needed = Set<Bool>()
        for (index, products) in [3, 5, 8, 12, 25, 40, 60].enumerated() {
            let sales = try sales(products: products, seed: 100 + UInt64(index))
            let spec = PeriodReport.pieSpecification(sales.chart)
            let inTurn = try PeriodReport.pie(sales.total, specification: spec, menu: .standard)
            let atOnce = try PeriodReport.pie(sales.total, specification: spec, menu: .standard, layingOutBoth: true)
            #expect(atOnce.laidOut.layout == inTurn.laidOut.layout, "\(products) products")
            #expect(atOnce.laidOut.content.segments == inTurn.laidOut.content.segments, "\(products) products")
            #expect(atOnce.neededBoth == inTurn.neededBoth, "\(products) products")
            needed.insert(inTurn.neededBoth)
        }
        #expect(needed == [true, false], "the cases saw pies that needed both layouts and pies that did not")
    }
}
