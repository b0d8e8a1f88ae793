import Foundation

/// Which lines count, by juice or by category, as `--only` and `--exclude` say: exports mix
/// in what is not a drink (`sticker`, `Custom Amount`, a mug), and the owner charts drinks alone.
///
/// A value names a juice (matched as the menu matches names, and off-menu names ignoring case)
/// or a category (a table's category column, ignoring case; for a line without one, its
/// product's category on the shop's menu file). A line counts when `only` is empty or names its
/// juice or category, and `exclude` names neither.
public struct JuiceFilter: Sendable, Equatable {
    public let only: [String]
    public let exclude: [String]

    public init(only: [String] = [], exclude: [String] = []) {
        self.only = only
        self.exclude = exclude
    }

    public var isEmpty: Bool { only.isEmpty && exclude.isEmpty }

    /// Which of `names` (a database's different juice values, trimmed) count, for a table without
    /// a category column: the database then adds up only their rows.
    public func kept(_ names: [String], menu: Menu) -> [String] {
        let resolved = Resolved(self, menu: menu)
        return names.filter { resolved.keeps(menu.identify($0), category: nil) }
    }

    /// What the filter's values name among `names` (a database's different juice values, trimmed).
    public func sightings(of names: [String], menu: Menu) -> FilterSightings {
        let resolved = Resolved(self, menu: menu)
        var sightings = FilterSightings()
        for name in names where !name.isEmpty {
            sightings.note(name: name, resolved.values(naming: menu.identify(name)))
        }
        return sightings
    }

    /// The filter's values resolved once against `menu`, for checking many lines.
    package struct Resolved {
        /// Each `only` and `exclude` value's juice key and folded category, in the order given, to tell which matched.
        private let onlyKeys: [(juice: String, category: String)]
        private let excludeKeys: [(juice: String, category: String)]
        private let onlyJuices: Set<String>
        private let onlyCategories: Set<String>
        private let excludedJuices: Set<String>
        private let excludedCategories: Set<String>
        package let isEmpty: Bool
        let hasOnly: Bool
        /// The folded category the menu gives each juice that has one, by key.
        private let menuCategories: [String: String]

        package init(_ filter: JuiceFilter, menu: Menu) {
            onlyKeys = filter.only.map { (Self.key(menu.identify($0)), $0.foldedForMatching) }
            excludeKeys = filter.exclude.map { (Self.key(menu.identify($0)), $0.foldedForMatching) }
            onlyJuices = Set(filter.only.map { Self.key(menu.identify($0)) })
            onlyCategories = Set(filter.only.map(\.foldedForMatching))
            excludedJuices = Set(filter.exclude.map { Self.key(menu.identify($0)) })
            excludedCategories = Set(filter.exclude.map(\.foldedForMatching))
            isEmpty = filter.isEmpty
            hasOnly = !filter.only.isEmpty
            var categories: [String: String] = [:]
            for juice in menu.juices {
                if let category = juice.category { categories[Self.key(.menu(juice.id))] = category.foldedForMatching }
            }
            menuCategories = categories
        }

        /// Whether the juice alone decides: `.keep`/`.drop`, or nil when a category could still.
        package func decision(for juice: JuiceIdentity) -> Bool? {
            let key = Self.key(juice)
            if excludedJuices.contains(key) { return false }
            if let category = menuCategories[key] {
                if excludedCategories.contains(category) { return false }
                if hasOnly, onlyCategories.contains(category) { return true }
            }
            if !hasOnly || onlyJuices.contains(key) { return true }
            return nil
        }

        /// Whether a line of `juice` in `category` (else its menu category) counts.
        package func keeps(_ juice: JuiceIdentity, category: String?) -> Bool {
            let folded = category?.foldedForMatching ?? menuCategories[Self.key(juice)]
            if let folded, excludedCategories.contains(folded) { return false }
            if let byJuice = decision(for: juice) { return byJuice }
            return folded.map(onlyCategories.contains) ?? false
        }

        /// Which `only` and `exclude` values (by position) name `juice`, or its category on the menu.
        package func values(naming juice: JuiceIdentity) -> FilterSightings.Matches {
            let key = Self.key(juice)
            let category = menuCategories[key]
            func matching(_ keys: [(juice: String, category: String)]) -> [Int] {
                keys.indices.filter { keys[$0].juice == key || keys[$0].category == category }
            }
            return FilterSightings.Matches(only: matching(onlyKeys), exclude: matching(excludeKeys))
        }

        /// Which `only` and `exclude` values (by position) name the category `category` (a table's cell).
        package func values(namingCategory category: String) -> FilterSightings.Matches {
            let folded = category.foldedForMatching
            return FilterSightings.Matches(
                only: onlyKeys.indices.filter { onlyKeys[$0].category == folded },
                exclude: excludeKeys.indices.filter { excludeKeys[$0].category == folded })
        }

        private static func key(_ identity: JuiceIdentity) -> String {
            switch identity {
            case .menu(let id): "menu:" + id
            case .offMenu(let name): "name:" + name.foldedForMatching
            case .fruit(let fruit): "fruit:\(fruit)"
            case .other: "other"
            }
        }
    }
}
