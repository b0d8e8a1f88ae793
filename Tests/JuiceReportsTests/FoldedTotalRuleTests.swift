import JuiceCore
import SeededRandom
import Testing
@testable import JuiceReports

/// `FoldedTotalRule.kept`: the fewest products named for which Other says no more than they do,
/// found in one pass over the values.
struct FoldedTotalRuleTests {
    /// What `kept` promises, found the slow way: fold each count in turn and ask the rule.
    static func keptByFolding(_ content: ChartContent, chosen: Int) -> Int? {
        let first = content.folding(keeping: chosen)
        guard FoldedTotalRule.breaks(segments: first.segments, folded: first.folded) else { return nil }
        var kept = chosen + 1
        while kept < content.unfoldedCount {
            let trial = content.folding(keeping: kept)
            if !FoldedTotalRule.breaks(segments: trial.segments, folded: trial.folded) { return kept }
            kept += 1
        }
        return content.unfoldedCount
    }

    /// Over flat, steep, tied and mixed catalogues, with and without `--top` and `--min-share`,
    /// the one-pass answer is the folding one.
    @Test func onePassFindsWhatFoldingEachCountFinds() throws {
        var random = SplitMix64(seed: 4040)
        var differing: [String] = []
        var (checked, ruleBroken) = (0, 0)
        for round in 0..<400 {
            let count = Int.random(in: 2...120, using: &random)
            let shape = Int.random(in: 0..<4, using: &random)
            let products: [(name: String, value: Int64, category: String?)] = (0..<count).map { index in
                let value: Int64 =
                    switch shape {
                    case 0: Int64.random(in: 90...110, using: &random)
                    case 1: Int64(5000 / (index + 1)) + Int64.random(in: 0...3, using: &random)
                    case 2: Int64([10, 10, 10, 40][index % 4])
                    default: Int64.random(in: 1...1000, using: &random)
                    }
                return ("Product \(index)", value, nil)
            }
            let top = Bool.random(using: &random) ? Int.random(in: 1...count, using: &random) : nil
            let share = Bool.random(using: &random) ? Double.random(in: 0.1...4, using: &random) : nil
            let spec = try ChartSpecification(language: .english, top: top, minimumSharePercent: share)
            let content = ChartContent(summary: GroupedChartTests.summary(products), specification: spec)
            let chosen = Int.random(in: 0..<count, using: &random)
            let fast = FoldedTotalRule.kept(content, chosen: chosen)
            let slow = Self.keptByFolding(content, chosen: chosen)
            checked += 1
            if slow != nil { ruleBroken += 1 }
            if fast != slow {
                differing.append(
                    "round \(round): \(count) products, shape \(shape), top \(top.map(String.init) ?? "-"), "
                        + "min-share \(share.map { "\($0)" } ?? "-"), chosen \(chosen): \(String(describing: fast)) "
                        + "against \(String(describing: slow))")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5).joined(separator: "\n"))")
        #expect(checked == 400)
        // The property means something only if the rule is broken, and mended, often.
        #expect(ruleBroken > 100, "\(ruleBroken)")
    }

    /// 50,000 products of one size (a flat catalogue far beyond the canvas): every product named
    /// after the first 40 leaves Other too big until one alone would be folded: 49,999 are named.
    @Test func aFlatCatalogueOfFiftyThousandIsAnsweredInOnePass() throws {
        let products: [(name: String, value: Int64, category: String?)] = (0..<50_000).map {
            ("Product \($0)", 100, nil)
        }
        let content = ChartContent(
            summary: GroupedChartTests.summary(products), specification: try ChartSpecification())
        #expect(FoldedTotalRule.kept(content, chosen: 40) == 49_999)
    }
}
