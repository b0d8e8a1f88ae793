import Foundation
import PieRender

/// The colours product names say: a word of the name (strawberry, 딸기, いちご, 草莓) picks a
/// colour family, in English, Korean, Japanese and Chinese.
///
/// Words are found anywhere in the name after folding (NFKC, case, katakana to hiragana), so
/// 딸기라떼, "Iced Strawberry Latte" and イチゴミルク all find strawberry. A flavour beats the drink:
/// 딸기라떼 is strawberry, not latte; among flavours the one written first wins ("Mango Kiwi"
/// is mango). The anchors come from colour dictionaries (xkcd's names and meodai/color-names),
/// moved apart where two families looked alike (CIEDE2000); the menu's own
/// fruit colours are the anchors of their fruit, so a strawberry drink sits beside the
/// strawberry juice in a lighter or darker red (`ProductColors` steps the lightness).
enum ColorWords {
    /// One colour family: its name (for tests and notes), its anchor colour, and its words.
    struct Family: Sendable, Equatable {
        let name: String
        let anchor: RGBColor
        /// A flavour (fruit, matcha, chocolate) rather than a drink (coffee, latte): flavours win.
        let isFlavour: Bool
        let words: [String]
    }

    static let families: [Family] = [
        Family(
            name: "strawberry", anchor: RGBColor(hex: 0xD62839), isFlavour: true,
            words: ["strawberry", "딸기", "いちご", "苺", "草莓"]),
        Family(
            name: "watermelon", anchor: RGBColor(hex: 0xF26D85), isFlavour: true,
            words: ["watermelon", "수박", "すいか", "西瓜"]),
        Family(
            name: "orange", anchor: RGBColor(hex: 0xE8650F), isFlavour: true,
            words: ["orange", "오렌지", "おれんじ", "橙", "柳丁"]),
        Family(name: "mango", anchor: RGBColor(hex: 0xF58A1F), isFlavour: true, words: ["mango", "망고", "まんごー", "芒果"]),
        Family(
            name: "banana", anchor: RGBColor(hex: 0xF7D64A), isFlavour: true, words: ["banana", "바나나", "ばなな", "香蕉"]),
        Family(
            name: "lemon", anchor: RGBColor(hex: 0xE3E86A), isFlavour: true, words: ["lemon", "레몬", "れもん", "柠檬", "檸檬"]),
        Family(
            name: "kiwi", anchor: RGBColor(hex: 0x5C9E31), isFlavour: true,
            words: ["kiwi", "키위", "きうい", "猕猴桃", "獼猴桃", "奇异果", "奇異果"]),
        Family(name: "matcha", anchor: RGBColor(hex: 0x8DB43A), isFlavour: true, words: ["matcha", "말차", "抹茶"]),
        Family(
            name: "blueberry", anchor: RGBColor(hex: 0x4F4A9E), isFlavour: true,
            words: ["blueberry", "블루베리", "ぶるーべりー", "蓝莓", "藍莓"]),
        Family(name: "grape", anchor: RGBColor(hex: 0x7A3A6E), isFlavour: true, words: ["grape", "포도", "ぶどう", "葡萄"]),
        Family(
            name: "chocolate", anchor: RGBColor(hex: 0x8A3A1A), isFlavour: true,
            words: ["chocolate", "choco", "초코", "초콜릿", "ちょこ", "巧克力"]),
        Family(
            name: "coconut", anchor: RGBColor(hex: 0xD8C9A3), isFlavour: true,
            words: ["coconut", "코코넛", "ここなっつ", "椰子"]),
        Family(
            name: "espresso", anchor: RGBColor(hex: 0x3B2621), isFlavour: false,
            words: ["espresso", "에스프레소", "えすぷれっそ", "浓缩", "濃縮"]),
        Family(
            name: "latte", anchor: RGBColor(hex: 0xC5A582), isFlavour: false,
            words: ["latte", "라떼", "라테", "らて", "拿铁", "拿鐵"]),
        Family(
            name: "coffee", anchor: RGBColor(hex: 0x6F4E37), isFlavour: false,
            words: ["coffee", "americano", "커피", "아메리카노", "こーひー", "珈琲", "咖啡"]),
    ]

    /// Each family's words, folded once.
    private static let foldedWords: [[[Unicode.Scalar]]] = families.map {
        $0.words.map { Array(folded($0).unicodeScalars) }
    }

    /// Words that contain a family's word but are not of it ("grapefruit" is not a grape).
    private static let exceptions = ["grapefruit", "자몽"]

    /// The family `names` say, trying each name in turn (a product's drawn name, then the menu's
    /// other names); nil when no name has a colour word.
    static func family(of names: [String]) -> Family? {
        for name in names {
            if let family = family(of: name) { return family }
        }
        return nil
    }

    /// The family one name says: the first flavour word in it, else the first drink word.
    static func family(of name: String) -> Family? {
        var text = folded(name)
        for exception in exceptions where text.contains(exception) {
            text = text.replacingOccurrences(of: exception, with: " ")
        }
        // Searched as scalars: String.range(of:) made colouring 50,000 names take seconds.
        let scalars = Array(text.unicodeScalars)
        var best: (flavour: Bool, position: Int, order: Int)?
        for (order, words) in foldedWords.enumerated() {
            for word in words {
                guard let position = firstPosition(of: word, in: scalars) else { continue }
                let candidate = (flavour: families[order].isFlavour, position: position, order: order)
                if let current = best {
                    let better =
                        candidate.flavour != current.flavour
                        ? candidate.flavour
                        : candidate.position != current.position
                            ? candidate.position < current.position : candidate.order < current.order
                    if better { best = candidate }
                } else {
                    best = candidate
                }
            }
        }
        return best.map { families[$0.order] }
    }

    /// Where `word` first starts in `text`, in scalars.
    private static func firstPosition(of word: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int? {
        guard let first = word.first, word.count <= text.count else { return nil }
        for start in 0...(text.count - word.count) where text[start] == first {
            if text[start..<(start + word.count)].elementsEqual(word) { return start }
        }
        return nil
    }

    /// NFKC, lower case, katakana as hiragana: イチゴ, いちご and ｲﾁｺﾞ read alike.
    static func folded(_ text: String) -> String {
        let scalars = text.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars.map {
            scalar -> Unicode.Scalar in
            guard (0x30A1...0x30F6).contains(scalar.value), let hiragana = Unicode.Scalar(scalar.value - 0x60) else {
                return scalar
            }
            return hiragana
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
