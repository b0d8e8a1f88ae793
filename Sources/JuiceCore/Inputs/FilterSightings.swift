/// What `--only` and `--exclude` met while reading: which of their values named some line, and
/// the names and categories the input holds, for the message when a value named nothing.
///
/// Every different name and category is looked at once (readers match a name once, then find it
/// by its bytes), so keeping this costs nothing per line. At most `rememberedLimit` of each are
/// kept for the message; which values matched is exact however many there are.
public struct FilterSightings: Sendable, Equatable {
    static let rememberedLimit = 4_096

    /// The positions of the `only` and `exclude` values that name one name or category.
    public struct Matches: Sendable, Equatable {
        public var only: [Int]
        public var exclude: [Int]
    }

    /// Positions of the `only` values that named some line.
    public private(set) var matchedOnly: Set<Int> = []
    /// Positions of the `exclude` values that named some line.
    public private(set) var matchedExclude: Set<Int> = []
    /// The different names met, as first written.
    public private(set) var names: [String] = []
    /// The different categories met, as first written.
    public private(set) var categories: [String] = []
    private var categoryKeys: Set<String> = []

    public init() {}

    /// Notes a name met for the first time and the values that name it.
    public mutating func note(name: String, _ matches: Matches) {
        record(matches)
        if names.count < Self.rememberedLimit { names.append(name) }
    }

    /// Notes a line's category; only its first sighting costs more than a set lookup.
    public mutating func note(category: String, _ matches: @autoclosure () -> Matches) {
        guard !category.isEmpty, !categoryKeys.contains(category) else { return }
        if categoryKeys.count < Self.rememberedLimit * 4 { categoryKeys.insert(category) }
        record(matches())
        if categories.count < Self.rememberedLimit { categories.append(category) }
    }

    /// Adds what another input (or another part of one) met.
    public mutating func merge(_ other: FilterSightings) {
        matchedOnly.formUnion(other.matchedOnly)
        matchedExclude.formUnion(other.matchedExclude)
        var knownNames = Set(names), knownCategories = Set(categories)
        for name in other.names where names.count < Self.rememberedLimit && knownNames.insert(name).inserted {
            names.append(name)
        }
        for category in other.categories
        where categories.count < Self.rememberedLimit && knownCategories.insert(category).inserted {
            categories.append(category)
        }
        categoryKeys.formUnion(other.categoryKeys)
    }

    private mutating func record(_ matches: Matches) {
        matchedOnly.formUnion(matches.only)
        matchedExclude.formUnion(matches.exclude)
    }
}
