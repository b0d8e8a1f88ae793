import Testing
@testable import JuiceReports

/// The colour a product's name says, in English, Korean, Japanese and Chinese.
struct ColorWordsTests {
    @Test(arguments: [
        ("Strawberry Smoothie", "strawberry"), ("딸기우유", "strawberry"), ("イチゴミルク", "strawberry"),
        ("いちごミルク", "strawberry"),
        ("草莓奶昔", "strawberry"), ("Orange Juice", "orange"), ("오렌지주스", "orange"), ("オレンジジュース", "orange"),
        ("鲜橙汁", "orange"),
        ("Banana Milk", "banana"), ("바나나우유", "banana"), ("香蕉奶昔", "banana"), ("Kiwi Cooler", "kiwi"), ("猕猴桃汁", "kiwi"),
        ("Matcha Latte", "matcha"), ("말차라떼", "matcha"), ("抹茶ラテ", "matcha"), ("Blueberry Muffin", "blueberry"),
        ("블루베리 스무디", "blueberry"),
        ("蓝莓", "blueberry"), ("Grape Soda", "grape"), ("포도주스", "grape"), ("ぶどうジュース", "grape"), ("Hot Coffee", "coffee"),
        ("아이스 아메리카노", "coffee"), ("アイスコーヒー", "coffee"), ("咖啡", "coffee"), ("Double Espresso", "espresso"),
        ("Vanilla Latte", "latte"),
        ("카페라떼", "latte"), ("拿铁", "latte"), ("Chocolate Cake", "chocolate"), ("초코 쉐이크", "chocolate"),
        ("巧克力", "chocolate"),
        ("Lemonade", "lemon"), ("레몬에이드", "lemon"), ("レモンティー", "lemon"), ("柠檬茶", "lemon"), ("Mango Lassi", "mango"),
        ("マンゴー", "mango"),
        ("芒果", "mango"), ("Watermelon Juice", "watermelon"), ("수박쥬스", "watermelon"), ("スイカ", "watermelon"),
        ("西瓜汁", "watermelon"),
        ("Coconut Water", "coconut"), ("코코넛", "coconut"), ("ココナッツミルク", "coconut"), ("椰子汁", "coconut"),
    ])
    func aWordPicksItsFamily(name: String, family: String) {
        #expect(ColorWords.family(of: name)?.name == family, "\(name)")
    }

    @Test func theFlavourBeatsTheDrink() {
        #expect(ColorWords.family(of: "딸기라떼")?.name == "strawberry")
        #expect(ColorWords.family(of: "Iced Matcha Latte")?.name == "matcha")
        #expect(ColorWords.family(of: "Chocolate Coffee")?.name == "chocolate")
        #expect(ColorWords.family(of: "Coffee Latte")?.name == "coffee", "between drinks, the one written first")
    }

    @Test func theFirstFlavourWritten() {
        #expect(ColorWords.family(of: "Mango Kiwi")?.name == "mango")
        #expect(ColorWords.family(of: "Kiwi Mango")?.name == "kiwi")
    }

    @Test func namesWithoutAColourWordSayNone() {
        for name in ["Croissant", "Grapefruit Juice", "자몽에이드", "Custom Amount", "641402", ""] {
            #expect(ColorWords.family(of: name) == nil, "\(name)")
        }
    }

    @Test func familiesAreApart() {
        // Two families may sit side by side: their anchors differ clearly to the eye.
        let families = ColorWords.families
        for (i, a) in families.enumerated() {
            for b in families[(i + 1)...] {
                #expect(a.anchor.difference(from: b.anchor) >= 8, "\(a.name) \(a.anchor) and \(b.name) \(b.anchor)")
            }
        }
    }
}
