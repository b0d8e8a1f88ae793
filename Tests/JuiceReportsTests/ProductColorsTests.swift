import JuiceCore
import PieRender
import SeededRandom
import Testing
@testable import JuiceReports

/// A product's colour is a function of the menu and its own name: from the menu, the name's
/// colour word or the palette, never from the other products, the values or the rank (issue 37).
struct ProductColorsTests {
    private let colors = ProductColors(menu: .standard)

    @Test func menuJuicesKeepTheirColour() {
        #expect(colors.color(for: .menu("strawberry")) == ProductColor(RGBColor(hex: 0xD62839), source: .menu))
        #expect(colors.color(for: .menu("kiwi")).color == RGBColor(hex: 0x5C9E31))
        #expect(colors.color(for: .menu("banana")).color == RGBColor(hex: 0xF7D64A))
        #expect(colors.color(for: .menu("mango")).color == RGBColor(hex: 0xF58A1F))
    }

    @Test func fruitTakesTheColourOfItsOwnJuiceAndOtherIsGrey() {
        #expect(colors.color(for: .fruit(.strawberry)) == ProductColor(RGBColor(hex: 0xD62839), source: .menu))
        #expect(colors.color(for: .other) == .other)
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

    private func family(_ name: String) -> [RGBColor] {
        ColorWords.families.first { $0.name == name }.map(ProductColors.steps(of:)) ?? []
    }

    @Test func theNameSaysTheColourFamily() {
        let orange = colors.color(for: .offMenu("Orange Juice"))
        #expect(orange.source == .name)
        #expect(family("orange").contains(orange.color), "Orange Juice is orange, never green: \(orange.color)")
        #expect(colors.color(for: .offMenu("Matcha Latte")).source == .name)
        #expect(family("matcha").contains(colors.color(for: .offMenu("Matcha Latte")).color))
        #expect(family("coffee").contains(colors.color(for: .offMenu("아이스 아메리카노")).color))
    }

    @Test func koreanStrawberryIsOfTheStrawberryFamily() {
        for name in ["딸기라떼", "딸기우유", "Strawberry Latte", "いちごミルク", "草莓奶昔"] {
            let color = colors.color(for: .offMenu(name))
            #expect(color.source == .name, "\(name)")
            #expect(family("strawberry").contains(color.color), "\(name): \(color.color)")
        }
    }

    @Test func theStepWithinAFamilyComesFromTheNamesHash() {
        // Pinned: the step is the name's, so a change of hash or steps, which would recolour every
        // shop's charts, is noticed.
        let steps = family("strawberry")
        let name = "딸기라떼"
        let expected = steps[Int(ProductColors.hash(ProductColors.key(.offMenu(name))) % UInt64(steps.count))]
        #expect(colors.color(for: .offMenu(name)).color == expected)
        // Different strawberry drinks spread over the family's steps.
        let drinks = (1...30).map { colors.color(for: .offMenu("Strawberry Drink \($0)")).color }
        #expect(Set(drinks).count == steps.count, "\(Set(drinks).count) of \(steps.count) steps used")
    }

    @Test func aColourWordBeatsThePalette() {
        // Without "Strawberry" in it, the same kind of name takes the palette.
        #expect(colors.color(for: .offMenu("Strawberry Scone")).source == .name)
        #expect(colors.color(for: .offMenu("Plain Scone")).source == .palette)
    }

    @Test func theMenuFilesColourBeatsTheColourWord() throws {
        let menu = try Menu.standard.adding([
            MenuEntry(name: "Strawberry Latte", color: 0x123456), MenuEntry(name: "Croissant", color: 0xABCDEF),
        ])
        let colors = ProductColors(menu: menu)
        #expect(
            colors.color(for: .menu("Strawberry Latte")) == ProductColor(RGBColor(hex: 0x123456), source: .menuFile))
        #expect(colors.color(for: .menu("Croissant")) == ProductColor(RGBColor(hex: 0xABCDEF), source: .menuFile))
        // An entry without a colour is coloured by its name, as if off the menu.
        let plain = ProductColors(menu: try Menu.standard.adding([MenuEntry(name: "Matcha Cake")]))
        #expect(family("matcha").contains(plain.color(for: .menu("Matcha Cake")).color))
    }

    @Test func namesWithoutAColourWordTakeThePaletteByName() {
        let names = ["Croissant", "Baguette", "Scone", "Bagel", "Brioche", "Pretzel"]
        let assigned = names.map { colors.color(for: .offMenu($0)) }
        #expect(assigned.allSatisfy { $0.source == .palette && SafePalette.colors.contains($0.color) })
        // Case and spaces do not make another product, nor another colour.
        #expect(colors.color(for: .offMenu("croissant ")) == colors.color(for: .offMenu("Croissant")))
        // Pinned, so a change of hash or palette, which would recolour every shop's charts, is noticed.
        #expect(colors.color(for: .offMenu("Croissant")).color.description == "#FEBBBC")
        #expect(colors.color(for: .offMenu("Bread")).color.description == "#C29A59")
    }

    @Test func fiftyThousandProductsAreColoured() {
        // A chart takes up to 100,000 names. How fast is bench/many-products.sh's to say: a time
        // limit here failed CI when the whole suite's load starved this test for a minute.
        let products = (0..<50_000).map { JuiceIdentity.offMenu($0 % 5 == 0 ? "Strawberry \($0)" : "Item \($0)") }
        let sources = products.map { colors.color(for: $0).source }
        #expect(sources[0] == .name)
        #expect(sources[1] == .palette)
    }

    /// A random catalogue of `count` products: menu juices, names with a colour word, plain names,
    /// in Latin, Hangul and Han script.
    static func catalogue(_ count: Int, using random: inout SplitMix64) -> [JuiceIdentity] {
        let words = [
            "Strawberry", "딸기", "Matcha", "Coffee", "Latte", "Mango", "Croissant", "Bagel", "Muffin", "Alfajores",
            "Scone", "Tart", "Brownie", "Juice", "Soda", "Tea", "빵", "케이크", "咖啡", "蛋糕", "Chai", "Mocha", "Cookie",
        ]
        let menu = Menu.standard.juices.map { JuiceIdentity.menu($0.id) }
        return (0..<count).map { index in
            if Int.random(in: 0..<10, using: &random) == 0, let juice = menu.randomElement(using: &random) {
                return juice
            }
            let first = words.randomElement(using: &random) ?? "Item"
            let second = words.randomElement(using: &random) ?? "Item"
            return .offMenu("\(first) \(second) \(index)")
        }
    }

    /// The colour each product's slice has on the chart of `products` (values at random).
    private func chartColors(_ products: [JuiceIdentity], using random: inout SplitMix64) throws -> [JuiceIdentity:
        RGBColor]
    {
        let summary = SalesSummary(
            segments: products.map { Segment(juice: $0, value: Int64.random(in: 1...1_000, using: &random)) },
            totalUnits: 0, soldOrders: 0, excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil)
        let content = ChartContent(summary: summary, specification: try ChartSpecification())
        return Dictionary(content.segments.map { ($0.juice, $0.color) }, uniquingKeysWith: { a, _ in a })
    }

    /// Property (fixed seed): a product's colour on its chart alone equals its colour among 80
    /// random others, and after 40 more products appear.
    @Test func aColourIsTheProductsAloneAmongOthersAndAfterNewOnes() throws {
        var random = SplitMix64(seed: 37)
        for _ in 0..<50 {
            let product = Self.catalogue(1, using: &random)[0]
            let others = Self.catalogue(80, using: &random).filter { $0 != product }
            let alone = try chartColors([product], using: &random)
            let among = try chartColors(others + [product], using: &random)
            let grown = try chartColors(Self.catalogue(40, using: &random) + others + [product], using: &random)
            #expect(alone[product] != nil && alone[product] == among[product], "\(product)")
            for other in others { #expect(grown[other] == among[other], "\(other) after new products") }
        }
    }

    /// Property (fixed seed): a product's colour on a chart is its own colour, whichever other
    /// products sold in the period and in whatever order of size.
    @Test func aChartsColoursAreTheProducts() throws {
        var random = SplitMix64(seed: 27)
        let spec = try ChartSpecification()
        for _ in 0..<200 {
            let products = Self.catalogue(Int.random(in: 1...30, using: &random), using: &random)
            let day = products.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let summary = SalesSummary(
                segments: Array(Set(day)).map {
                    Segment(juice: $0, value: Int64.random(in: 1...1_000, using: &random))
                },
                totalUnits: 0, soldOrders: 0, excludedOrders: 0, firstDay: nil, lastDay: nil, latestInstant: nil)
            let content = ChartContent(summary: summary, specification: spec)
            for segment in content.segments where segment.juice != .other {
                #expect(segment.color == colors.color(for: segment.juice).color, "\(segment.name) of \(day.count)")
            }
        }
    }
}
