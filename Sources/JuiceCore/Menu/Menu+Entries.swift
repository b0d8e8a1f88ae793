extension Menu {
    /// This menu with a shop's menu file's products: an entry that names a juice of this menu
    /// (by id, name or alias) amends it (its aliases added; its display name, colour and category
    /// set when given); any other entry is a product of its own, its name its id.
    ///
    /// The index of names grows entry by entry, so a file of thousands of products costs one
    /// pass over it.
    ///
    /// - Parameter replacing: start from no juices instead of this menu's (`--menu-only`).
    /// - Throws: `MenuEntryProblem` naming the entry (its index in `entries`) whose spellings name
    ///   two products, or a product another entry already named.
    public func adding(_ entries: [MenuEntry], replacing: Bool = false) throws(MenuEntryProblem) -> Menu {
        var juices = replacing ? [] : self.juices
        var index = replacing ? [:] : self.index
        var entryOfPosition: [Int: Int] = [:]
        for (entryIndex, entry) in entries.enumerated() {
            let spellings = entry.spellings.map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
            }
            var named: [(position: Int, spelling: String)] = []
            for spelling in spellings {
                if let position = Self.position(of: spelling, in: index),
                    !named.contains(where: { $0.position == position })
                {
                    named.append((position, spelling))
                }
            }
            if named.count > 1 {
                let clash = named.sorted {
                    $0.spelling.unicodeScalars.lexicographicallyPrecedes($1.spelling.unicodeScalars)
                }
                .map { "\"\($0.spelling)\" is \(juices[$0.position].englishName)" }
                throw MenuEntryProblem(
                    entry: entryIndex, problem: "names two products: \(clash.joined(separator: ", "))")
            }
            let position: Int
            if let (found, spelling) = named.first {
                if let earlier = entryOfPosition[found] {
                    throw MenuEntryProblem(
                        entry: entryIndex, problem: "\"\(spelling)\" already names a product of this file",
                        earlierEntry: earlier)
                }
                let juice = juices[found]
                let aliases =
                    juice.aliases
                    + spellings.filter { Self.position(of: $0, in: index) == nil && !juice.aliases.contains($0) }
                juices[found] = MenuJuice(
                    id: juice.id, koreanName: juice.koreanName, englishName: juice.englishName, aliases: aliases,
                    recipe: juice.recipe,
                    color: entry.color ?? juice.color, colorFromMenuFile: entry.color != nil || juice.colorFromMenuFile,
                    displayName: entry.displayName ?? juice.displayName, category: entry.category ?? juice.category)
                position = found
            } else {
                let name = entry.name
                juices.append(
                    MenuJuice(
                        id: name, koreanName: name, englishName: name, aliases: Array(entry.spellings.dropFirst()),
                        recipe: [], color: entry.color, colorFromMenuFile: entry.color != nil,
                        displayName: entry.displayName, category: entry.category))
                position = juices.count - 1
            }
            entryOfPosition[position] = entryIndex
            if let clash = Self.add(juices[position], at: position, to: &index) {
                throw MenuEntryProblem(
                    entry: entryIndex, problem: "\"\(Self.spelling(of: clash.key))\" would name two products")
            }
        }
        return Menu(juices: juices, index: index)
    }

    /// A key as the user wrote it: without its `id:` or `en:` prefix.
    private static func spelling(of key: String) -> String {
        for prefix in ["id:", "en:"] where key.hasPrefix(prefix) { return String(key.dropFirst(prefix.count)) }
        return key
    }
}

/// Why a menu file's entry cannot join the menu; the reader adds where the entry is.
public struct MenuEntryProblem: Error, Sendable, Equatable {
    /// The entry's index in the list given.
    public let entry: Int
    public let problem: String
    /// The index of the entry that first named the product, when two did.
    public let earlierEntry: Int?

    public init(entry: Int, problem: String, earlierEntry: Int? = nil) {
        self.entry = entry
        self.problem = problem
        self.earlierEntry = earlierEntry
    }
}
