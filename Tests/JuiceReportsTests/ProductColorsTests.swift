import JuiceCore
import PieRender
import SeededRandom
import Testing
@testable import JuiceReports

/// One colour per product, from the menu, the name's colour word or the safe palette, chosen
/// over the data set's products and never by rank.
struct ProductColorsTests {
    private let menu = Menu.standard

    private func colors(_ products: [JuiceIdentity]) -> ProductColors {
        ProductColors(products: products, menu: menu)
    }

    @Test func menuJuicesKeepTheirColour() {
        let colors = colors(Menu.standard.juices.map { .menu($0.id) })
        #expect(colors.color(for: .menu("strawberry")) == ProductColor(RGBColor(hex: 0xD62839), source: .menu))
        #expect(colors.color(for: .menu("kiwi")).color == RGBColor(hex: 0x5C9E31))
        #expect(colors.color(for: .menu("banana")).color == RGBColor(hex: 0xF7D64A))
        #expect(colors.color(for: .menu("mango")).color == RGBColor(hex: 0xF58A1F))
    }

    @Test func fruitTakesTheColourOfItsOwnJuiceAndOtherIsGrey() {
        #expect(
            colors([.fruit(.strawberry)]).color(for: .fruit(.strawberry))
                == ProductColor(RGBColor(hex: 0xD62839), source: .menu))
        #expect(colors([.other]).color(for: .other) == .other)
        #expect(ProductColor.other.source == .other)
    }

    @Test func everyMenuColourCarriesItsLabelAtAALevel() {
        for juice in Menu.standard.juices {
            let color = RGBColor(hex: juice.color ?? 0)
            let ratio = color.contrastRatio(with: color.readableTextColor)
            #expect(ratio >= 4.5, "\(juice.id) \(color): \(ratio)")
        }
    }

    @Test func menuColoursAreDistinct() {
        let colors = Menu.standard.juices.compactMap { $0.color.map(RGBColor.init(hex:)) }
        #expect(colors.count == Menu.standard.juices.count, "every built-in juice has its colour")
        for (i, a) in colors.enumerated() {
            for b in colors[(i + 1)...] {
                let distance =
                    abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                #expect(distance > 60, "\(a) and \(b) are too close")
            }
        }
    }

    @Test func theNameSaysTheColour() {
        let colors = colors([.offMenu("Orange Juice"), .offMenu("Matcha Latte"), .offMenu("아이스 아메리카노")])
        let orange = colors.color(for: .offMenu("Orange Juice"))
        #expect(orange.source == .name)
        #expect(
            orange.color == ColorWords.families.first { $0.name == "orange" }?.anchor,
            "Orange Juice is orange, never green")
        #expect(colors.color(for: .offMenu("Matcha Latte")).source == .name)
        #expect(
            colors.color(for: .offMenu("아이스 아메리카노")).color == ColorWords.families.first { $0.name == "coffee" }?.anchor)
    }

    @Test func membersOfAFamilyStepInLightness() {
        // The strawberry juice holds the family's red; two strawberry drinks take lighter and darker reds.
        let products: [JuiceIdentity] = [.menu("strawberry"), .offMenu("Strawberry Latte"), .offMenu("딸기우유")]
        let colors = colors(products)
        let all = products.map { colors.color(for: $0).color }
        #expect(colors.color(for: .offMenu("Strawberry Latte")).source == .name)
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] { #expect(a.difference(from: b) >= ProductColors.minimumDifference, "\(a) \(b)") }
        }
    }

    @Test func namesWithoutAColourWordTakeThePaletteByName() {
        let names = ["Croissant", "Baguette", "Scone", "Bagel", "Brioche", "Pretzel"]
        let colors = colors(names.map(JuiceIdentity.offMenu))
        let assigned = names.map { colors.color(for: .offMenu($0)) }
        #expect(assigned.allSatisfy { $0.source == .palette && SafePalette.base.contains($0.color) })
        #expect(Set(assigned.map(\.color)).count == names.count, "no colour twice")
        // Case and spaces do not make another product, nor another colour.
        #expect(colors.color(for: .offMenu("croissant ")) == colors.color(for: .offMenu("Croissant")))
        // Pinned, so a change of hash or palette, which would recolour every shop's charts, is noticed.
        #expect(
            ProductColors(products: [.offMenu("Croissant")], menu: menu).color(for: .offMenu("Croissant")).color
                .description == "#44AA99")
    }

    @Test func pastTheBasePaletteColoursStepInLightness() {
        let names = (1...20).map { "Item \($0)" }
        let colors = colors(names.map(JuiceIdentity.offMenu))
        #expect(Set(names.map { colors.color(for: .offMenu($0)).color }).count == 20)
    }

    @Test(.timeLimit(.minutes(1))) func fiftyThousandProductsAreColouredQuickly() {
        // A chart takes up to 100,000 names; comparing each with every colour taken was quadratic.
        let products = (0..<50_000).map { JuiceIdentity.offMenu($0 % 5 == 0 ? "Strawberry \($0)" : "Item \($0)") }
        let colors = colors(products)
        #expect(colors.color(for: .offMenu("Strawberry 0")).source == .name)
        #expect(colors.color(for: .offMenu("Item 1")).source == .palette)
    }

    @Test func addingAProductMovesFewColours() {
        // Linear probing: the newcomer takes a free slot; at most the products after it in name
        // order whose slot it took move, and with free slots left, most keep theirs.
        let names = ["Croissant", "Baguette", "Scone", "Bagel", "Brioche"]
        let before = colors(names.map(JuiceIdentity.offMenu))
        let after = colors((names + ["Pretzel"]).map(JuiceIdentity.offMenu))
        let moved = names.filter { before.color(for: .offMenu($0)) != after.color(for: .offMenu($0)) }
        #expect(moved.count <= 1, "\(moved)")
    }

    /// Property (fixed seed): up to twenty products of a café, a bakery and the juice menu all
    /// take colours at least `minimumDifference` apart, so any two can sit side by side.
    @Test func aDataSetsColoursStayApart() {
        var random = SplitMix64(seed: 2_027)
        let pool: [JuiceIdentity] =
            Menu.standard.juices.map { .menu($0.id) }
            + [
                "Orange Juice", "Matcha Latte", "Iced Americano", "딸기라떼", "Strawberry Smoothie", "Croissant", "Scone",
                "Bagel", "Lemonade",
                "芒果汁", "いちごミルク", "Kiwi Soda", "Banana Bread", "Hot Chocolate", "Espresso", "Caffè Latte",
                "Blueberry Muffin", "Grape Ade",
                "Coconut Water", "Watermelon Juice", "Item 7", "Item 8", "Item 9",
            ].map(JuiceIdentity.offMenu)
        for _ in 0..<300 {
            let products = Array(pool.shuffled(using: &random).prefix(Int.random(in: 2...20, using: &random)))
            let colors = colors(products)
            let assigned = products.map { (product: $0, color: colors.color(for: $0).color) }
            for (i, a) in assigned.enumerated() {
                for b in assigned[(i + 1)...] {
                    #expect(
                        a.color.difference(from: b.color) >= ProductColors.minimumDifference,
                        "\(a.product) \(a.color) and \(b.product) \(b.color)")
                }
            }
        }
    }

    /// Property (fixed seed): a product's colour on a day's chart is its colour over the whole
    /// data set, whichever other products sold that day and in whatever order of size.
    @Test func aColourDoesNotDependOnTheDayOrOnRank() throws {
        var random = SplitMix64(seed: 27)
        let pool: [JuiceIdentity] =
            Menu.standard.juices.map { .menu($0.id) }
            + [
                "Orange Juice", "Matcha Latte", "Iced Americano", "딸기라떼", "Croissant", "Scone", "Bagel", "Lemonade",
                "芒果汁",
                "いちごミルク", "Grapefruit Ade", "Item 7", "Item 8", "Item 9", "Custom Amount",
            ].map(JuiceIdentity.offMenu)
        for _ in 0..<200 {
            let products = pool.filter { _ in Bool.random(using: &random) }
            guard !products.isEmpty else { continue }
            let wholeSet = colors(products)
            let spec = try ChartSpecification()
            let total = SalesSummary(
                segments: products.map { Segment(juice: $0, value: Int64.random(in: 1...1_000, using: &random)) },
                totalUnits: 0, soldOrders: 0, excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil)
            let look = PeriodLook(total: total, specification: spec, menu: menu)
            let day = products.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let summary = SalesSummary(
                segments: day.map { Segment(juice: $0, value: Int64.random(in: 1...1_000, using: &random)) },
                totalUnits: 0, soldOrders: 0, excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil)
            let content = ChartContent(summary: summary, specification: spec, menu: menu, look: look)
            for segment in content.segments where segment.juice != .other {
                #expect(
                    segment.color == wholeSet.color(for: segment.juice).color,
                    "\(segment.name) on a day of \(day.count)")
            }
            // Ranked by another figure (revenue instead of units), the whole set colours alike.
            let reranked = SalesSummary(
                segments: products.reversed().map {
                    Segment(juice: $0, value: Int64.random(in: 1...1_000, using: &random))
                },
                totalUnits: 0, soldOrders: 0, excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil)
            for segment in ChartContent(summary: reranked, specification: spec, menu: menu).segments
            where segment.juice != .other {
                #expect(segment.color == wholeSet.color(for: segment.juice).color, "\(segment.name) reranked")
            }
        }
    }
}
