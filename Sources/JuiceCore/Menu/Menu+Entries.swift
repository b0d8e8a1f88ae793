extension Menu {
    /// This menu with a shop's menu file's products: an entry that names a juice of this menu
    /// (by id, name or alias) amends it (its aliases added; its display name, colour and category
    /// set when given); any other entry is a product of its own, its name its id.
    ///
    /// - Parameter replacing: start from no juices instead of this menu's (`--menu-only`).
    /// - Throws: `MenuEntryProblem` naming the entry (its index in `entries`) whose spellings name
    ///   two products, or a product another entry already named.
    public func adding(_ entries: [MenuEntry], replacing: Bool = false) throws(MenuEntryProblem) -> Menu {
        var juices = replacing ? [] : self.juices
        var entryOfJuice: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let current = Menu(checkedJuices: juices)
            var named: [String: String] = [:]  // juice id → the spelling that named it
            for spelling in entry.spellings {
                if case .menu(let id) = current.identify(spelling), named[id] == nil { named[id] = spelling }
            }
            if named.count > 1 {
                let clash = named.sorted { $0.value.unicodeScalars.lexicographicallyPrecedes($1.value.unicodeScalars) }
                    .map { "\"\($0.value)\" is \(current.juice(id: $0.key).map(\.englishName) ?? $0.key)" }
                throw MenuEntryProblem(entry: index, problem: "names two products: \(clash.joined(separator: ", "))")
            }
            if let (id, spelling) = named.first {
                if let earlier = entryOfJuice[id] {
                    throw MenuEntryProblem(entry: index, problem: "\"\(spelling)\" already names a product of this file", earlierEntry: earlier)
                }
                guard let position = juices.firstIndex(where: { $0.id == id }) else { continue }
                let juice = juices[position]
                let aliases = juice.aliases + entry.spellings.filter { spelling in
                    current.identify(spelling) != .menu(id) && !juice.aliases.contains(spelling)
                }
                juices[position] = MenuJuice(
                    id: juice.id, koreanName: juice.koreanName, englishName: juice.englishName, aliases: aliases, recipe: juice.recipe,
                    color: entry.color ?? juice.color, colorFromMenuFile: entry.color != nil || juice.colorFromMenuFile,
                    displayName: entry.displayName ?? juice.displayName, category: entry.category ?? juice.category)
                entryOfJuice[id] = index
            } else {
                let name = entry.name
                juices.append(MenuJuice(id: name, koreanName: name, englishName: name, aliases: Array(entry.spellings.dropFirst()),
                                        recipe: [], color: entry.color, colorFromMenuFile: entry.color != nil,
                                        displayName: entry.displayName, category: entry.category))
                entryOfJuice[name] = index
            }
            if case .failure(let clash) = Menu.checked(juices) {
                throw MenuEntryProblem(entry: index, problem: "\"\(Self.spelling(of: clash.key))\" would name two products")
            }
        }
        if case .failure(let clash) = Menu.checked(juices) {
            throw MenuEntryProblem(entry: max(entries.count - 1, 0), problem: "\"\(Self.spelling(of: clash.key))\" would name two products")
        }
        return Menu(checkedJuices: juices)
    }

    /// A menu of juices `checked(_:)` has accepted.
    private init(checkedJuices juices: [MenuJuice]) {
        switch Menu.checked(juices) {
        case .success(let menu): self = menu
        case .failure(let clash): preconditionFailure("menu key \(clash.key) names two juices, though checked")
        }
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
