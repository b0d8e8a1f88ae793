import JuiceCore
import Testing
@testable import JuiceReports

/// The names a chart draws and the words it adds, in the run's language.
struct JuiceNamesTests {
    @Test func ourWordsInEachLanguage() {
        let words = NameLanguage.allCases.map { language in
            let names = JuiceNames(language: language)
            return [names.otherName, names.moreFolded(3), names.notCountedNoRecipe, names.noSales]
        }
        #expect(
            words == [
                ["기타", ", … 외 3개", "레시피가 없어 세지 않음", "판매 없음 / No sales"],
                ["Other", ", … (3 more)", "Not counted, no recipe", "No sales"],
                ["その他", ", … ほか3件", "レシピがないため数えず", "販売なし"],
                ["其他", ", … 另外3项", "无配方，未计入", "无销售"],
            ])
    }

    @Test func aDisplayNameThenTheSpellingThenTheMenusName() throws {
        let menu = try Menu.standard.adding([MenuEntry(name: "kiwi", displayName: "Gold Kiwi")])
        let names = JuiceNames(
            menu: menu, language: .english, spellings: ["strawberryBanana": "딸기바나나쥬스", "kiwi": "키위쥬스"])
        #expect(names.name(of: .menu("kiwi")) == "Gold Kiwi")
        #expect(names.name(of: .menu("strawberryBanana")) == "딸기바나나쥬스")
        #expect(names.name(of: .menu("mango")) == "Mango")
        #expect(JuiceNames(language: .japanese).name(of: .menu("mango")) == "Mango", "the menu has no Japanese names")
        #expect(JuiceNames(language: .japanese).name(of: .fruit(.mango)) == "マンゴー")
        #expect(names.name(of: .offMenu("Matcha Latte")) == "Matcha Latte")
        #expect(names.name(of: .other) == "Other")
    }

    @Test func namesKoOrEnDropTheSpellingsButNotJaOrZh() throws {
        let sales = SalesSummary(
            segments: [Segment(juice: .menu("kiwi"), value: 1)], totalUnits: 1, soldOrders: 1, excludedOrders: 0,
            firstDay: nil, lastDay: nil, latestInstant: nil)
        var spelled = sales
        spelled.menuSpellings = ["kiwi": "Kiwi Juice"]
        #expect(try ChartSpecification().names(for: spelled, menu: .standard).name(of: .menu("kiwi")) == "Kiwi Juice")
        #expect(
            try ChartSpecification(language: .korean).names(for: spelled, menu: .standard).name(of: .menu("kiwi"))
                == "키위쥬스")
        #expect(
            try ChartSpecification(language: .english).names(for: spelled, menu: .standard).name(of: .menu("kiwi"))
                == "Kiwi")
        #expect(
            try ChartSpecification(language: .chinese).names(for: spelled, menu: .standard).name(of: .menu("kiwi"))
                == "Kiwi Juice")
    }
}
