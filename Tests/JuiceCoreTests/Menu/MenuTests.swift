import Foundation
import Testing
@testable import JuiceCore

struct MenuTests {
    private let menu = Menu.standard

    @Test(arguments: [
        ("strawberry", "strawberry"), ("딸기쥬스", "strawberry"), ("  STRAWBERRY\t", "strawberry"),
        ("딸기주스", "strawberry"), ("StrawberryBanana", "strawberryBanana"), ("딸바쥬스", "strawberryBanana"),
        ("딸기바나나쥬스", "strawberryBanana"), ("망키쥬스", "mangoKiwi"), ("망고키위쥬스", "mangoKiwi"),
        ("파인애플쥬스", "pineapple"), ("키위쥬스", "kiwi"), ("망고쥬스", "mango"), ("바나나쥬스", "banana"),
    ])
    func matchesIdsAndKoreanNames(written: String, id: String) {
        #expect(menu.identify(written) == .menu(id))
    }

    /// Exports write the English names shops use: as charts show them, or with "Juice", in any case.
    @Test(arguments: [
        ("Strawberry Juice", "strawberry"), ("strawberry  juice", "strawberry"),
        ("Strawberry Banana", "strawberryBanana"),
        ("MANGO KIWI JUICE", "mangoKiwi"), ("Pineapple Juice", "pineapple"),
    ])
    func matchesEnglishNames(written: String, id: String) {
        #expect(menu.identify(written) == .menu(id))
    }

    @Test func matchesDecomposedHangul() {
        let decomposed = "딸기쥬스".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > 4)
        #expect(menu.identify(decomposed) == .menu("strawberry"))
    }

    @Test func keepsOffMenuJuicesAsWrittenButTrimmed() {
        #expect(menu.identify(" 수박쥬스 ") == .offMenu("수박쥬스"))
        // Korean names match exactly; only ids ignore case.
        #expect(menu.identify("Watermelon") == .offMenu("Watermelon"))
    }

    @Test func namesInBothLanguages() {
        #expect(
            menu.juices.map { $0.name(in: .korean) } == ["딸기쥬스", "바나나쥬스", "파인애플쥬스", "키위쥬스", "망고쥬스", "딸바쥬스", "망고키위쥬스"])
        #expect(menu.juice(id: "mangoKiwi")?.name(in: .english) == "Mango Kiwi")
        #expect(menu.juice(id: "strawberryBanana")?.recipe == [FruitUse(10, .strawberry), FruitUse(1, .banana)])
    }
}
