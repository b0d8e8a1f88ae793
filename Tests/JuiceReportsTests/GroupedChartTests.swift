import Foundation
import JuiceCore
import PieGeometry
import PieRender
import SeededRandom
import Testing
@testable import JuiceReports

/// `--group-by`: groups as an inner ring, each group's products around it in its colours and its
/// tail in its own Other; and, without groups, a folded total that never says more than the
/// products named while it folds products as big as those.
struct GroupedChartTests {
    static func summary(_ products: [(name: String, value: Int64, category: String?)]) -> SalesSummary {
        var sales = SalesSummary(
            segments: products.map { Segment(juice: .offMenu($0.name), value: $0.value) },
            totalUnits: products.reduce(0) { $0 + $1.value }, soldOrders: products.count, excludedOrders: 0,
            firstDay: nil, lastDay: nil, latestInstant: nil)
        for product in products {
            if let category = product.category { sales.categories[.offMenu(product.name)] = category }
        }
        return sales
    }

    static func grouped(top: Int? = nil, width: Double = 800, height: Double = 600) throws -> ChartSpecification {
        var spec = try ChartSpecification(width: width, height: height, language: .english, top: top)
        spec.ringsBy = "category"
        return spec
    }

    /// A catalogue of `count` products with sales drawn flat or steep, in `groups` categories.
    static func catalogue(_ random: inout SplitMix64, count: Int, groups: Int) -> [(String, Int64, String?)] {
        let steep = Bool.random(using: &random)
        return (0..<count).map { index in
            let value =
                steep
                ? Int64(2000 / (index + 1)) + Int64.random(in: 1...20, using: &random)
                : Int64.random(in: 40...120, using: &random)
            return ("Product \(index) with a long name", value, "Group \(Int.random(in: 0..<groups, using: &random))")
        }
    }

    @Test func groupsAreTheInnerRingAndEachGroupFoldsItsOwnTail() throws {
        let sales = Self.summary([
            ("Latte", 50, "Coffee"), ("Mocha", 30, "Coffee"), ("Flat White", 4, "Coffee"), ("Cortado", 3, "Coffee"),
            ("Earl Grey", 20, "Tea"), ("Sencha", 18, "Tea"), ("Scone", 10, "Bakery"), ("Mug", 2, nil),
        ])
        let content = ChartContent(summary: sales, specification: try Self.grouped())
        #expect(content.isGrouped)
        let ring = try #require(content.chart.ring)
        #expect(ring.names == ["Coffee", "Tea", "Bakery", "No category"])
        #expect(ring.slices == [0..<4, 4..<6, 6..<7, 7..<8])
        #expect(content.chart.request.innerRadiusRatio == ChartBasis.groupedHoleRatio)
        #expect(content.chart.request.centerText == nil)
        // Keeping the 4 largest: Coffee's tail of two folds into its own Other, Tea's of one stays named.
        let folded = content.keeping(4)
        #expect(
            folded.segments.map(\.name) == [
                "Latte", "Mocha", "Other Coffee (2)", "Earl Grey", "Sencha", "Scone", "Mug",
            ])
        #expect(folded.chart.ring?.slices == [0..<3, 3..<5, 5..<6, 6..<7])
        #expect(folded.folded.map(\.name) == ["Flat White", "Cortado"])
        // Every product in a group's colour family; a group's Other is its washed shade, not Other's grey.
        let coffee = ring.colors[0]
        #expect(folded.segments[2].color == ProductGroups.otherShade(of: coffee))
        #expect(folded.segments[2].color != ProductColor.other.color)
        for segment in folded.segments.prefix(2) { #expect(segment.colorSource == .group) }
    }

    @Test func topCountsProductsWithinEachGroup() throws {
        let sales = Self.summary(
            (0..<5).map { ("Coffee \($0)", Int64(50 - $0), "Coffee") }
                + (0..<4).map { ("Tea \($0)", Int64(40 - $0), "Tea") }
                + (0..<3).map { ("Bakery \($0)", Int64(60), "Bakery") })
        let content = ChartContent(summary: sales, specification: try Self.grouped(top: 2))
        // Bakery's tail of one stays named: folding it would only rename it.
        #expect(
            content.segments.map(\.name) == [
                "Coffee 0", "Coffee 1", "Other Coffee (3)", "Bakery 0", "Bakery 1", "Bakery 2", "Tea 0", "Tea 1",
                "Other Tea (2)",
            ])
        // Without Bakery, Coffee's tail (141 of 394) would be over a third of the ring: its largest is named again.
        let two = Self.summary(
            (0..<5).map { ("Coffee \($0)", Int64(50 - $0), "Coffee") }
                + (0..<4).map { ("Tea \($0)", Int64(40 - $0), "Tea") })
        #expect(
            ChartContent(summary: two, specification: try Self.grouped(top: 2)).segments.map(\.name) == [
                "Coffee 0", "Coffee 1", "Coffee 2", "Other Coffee (2)", "Tea 0", "Tea 1", "Other Tea (2)",
            ])
    }

    @Test func aProductsColourDependsOnItsGroupAndNameAlone() throws {
        let few = Self.summary([("Latte", 50, "Coffee"), ("Mocha", 30, "Coffee")])
        let many = Self.summary([("Mocha", 3, "Coffee"), ("Chai", 80, "Tea"), ("Latte", 1, "Coffee")])
        let a = ChartContent(summary: few, specification: try Self.grouped()).segments
        let b = ChartContent(summary: many, specification: try Self.grouped()).segments
        for name in ["Latte", "Mocha"] {
            #expect(a.first { $0.name == name }?.color == b.first { $0.name == name }?.color)
        }
        #expect(
            ProductGroups.colors(of: ["Coffee", "Tea"])["Coffee"]
                == ProductGroups.colors(of: ["Tea", "Coffee"])["Coffee"])
    }

    /// The promise over seeded catalogues, for every number of products kept: no group's Other over
    /// a third of the ring, and every product in a slice or in its group's Other, counted.
    @Test func noOtherOverAThirdOfItsRingAndEveryProductAccountedFor() throws {
        var random = SplitMix64(seed: 37)
        for _ in 0..<200 {
            let count = Int.random(in: 2...120, using: &random)
            let products = Self.catalogue(&random, count: count, groups: Int.random(in: 1...12, using: &random))
            let content = ChartContent(summary: Self.summary(products), specification: try Self.grouped())
            for kept in [1, 2, 5, 10, 20, count / 2, count] {
                let (segments, folded) = content.folding(keeping: kept)
                let total = segments.reduce(Int64(0)) { $0 + $1.value }
                #expect(total == products.reduce(0) { $0 + $1.1 })
                var named = Set(segments.filter { $0.juice != .other }.map(\.name))
                for other in segments where other.juice == .other {
                    #expect(3 * other.value <= total, "\(other.name) is \(other.value) of \(total)")
                    let count = Int(other.name.split(separator: "(").last?.dropLast() ?? "") ?? 0
                    #expect(count >= 2)
                }
                #expect(
                    segments.filter { $0.juice == .other }.reduce(0) { $0 + $1.value }
                        == folded.reduce(0) { $0 + $1.value })
                named.formUnion(folded.map(\.name))
                #expect(named.count == products.count)
            }
        }
    }

    /// Without groups, the folded total is never the biggest slice nor over a third of the pie
    /// while it folds a product as big as a named one (within `FoldedTotalRule.alike`), on the
    /// chart as laid out with Pango, unless the canvas cannot name one product more: then the
    /// chart keeps every product it can name (and the run says what reads better).
    @Test func theFoldedTotalNeverSaysMoreThanTheProductsNamedWhereTheCanvasCanNameThem() throws {
        var random = SplitMix64(seed: 3737)
        var (checked, held) = (0, 0)
        for _ in 0..<8 {
            let count = Int.random(in: 20...90, using: &random)
            let products = Self.catalogue(&random, count: count, groups: 1).map { ($0.0, $0.1, String?.none) }
            let size = [(800.0, 600.0), (1600.0, 1200.0)][Int.random(in: 0...1, using: &random)]
            let spec = try ChartSpecification(width: size.0, height: size.1, language: .english)
            let laidOut = try spec.layOut(Self.summary(products), menu: .standard)
            let content = laidOut.content
            #expect(laidOut.layout.invariantViolations().isEmpty)
            guard content.foldedCount > 0 else { continue }
            checked += 1
            if content.foldedTotalSaysTooMuch {
                let kept = content.segments.count - 1
                var request = content.request(keeping: kept + 1)
                request.legendMayCutNames = true
                let more = PieLayoutEngine().layoutIfSound(
                    request,
                    measuring: try PangoMeasurer(style: ChartStyle(), canvas: spec.canvas))
                #expect(more == nil, "\(content.segments.last?.name ?? "") with \(kept) named of \(count) at \(size)")
            } else {
                held += 1
            }
        }
        #expect(checked > 0 && held > 0, "\(held) of \(checked)")
    }

    @Test func theRuleNamesMoreWhereOtherWouldBeTheBiggestSlice() throws {
        // 60 products of nearly one size: keeping 20 would leave Other 2/3 of the pie.
        let products: [(String, Int64, String?)] = (0..<60).map { ("Product \($0)", Int64(100 - $0 % 3), nil) }
        let content = ChartContent(summary: Self.summary(products), specification: try ChartSpecification())
        let kept = try #require(FoldedTotalRule.kept(content, chosen: 20))
        let (segments, folded) = content.folding(keeping: kept)
        #expect(!FoldedTotalRule.breaks(segments: segments, folded: folded))
        let fewer = content.folding(keeping: kept - 1)
        #expect(FoldedTotalRule.breaks(segments: fewer.segments, folded: fewer.folded))
        // A steep tail may fold: the folded products are far smaller than the smallest named.
        let steep: [(String, Int64, String?)] = (0..<60).map { index in
            let rank = Int64(index + 1)
            return ("Product \(index)", 100_000 / (rank * rank), nil)
        }
        let steepContent = ChartContent(summary: Self.summary(steep), specification: try ChartSpecification())
        #expect(FoldedTotalRule.kept(steepContent, chosen: 12) == nil)
    }

    /// A category's colour is chosen among every category the input knows, so a store or a day
    /// without sales in some categories draws the others in the whole chain's colours: over every
    /// subset of the chain's nine categories drawn (scripts/fixtures/make-chain80.py).
    @Test func aGroupKeepsItsColourWhateverOtherCategoriesTheChartDraws() {
        let names = [
            "Coffee", "Tea", "Bakery", "Drinking Chocolate", "Coffee beans", "Loose Tea", "Branded", "Flavours",
            "Packaged Chocolate",
        ]
        var categories: [JuiceIdentity: String] = [:]
        for name in names { categories[.offMenu("A \(name) product")] = name }
        func colors(drawing drawn: [String]) -> [String: RGBColor] {
            let segments = drawn.map {
                ChartSegment(juice: .offMenu("A \($0) product"), name: "A \($0) product", value: 10, color: .other)
            }
            let groups = ProductGroups(segments, categories: categories, ungrouped: "No category").groups
            return Dictionary(uniqueKeysWithValues: groups.map { ($0.name, $0.color) })
        }
        let whole = colors(drawing: names)
        #expect(Set(whole.values).count == names.count, "\(whole)")
        for mask in 1..<(1 << names.count) {
            let drawn = names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] }
            for (name, color) in colors(drawing: drawn) { #expect(color == whole[name], "\(name) in \(drawn)") }
        }
    }
}
