/// One product of a shop's menu file (`--menu`): the spellings that name it, and what the shop
/// fixes for it. Nothing but `name` is required.
public struct MenuEntry: Sendable, Equatable {
    /// The product's name; on a built-in menu juice's name, the entry amends that juice.
    public let name: String
    /// Other spellings orders use for the product.
    public let aliases: [String]
    /// The name every chart draws, when given.
    public let displayName: String?
    /// `0xRRGGBB`.
    public let color: UInt32?
    public let category: String?

    public init(
        name: String, aliases: [String] = [], displayName: String? = nil, color: UInt32? = nil, category: String? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.displayName = displayName
        self.color = color
        self.category = category
    }

    /// The entry's spellings, name first, then display name and aliases, each once.
    var spellings: [String] {
        var seen: Set<String> = []
        return ([name] + (displayName.map { [$0] } ?? []) + aliases).filter {
            seen.insert($0.foldedForMatching).inserted
        }
    }
}
