import Testing
@testable import JuiceCore

struct WrittenNamesTests {
    private let menu = Menu.standard

    private func written(_ names: [String]) -> WrittenNames {
        var written = WrittenNames()
        for name in names { written.note(name, menu: menu) }
        return written
    }

    @Test(arguments: [
        ("Strawberry Juice", NameLanguage?.some(.english)), ("딸기쥬스", .korean), ("Matcha Latte", .english),
        ("쥬스 00", .korean), ("Açaí Bowl", .english), ("641402", nil), ("#5", nil), ("", nil),
        ("いちごミルク", .japanese), ("抹茶ラテ", .japanese), ("ｲﾁｺﾞ", .japanese), ("草莓奶昔", .chinese), ("抹茶", .chinese),
        ("Latte 라떼", .english), ("ab 가나", nil),
    ])
    func tellsAScriptByMostLetters(name: String, language: NameLanguage?) {
        #expect(NameLanguage(scriptOf: name) == language)
    }

    @Test func englishExportWithMenuAndOffMenuNamesIsEnglish() {
        // The Square export: menu juices and drinks off the menu, all in Latin letters.
        #expect(written(["Strawberry Juice", "Orange Juice", "Matcha Latte", "matcha latte "]).language == .english)
    }

    @Test func eachSpellingVotesOnceAndIdsDoNotVote() {
        // "banana" and "mangoKiwi" are JSON keys, not names: the Korean names decide.
        let sample = written(["망고키위쥬스", "banana", "mangoKiwi", "banana", "딸기쥬스", "딸기쥬스"])
        #expect(sample.latinCount == 0 && sample.hangulCount == 2)
        #expect(sample.language == .korean)
        #expect(written(["Matcha Latte", "matcha  latte", "MATCHA LATTE"]).latinCount == 1)
    }

    @Test func noNamesDecideNothingAndATieGoesToTheFirstLanguage() {
        #expect(written(["strawberry", "#5"]).language == nil)
        // Korean, English, Japanese, Chinese: Korean is the menu's first language, as it was
        // when a tie decided nothing and the charts took Korean.
        #expect(written(["Kiwi Juice", "딸기쥬스"]).language == .korean)
        #expect(written(["Kiwi Juice", "いちごミルク"]).language == .english)
        #expect(written(["芒果汁", "Kiwi Juice"]).language == .english)
    }

    @Test func hanWithoutKanaIsChineseUnlessTheInputHasKana() {
        #expect(written(["草莓奶昔", "芒果汁", "Mango Juice"]).language == .chinese)
        // 抹茶 and 珈琲 alone read as Chinese, but beside いちごミルク they are Japanese kanji.
        #expect(written(["抹茶", "珈琲", "Matcha", "Coffee"]).language == .english, "a tie of English and Chinese")
        #expect(written(["抹茶", "珈琲", "いちごミルク", "Matcha", "Coffee"]).language == .japanese)
        #expect(written(["抹茶", "珈琲", "Matcha"]).language == .chinese)
    }

    @Test func aMixedMenuOfFiveEnglishAndFourKoreanNamesIsEnglish() {
        let names = [
            "Orange Juice", "Matcha Latte", "Iced Americano", "Lemonade", "Hot Chocolate", "딸기바나나쥬스", "수박쥬스", "자몽에이드",
            "딸기라떼",
        ]
        #expect(written(names).language == .english)
    }

    @Test func mergingCountsASpellingBothHalvesSawOnce() {
        var first = written(["Orange Juice", "딸기쥬스"])
        first.merge(written(["orange juice", "Matcha Latte"]))
        #expect(first.latinCount == 2 && first.hangulCount == 1)
        #expect(first.language == .english)
    }

    @Test func aMenuFilesProductIsNamedByItsIdAndVotes() throws {
        // A menu file's product has its name as id: written so, it is a name, not a JSON key.
        let bakery = try Menu.standard.adding(
            [MenuEntry(name: "Croissant"), MenuEntry(name: "Scone")], replacing: true)
        var written = WrittenNames()
        for name in ["Croissant", "Scone", "딸기쥬스"] { written.note(name, menu: bakery) }
        #expect(written.language == .english)
        #expect(
            bakery.isID("Croissant") == false && Menu.standard.isID("strawberryBanana")
                && !Menu.standard.isID("Strawberry"))
    }
}
