import Foundation
import JuiceCore
import JuiceIngest
import SeededRandom
import Testing
@testable import JuiceReports

/// What the reports say of returns (issue 28, item 4): the summary lists a juice at 0 or less
/// with its figure and no share, says what returns took off; the chart leaves such a juice out
/// of the pie and names it in a footnote; the notes count the returns and the money.
struct ReturnsReportingTests {
    private static let euro = Currency(named: "EUR")!

    /// €14.05 of sales, a return of one Apple Juice (€1.20), and a Yuzu Tea returned after the
    /// period it sold in: net -€2.00 and -1 unit.
    private func sales(metric: SalesMetric = .revenue) throws -> SalesSummary {
        let csv = """
            id,juice,quantity,unitPrice,amount
            1,Orange Juice,2,3.50,
            2,Apple Juice,1,3.85,
            3,Orange Juice,1,3.20,
            4,Apple Juice,-1,1.20,
            5,Yuzu Tea,-1,2.00,
            6,Orange Juice,1,,-0.50

            """
        var aggregator = SalesAggregator(query: SalesQuery(metric: metric))
        _ = try OrderCSVReader().read(MemoryByteSource(Array(csv.utf8), name: "o.csv"), into: &aggregator)
        return aggregator.summary()
    }

    @Test func theSummaryListsAJuiceAtZeroOrLessWithItsFigureAndNoShare() throws {
        let writer = SummaryWriter(currency: Self.euro, names: JuiceNames(language: .english))
        #expect(
            writer.write(try sales(), as: .table) == """
                product       units  share of revenue  revenue
                Orange Juice      3               79%    €9.70
                Apple Juice       0               21%    €2.65
                Yuzu Tea         -1                 –   -€2.00
                ──────────────────────────────────────────────
                total             2              100%   €10.35
                net of 2 returns (2 units and €3.20 taken off) and 1 refund of money only (€0.50 taken off)

                """)
        #expect(
            writer.write(try sales(), as: .csv)
                == "product,units,share,revenue\nOrange Juice,3,79,9.70\nApple Juice,0,21,2.65\nYuzu Tea,-1,,-2.00\n")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(writer.write(try sales(), as: .json).utf8)) as? [String: Any])
        let juices = try #require(json["products"] as? [[String: Any]])
        #expect(juices.last?["product"] as? String == "Yuzu Tea" && juices.last?["share"] is NSNull)
        #expect((juices.last?["revenue"] as? NSNumber)?.doubleValue == -2 && juices.last?["units"] as? Int == -1)
        let returns = try #require(json["returns"] as? [String: Any])
        #expect(
            returns["count"] as? Int == 2 && returns["unitsTakenOff"] as? Int == 2
                && (returns["revenueTakenOff"] as? NSNumber)?.doubleValue == 3.2)
        let refunds = try #require(json["moneyRefunds"] as? [String: Any])
        #expect(refunds["count"] as? Int == 1 && (refunds["revenueTakenOff"] as? NSNumber)?.doubleValue == 0.5)
        // Under units, a juice at 0 units has no slice but a share of 0 %, as a juice listed at 0 always had.
        #expect(
            writer.write(try sales(metric: .units), as: .csv)
                == "product,units,share,revenue\nOrange Juice,3,100,9.70\nApple Juice,0,0,2.65\nYuzu Tea,-1,,-2.00\n")
    }

    /// Units that returns bring to 0 are known, and 0: only revenue totals come without units.
    @Test func unitsThatNetToZeroAreShownAsZeroNotAsUnknown() throws {
        var aggregator = SalesAggregator(query: SalesQuery(metric: .revenue))
        _ = try OrderCSVReader().read(
            MemoryByteSource(Array("juice,quantity,amount\nkiwi,1,4500\nkiwi,-1,-500\n".utf8), name: "o.csv"),
            into: &aggregator)
        #expect(
            SummaryWriter().write(aggregator.summary(), as: .csv) == "product,units,share,revenue\n키위쥬스,0,100,4000\n")
        var totals = SalesAggregator(query: SalesQuery(metric: .revenue))
        try totals.add(TotalsRow(juice: "kiwi", value: 4_000 * Money.scale, location: "t.csv"))
        #expect(SummaryWriter().write(totals.summary(), as: .csv) == "product,units,share,revenue\n키위쥬스,,100,4000\n")
    }

    @Test func theChartLeavesAJuiceAtZeroOrLessOutAndNamesItInAFootnote() throws {
        let sales = try sales()
        for (language, footnote) in [
            (NameLanguage.english, "Not drawn, 0 or less: Yuzu Tea -€2.00"),
            (.korean, "0 이하라 그리지 않음: Yuzu Tea -€2.00"),
            (.japanese, "0以下のため描かず: Yuzu Tea -€2.00"),
            (.chinese, "不大于0，未绘出: Yuzu Tea -€2.00"),
        ] {
            var spec = try ChartSpecification(language: language, currency: Self.euro)
            spec.language = language
            let content = ChartContent(summary: sales, specification: spec)
            #expect(content.segments.map(\.name) == ["Orange Juice", "Apple Juice"])
            #expect(content.chart.request.footnote == footnote, "\(language)")
            #expect(content.zeroValueNames == ["Yuzu Tea"] && content.zeroValues == [-20_000])
        }
        // Issue 37: the title's total is the one the shares are of, the drawn slices' (€12.35); the
        // juice left out (-€2.00) is named in the footnote. (It said the net, €10.35, before.)
        #expect(
            ChartTitle(for: sales, currency: Self.euro, language: .english).text == "Revenue by product \u{22C5} €12.35"
        )
    }

    /// Issue 37: a return of a product not sold in the period (a $45.00 gift box) left the title at
    /// $129.85 while the slices' shares were of $174.85. Under the share rule (a product below 0 has no
    /// share, the others share the figures at 0 or more) the title says the total the shares are of.
    @Test func theTitleSaysTheTotalTheSharesAreOf() throws {
        let csv = """
            id,juice,quantity,unitPrice
            1,Latte,3,25.00
            2,Bagel,1,99.85
            3,Gift Box,-1,45.00

            """
        var aggregator = SalesAggregator(query: SalesQuery(metric: .revenue))
        _ = try OrderCSVReader().read(MemoryByteSource(Array(csv.utf8), name: "o.csv"), into: &aggregator)
        let sales = aggregator.summary()
        let dollar = try #require(Currency(named: "USD"))
        var spec = try ChartSpecification(language: .english, currency: dollar)
        spec.language = .english
        let content = ChartContent(summary: sales, specification: spec)
        #expect(content.segments.map(\.value).reduce(0, +) == 174_85 * Money.scale / 100)
        #expect(content.chart.request.title == "Revenue by product \u{22C5} $174.85")
        #expect(content.chart.request.legend.map(\.share) == ["57%", "43%"])
        #expect(content.chart.request.footnote == "Not drawn, 0 or less: Gift Box -$45.00")
        #expect(sales.netTotal == 129_85 * Money.scale / 100, "the net is still what the tables' total says")
    }

    @Test func theNotesCountTheReturnsAndWhatTheyTookOff() throws {
        let notes = ChartNotes(inputs: "o.csv", records: 6, names: JuiceNames(language: .english))
        #expect(
            notes.about(try sales(), currency: Self.euro) == [
                "the totals are net of 2 returns (2 units and €3.20 taken off) and 1 refund of money only (€0.50 taken off)",
                "no slice for 1 product at 0 or less: Yuzu Tea -€2.00",
            ])
        // One return, its money unknown (no price): units only.
        #expect(
            ChartNotes.netOf(ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: nil), currency: Self.euro)
                == "net of 1 return (1 unit taken off)")
        #expect(
            ChartNotes.netOf(ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: 12_000), currency: Self.euro)
                == "net of 1 return (1 unit and €1.20 taken off)")
        #expect(ChartNotes.netOf(ReturnTotals(), currency: Self.euro) == nil)
    }

    /// Issue 37's share rule as a property over 200 generated histories with returns (seed 37),
    /// some of products not sold in them: the title's total is the sum of the slices' figures,
    /// which is what the shares are of, and products below 0 are named in the footnote, not in it.
    @Test func theTitlesTotalIsTheSlicesSumWithAnyReturns() throws {
        var random = SplitMix64(seed: 37)
        let dollar = try #require(Currency(named: "USD"))
        var spec = try ChartSpecification(language: .english, currency: dollar)
        spec.language = .english
        for history in 0..<200 {
            var lines = ["id,juice,quantity,unitPrice"]
            for order in 0..<Int.random(in: 1...30, using: &random) {
                let product = "Item \(Int.random(in: 0..<12, using: &random))"
                let quantity = Int.random(in: -3...5, using: &random)
                guard quantity != 0 else { continue }
                lines.append(
                    "\(order),\(product),\(quantity),\(Int.random(in: 100...9_999, using: &random)).\(Int.random(in: 10...99, using: &random))"
                )
            }
            for metric in [SalesMetric.revenue, .units] {
                var aggregator = SalesAggregator(query: SalesQuery(metric: metric))
                _ = try OrderCSVReader().read(
                    MemoryByteSource(Array((lines.joined(separator: "\n") + "\n").utf8), name: "o.csv"),
                    into: &aggregator)
                let sales = aggregator.summary()
                guard !sales.segments.isEmpty else { continue }
                let content = ChartContent(summary: sales, specification: spec)
                let drawn = content.segments.map(\.value).reduce(0, +)
                let format = ValueFormat(metric: sales.metric, grouping: sales.grouping, currency: dollar)
                #expect(drawn == sales.total, "history \(history)")
                #expect(
                    content.chart.request.title?.hasSuffix(" \u{22C5} " + format.total(drawn)) == true,
                    "history \(history)")
                #expect(sales.undrawn.allSatisfy { $0.value <= 0 }, "history \(history)")
                if sales.undrawn.contains(where: { $0.value < 0 }) {
                    #expect(
                        content.chart.request.footnote?.contains("Not drawn, 0 or less") == true, "history \(history)")
                }
            }
        }
    }
}
