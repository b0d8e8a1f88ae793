/// A juice on the shop's menu (or any product on a shop's own menu file): its id, its names, its
/// recipe, its chart colour and category.
public struct MenuJuice: Sendable, Hashable {
    /// The id orders use, such as `strawberryBanana`; a menu file's product has its name as id.
    public let id: String
    /// The name shown on Korean charts, such as 딸바쥬스.
    public let koreanName: String
    public let englishName: String
    /// Other names orders may use for this juice, such as 딸기바나나쥬스.
    public let aliases: [String]
    public let recipe: [FruitUse]
    /// The juice's chart colour as `0xRRGGBB`, chosen to look like the fruit and to stay apart
    /// from the other menu colours; nil for a product of a menu file that gives none (its name
    /// or the palette then colours it). The reports turn it into a drawing colour.
    public let color: UInt32?
    /// Whether `color` is the shop's, from its menu file (`--menu`), rather than the built-in menu's.
    public let colorFromMenuFile: Bool
    /// The name every chart draws, whatever the input wrote and `--names` asked, when the shop's
    /// menu file gives one.
    public let displayName: String?
    /// The shop's category (`Coffee`, `Bakery`): `--only` and `--exclude` match it for lines
    /// whose table has no category of its own.
    public let category: String?

    public init(
        id: String, koreanName: String, englishName: String, aliases: [String] = [], recipe: [FruitUse], color: UInt32?,
        colorFromMenuFile: Bool = false, displayName: String? = nil, category: String? = nil
    ) {
        self.id = id
        self.koreanName = koreanName
        self.englishName = englishName
        self.aliases = aliases
        self.recipe = recipe
        self.color = color
        self.colorFromMenuFile = colorFromMenuFile
        self.displayName = displayName
        self.category = category
    }

    /// The name to show in the given language: the display name when the shop's menu gives one,
    /// else Korean, else English (the menu has no Japanese or Chinese names; their charts show
    /// the spellings the input wrote).
    public func name(in language: NameLanguage) -> String {
        displayName ?? (language == .korean ? koreanName : englishName)
    }
}
