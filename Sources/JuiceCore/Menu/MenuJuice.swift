/// A juice on the shop's menu: its JSON id, its names, its recipe and its chart colour.
public struct MenuJuice: Sendable, Hashable {
    /// The id orders use, such as `strawberryBanana`.
    public let id: String
    /// The name shown on Korean charts, such as 딸바쥬스.
    public let koreanName: String
    public let englishName: String
    /// Other names orders may use for this juice, such as 딸기바나나쥬스.
    public let aliases: [String]
    public let recipe: [FruitUse]
    /// The juice's chart colour as `0xRRGGBB`, chosen to look like the fruit and to stay apart
    /// from the other menu colours; the reports turn it into a drawing colour.
    public let color: UInt32

    public init(id: String, koreanName: String, englishName: String, aliases: [String] = [], recipe: [FruitUse], color: UInt32) {
        self.id = id
        self.koreanName = koreanName
        self.englishName = englishName
        self.aliases = aliases
        self.recipe = recipe
        self.color = color
    }

    /// The name to show in the given language: Korean, else English (the menu has no Japanese
    /// or Chinese names; their charts show the spellings the input wrote).
    public func name(in language: NameLanguage) -> String {
        language == .korean ? koreanName : englishName
    }
}
