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

    @Test func aTieOrNoNamesDecidesNothing() {
        #expect(written(["Kiwi Juice", "딸기쥬스"]).language == nil)
        #expect(written(["strawberry", "#5"]).language == nil)
    }

    @Test func mergingCountsASpellingBothHalvesSawOnce() {
        var first = written(["Orange Juice", "딸기쥬스"])
        first.merge(written(["orange juice", "Matcha Latte"]))
        #expect(first.latinCount == 2 && first.hangulCount == 1)
        #expect(first.language == .english)
    }
}
