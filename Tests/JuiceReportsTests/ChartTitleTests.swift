import JuiceCore
import Testing
@testable import JuiceReports

/// The default titles say what is shown without assuming juice, in the chart's language, after the shop's name.
struct ChartTitleTests {
    private let february = ReportPeriod(first: CalendarDay("2017-02-01")!, last: CalendarDay("2017-02-28")!)!

    private func sales(
        _ juices: [JuiceIdentity], metric: SalesMetric = .units, grouping: SalesGrouping = .juice, total: Int64 = 3_906,
        period: ReportPeriod? = nil
    ) -> SalesSummary {
        SalesSummary(
            segments: juices.map { Segment(juice: $0, value: 1) }, metric: metric, grouping: grouping,
            totalUnits: total,
            total: total, soldOrders: 1, excludedOrders: 0, period: period ?? february, firstDay: nil, lastDay: nil,
            latestInstant: nil)
    }

    @Test func aBakerysChartSaysProductAndTheDaysAsAReaderWritesThem() {
        let bakery = sales([.offMenu("Bread"), .offMenu("Croissant")])
        #expect(
            ChartTitle(for: bakery, currency: .won, language: .english).text
                == "Units sold by product ⋅ 1–28 Feb 2017 ⋅ 3,906 units")
        #expect(
            ChartTitle(for: bakery, currency: .won, language: .korean).text == "제품별 판매 수량 ⋅ 2017년 2월 1일–28일 ⋅ 3,906개")
        #expect(ChartTitle(for: bakery, currency: .won, language: .japanese).text == "商品別の販売数 ⋅ 2017年2月1日～28日 ⋅ 3,906個")
        #expect(ChartTitle(for: bakery, currency: .won, language: .chinese).text == "各产品销量 ⋅ 2017年2月1日至28日 ⋅ 3,906件")
    }

    @Test func aJuiceMenuSaysJuiceOnlyWhenMostOfWhatIsChartedIsOnIt() {
        let juiceBar = sales([.menu("strawberry"), .menu("mango"), .offMenu("Custom Amount")])
        #expect(ChartTitle(for: juiceBar, currency: .won, language: .english).measured == "Units sold by juice")
        #expect(ChartTitle.ProductWord(of: juiceBar).header == "juice")
        let mostlyBakery = sales([.menu("strawberry"), .offMenu("Bread"), .offMenu("Bagel")])
        #expect(ChartTitle.ProductWord(of: mostlyBakery) == .product)
        #expect(ChartTitle.ProductWord(of: sales([])) == .product, "nothing charted assumes nothing")
    }

    @Test func theShopComesFirstAndTheSubjectReadsAsASentence() {
        let revenue = sales([.offMenu("Bread")], metric: .revenue, total: 1_285 * Money.scale / 100)
        let title = ChartTitle(
            for: revenue, currency: Currency(argument: "EUR"), language: .english, shop: "Sunrise Bakery")
        #expect(title.text == "Sunrise Bakery ⋅ Revenue by product ⋅ 1–28 Feb 2017 ⋅ €12.85")
        #expect(title.subject == "Sunrise Bakery: Revenue by product, 1–28 Feb 2017: €12.85")
        #expect(ChartTitle(for: revenue, currency: .won, language: .english, shop: "").shop == nil)
    }

    @Test func fruitSaysFruitInEveryLanguage() {
        let fruit = sales([.fruit(.mango)], grouping: .fruit, total: 2)
        #expect(
            NameLanguage.allCases.map { ChartTitle(for: fruit, currency: .won, language: $0).measured }
                == ["사용한 과일", "Fruit used", "使用した果物", "所用水果"])
        #expect(ChartTitle(for: fruit, currency: .won, language: .english).total == "2 fruits")
    }

    @Test func titlesAndShopsAreOneLine() throws {
        #expect(throws: RequestError.self) { try ChartSpecification(title: "Sales\nBcc: x@example.com") }
        #expect(throws: RequestError.self) { try ChartSpecification(shop: "Bakery\r") }
        #expect(try ChartSpecification(shop: "  Sunrise Bakery ").shop == "Sunrise Bakery")
        #expect(try ChartSpecification(shop: "   ").shop == nil)
    }
}
