import JuiceCore

/// Names juices, fruit and the folded slice as a chart or table shows them: each juice as the
/// input wrote it most (`spellings`), else as the menu names it in `language`; the words the
/// chart adds ("Other", the footnote's, "No sales") in `language`.
public struct JuiceNames: Sendable {
    public let menu: Menu
    public let language: NameLanguage
    /// For each menu juice (by id), the spelling it is drawn with (`SalesSummary.menuSpellings`);
    /// empty when `--names ko|en` asks for the menu's names.
    public let spellings: [String: String]

    public init(menu: Menu = .standard, language: NameLanguage = .korean, spellings: [String: String] = [:]) {
        self.menu = menu
        self.language = language
        self.spellings = spellings
    }

    /// The name of the slice that small juices are folded into.
    public var otherName: String {
        switch language {
        case .korean: "기타"
        case .english: "Other"
        case .japanese: "その他"
        case .chinese: "其他"
        }
    }

    /// The footnote's words before the groups the inner ring of a grouped chart could not name.
    var innerRing: String {
        switch language {
        case .korean: "안쪽 고리"
        case .english: "Inner ring"
        case .japanese: "内側の輪"
        case .chinese: "内环"
        }
    }

    /// The footnote's end of a list of folded juices too long to name: ", … (3 more)".
    func moreFolded(_ count: Int) -> String {
        switch language {
        case .korean: ", … 외 \(count)개"
        case .english: ", … (\(count) more)"
        case .japanese: ", … ほか\(count)件"
        case .chinese: ", … 另外\(count)项"
        }
    }

    /// The footnote's words before juices that have no recipe, grouped by fruit.
    var notCountedNoRecipe: String {
        switch language {
        case .korean: "레시피가 없어 세지 않음"
        case .english: "Not counted, no recipe"
        case .japanese: "レシピがないため数えず"
        case .chinese: "无配方，未计入"
        }
    }

    /// The footnote's words before juices that came to 0 or less (returns reaching their sales),
    /// which have no slice: `Not drawn, 0 or less: Kiwi -1`.
    var notDrawnZeroOrLess: String {
        switch language {
        case .korean: "0 이하라 그리지 않음"
        case .english: "Not drawn, 0 or less"
        case .japanese: "0以下のため描かず"
        case .chinese: "不大于0，未绘出"
        }
    }

    /// What a chart (or a daily page's day) without sales says. Korean keeps an English gloss: it
    /// is also the language of an input with no names at all, and an empty chart says it unless
    /// `--names` chose a language (`ChartContent`).
    public var noSales: String {
        switch language {
        case .korean: "판매 없음 / No sales"
        case .english: "No sales"
        case .japanese: "販売なし"
        case .chinese: "无销售"
        }
    }

    /// A juice's name: the shop's display name (`--menu`), else the spelling kept for it, else the menu's name.
    public func name(of juice: JuiceIdentity) -> String {
        if case .menu(let id) = juice {
            if let displayName = menu.juice(id: id)?.displayName { return displayName }
            if let spelling = spellings[id] { return spelling }
        }
        return menu.name(of: juice, in: language) ?? otherName
    }

    /// Orders names in Unicode scalar order (가나다 for Hangul), the same on every machine.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }
}
