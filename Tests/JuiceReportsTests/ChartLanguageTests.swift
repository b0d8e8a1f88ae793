import Foundation
import JuiceCore
import Testing
@testable import JuiceReports

/// One language per chart (issue 18, item 5): unless `--names` is given, the names follow the
/// input's, and every word the chart adds (Other, the footnote) takes the same language.
struct ChartLanguageTests {
    private let square = ChartRunTests.samples.appendingPathComponent("exports/square-items.csv").path
    private let sales = ChartRunTests.samples.appendingPathComponent("sales.json").path

    /// The layout JSON of a chart of `paths`, drawn as SVG.
    private func layout(_ paths: [String], chart: ChartSpecification, exclude: [String] = []) throws -> [String: Any] {
        let directory = try ChartRunTests.temporaryDirectory()
        var inputs = OrderInputs(paths: paths)
        inputs.filter = JuiceFilter(exclude: exclude)
        let json = directory.appendingPathComponent("layout.json").path
        _ = try ChartRequest(
            source: .orders(inputs), query: try SalesQuery(metric: .revenue).checked(), chart: chart,
            output: ChartOutput(path: directory.appendingPathComponent("pie.svg").path, format: .svg), layoutJSON: json
        ).run()
        return try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
    }

    /// Every text the chart draws: slice and folded names, labels, legend rows, title and footnote.
    private func texts(_ document: [String: Any]) -> [String] {
        let slices = document["slices"] as? [[String: Any]] ?? []
        let legend = (document["legend"] as? [String: Any])?["entries"] as? [[String: Any]] ?? []
        return slices.compactMap { $0["juice"] as? String }
            + slices.compactMap { ($0["label"] as? [String: Any])?["text"] as? String }
            + legend.compactMap { $0["name"] as? String }
            + (document["folded"] as? [[String: Any]] ?? []).compactMap { $0["juice"] as? String }
            + (document["texts"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }

    private func footnote(_ document: [String: Any]) -> String? {
        (document["texts"] as? [[String: Any]])?.first { $0["role"] as? String == "footnote" }?["text"] as? String
    }

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test func anEnglishExportWithMenuAndOffMenuNamesIsDrawnInEnglish() throws {
        // Square writes "Strawberry Juice" (on the menu) beside "Orange Juice" and "Matcha Latte" (not):
        // the menu juice was drawn as 딸기쥬스 among English names.
        let document = try layout(
            [square], chart: try ChartSpecification(top: 1), exclude: ["Custom Amount", "Merchandise"])
        let texts = texts(document)
        #expect(texts.contains("Strawberry Juice"), "as written, not the menu's Strawberry (issue 27)")
        #expect(footnote(document)?.hasPrefix("Other (2): ") == true)
        #expect(!texts.contains(where: hasHangul), "\(texts)")
    }

    @Test func koreanInputIsDrawnInKorean() throws {
        // sales.json writes Korean names and menu ids; ids do not vote.
        let document = try layout([sales], chart: try ChartSpecification(top: 3))
        let slices = (document["slices"] as? [[String: Any]] ?? []).compactMap { $0["juice"] as? String }
        #expect(slices.count == 4 && slices.allSatisfy(hasHangul), "\(slices)")
        #expect(slices.last?.hasPrefix("기타 (") == true)
        let note = try #require(footnote(document))
        #expect(
            note.hasPrefix("기타 (4): ") && note.contains("바나나쥬스"),
            "the footnote lists the folded juices in Korean: \(note)")
    }

    @Test func namesKoForcesKorean() throws {
        let document = try layout(
            [square], chart: try ChartSpecification(language: .korean, top: 1),
            exclude: ["Custom Amount", "Merchandise"])
        let slices = (document["slices"] as? [[String: Any]] ?? []).compactMap { $0["juice"] as? String }
        #expect(slices == ["Orange Juice", "기타 (2)"], "\(slices)")
        #expect(footnote(document)?.contains("딸기쥬스") == true)
    }

    @Test func aDailyReportDecidesOnceForEveryDay() throws {
        // Day one writes three English names, day two two Korean ones: five names, three in Latin
        // letters, so both days' own words are English; every name stays as written (issue 27).
        let directory = try ChartRunTests.temporaryDirectory()
        let input = directory.appendingPathComponent("orders.json")
        try Data(
            #"""
            [{"orderedAt": "2026-11-01T10:00:00+09:00", "juice": "Strawberry Juice"},
             {"orderedAt": "2026-11-01T11:00:00+09:00", "juice": "Orange Juice"},
             {"orderedAt": "2026-11-01T12:00:00+09:00", "juice": "Matcha Latte"},
             {"orderedAt": "2026-11-02T10:00:00+09:00", "juice": "바나나쥬스"},
             {"orderedAt": "2026-11-02T11:00:00+09:00", "juice": "수박쥬스"}]
            """#.utf8
        ).write(to: input)
        let layouts = directory.appendingPathComponent("layouts").path
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        _ = try DailyReportRequest(
            inputs: OrderInputs(paths: [input.path]), query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(),
            outDirectory: directory.appendingPathComponent("out").path, format: .svg, layoutDirectory: layouts
        ).run()
        for (day, expected) in [
            ("2026-11-01", ["Matcha Latte", "Orange Juice", "Strawberry Juice"]), ("2026-11-02", ["바나나쥬스", "수박쥬스"]),
        ] {
            let data = try Data(contentsOf: URL(fileURLWithPath: layouts).appendingPathComponent("\(day).json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let slices = (document["slices"] as? [[String: Any]] ?? []).compactMap { $0["juice"] as? String }
            #expect(slices.sorted() == expected, "\(day)")
        }
    }

    /// A file of one order per name, `quantity` units each (by the name's position: the first sells most).
    private func input(_ names: [String]) throws -> String {
        let directory = try ChartRunTests.temporaryDirectory()
        let orders = names.enumerated().map {
            #"{"juice": "\#($1)", "quantity": \#(names.count * 3 - $0), "unitPrice": 1000}"#
        }
        let path = directory.appendingPathComponent("orders.json").path
        try Data(("[" + orders.joined(separator: ",\n") + "]").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func sliceNames(_ document: [String: Any]) -> [String] {
        (document["slices"] as? [[String: Any]] ?? []).compactMap { $0["juice"] as? String }
    }

    @Test func aMixedMenuKeepsEveryNameAsWrittenAndOurWordsFollowTheMajority() throws {
        // Issue 27: five English and four Korean names; 딸기바나나쥬스 was drawn "Strawberry Banana".
        let names = [
            "Orange Juice", "딸기바나나쥬스", "Matcha Latte", "수박쥬스", "Iced Americano", "자몽에이드", "Lemonade", "딸기라떼",
            "Hot Chocolate",
        ]
        let document = try layout([try input(names)], chart: try ChartSpecification(top: 6))
        let slices = sliceNames(document)
        #expect(slices.prefix(6) == ["Orange Juice", "딸기바나나쥬스", "Matcha Latte", "수박쥬스", "Iced Americano", "자몽에이드"])
        #expect(!texts(document).contains { $0.contains("Strawberry Banana") })
        #expect(slices.last == "Other (3)", "five of nine names are in Latin letters: our words are English")
        #expect(footnote(document) == "Other (3): Lemonade ₩21,000, 딸기라떼 ₩20,000, Hot Chocolate ₩19,000")
    }

    @Test func namesEnAndKoStillAskForTheMenusNames() throws {
        let path = try input(["딸기바나나쥬스", "Kiwi Juice", "Orange Juice"])
        #expect(
            sliceNames(try layout([path], chart: try ChartSpecification(language: .english))) == [
                "Strawberry Banana", "Kiwi", "Orange Juice",
            ])
        #expect(
            sliceNames(try layout([path], chart: try ChartSpecification(language: .korean))) == [
                "딸바쥬스", "키위쥬스", "Orange Juice",
            ])
    }

    @Test(arguments: [
        (["いちごミルク", "抹茶ラテ", "マンゴージュース", "ほうじ茶", "Coffee"], "その他 (2)"),
        (["草莓奶昔", "芒果汁", "珍珠奶茶", "柠檬茶", "Coffee"], "其他 (2)"),
        (["딸기쥬스", "Kiwi Juice", "Orange Juice", "망고쥬스", "수박쥬스"], "기타 (2)"),
    ])
    func ourWordsFollowTheScriptMostNamesAreWrittenIn(names: [String], other: String) throws {
        let document = try layout([try input(names)], chart: try ChartSpecification(top: 3))
        let slices = sliceNames(document)
        #expect(slices.prefix(3) == names.prefix(3), "names as written")
        #expect(slices.last == other)
    }

    @Test func namesJaAndZhChangeOnlyOurWords() throws {
        let path = try input(["딸기바나나쥬스", "Orange Juice", "Matcha Latte", "Scone"])
        let japanese = try layout([path], chart: try ChartSpecification(language: .japanese, top: 2))
        #expect(sliceNames(japanese) == ["딸기바나나쥬스", "Orange Juice", "その他 (2)"])
        #expect(footnote(japanese) == "その他 (2): Matcha Latte ₩10,000, Scone ₩9,000")
        let chinese = try layout([path], chart: try ChartSpecification(language: .chinese, top: 2))
        #expect(sliceNames(chinese).last == "其他 (2)")
    }

    @Test func aReportSpellsAProductOneWayOnEveryDayAndInTheTrend() throws {
        // Day one writes 딸바쥬스 five times, day two 딸기바나나쥬스 twice: the period's most used
        // spelling, 딸바쥬스, names the juice on both days and in the trend, not each day its own.
        let directory = try ChartRunTests.temporaryDirectory()
        let input = directory.appendingPathComponent("orders.json")
        try Data(
            #"""
            [{"orderedAt": "2026-11-01T10:00:00+09:00", "juice": "딸바쥬스", "quantity": 5},
             {"orderedAt": "2026-11-01T11:00:00+09:00", "juice": "kiwi", "quantity": 1},
             {"orderedAt": "2026-11-02T10:00:00+09:00", "juice": "딸기바나나쥬스", "quantity": 2},
             {"orderedAt": "2026-11-02T11:00:00+09:00", "juice": "strawberryBanana", "quantity": 9}]
            """#.utf8
        ).write(to: input)
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let layouts = directory.appendingPathComponent("layouts").path
        _ = try DailyReportRequest(
            inputs: OrderInputs(paths: [input.path]), query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(),
            outDirectory: directory.appendingPathComponent("out").path, format: .svg, layoutDirectory: layouts
        ).run()
        for day in ["2026-11-01", "2026-11-02"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: layouts).appendingPathComponent("\(day).json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(sliceNames(document).contains("딸바쥬스"), "\(day): \(sliceNames(document))")
        }
        let trend = try TrendRequest(
            inputs: OrderInputs(paths: [input.path]), query: SalesQuery(timeZone: seoul),
            chart: try ChartSpecification(),
            output: ChartOutput(path: directory.appendingPathComponent("trend.svg").path, format: .svg)
        ).run()
        #expect(trend.chart.request.seriesNames.contains("딸바쥬스"))
        #expect(!trend.chart.request.seriesNames.contains("딸기바나나쥬스"))
    }
}
