import Foundation

/// The category each product was sold under, as a table's category column (or the column
/// `--group-by` names) says: how many lines named each category, per product.
///
/// Readers count; `mostUsed` settles each product on one category. A product written under two
/// categories (a till's menu changed, an export joined from two shops) takes the one most of its
/// lines named, ties going to the name that sorts first, and `conflicts` says which did.
public struct ProductCategories: Sendable, Equatable {
    /// Lines per category, per product.
    public private(set) var counts: [JuiceIdentity: [String: Int]] = [:]

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }

    /// Counts `lines` more lines of `product` under `category` (trimmed; empty and `None`, as
    /// Square writes an item without one, count as no category).
    public mutating func count(_ product: JuiceIdentity, category: String, lines: Int = 1) {
        let name = category.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.lowercased() != "none" else { return }
        counts[product, default: [:]][name, default: 0] += lines
    }

    /// Adds the counts of another input (or the other half of a file read on two cores).
    public mutating func merge(_ other: ProductCategories) {
        for (product, categories) in other.counts {
            for (category, lines) in categories { count(product, category: category, lines: lines) }
        }
    }

    /// Each product's category: the one most of its lines named (ties: the first in name order).
    public var mostUsed: [JuiceIdentity: String] {
        counts.mapValues(Self.choice)
    }

    /// The products seen under more than one category: each with the category chosen and the
    /// others, in name order of the product's key.
    public var conflicts: [(product: JuiceIdentity, chosen: String, others: [String])] {
        counts.filter { $0.value.count > 1 }
            .map { product, categories in
                let chosen = Self.choice(categories)
                return (product, chosen, categories.keys.filter { $0 != chosen }.sorted())
            }
            .sorted {
                Self.sortKey($0.product).unicodeScalars.lexicographicallyPrecedes(
                    Self.sortKey($1.product).unicodeScalars)
            }
    }

    private static func sortKey(_ product: JuiceIdentity) -> String {
        switch product {
        case .menu(let id): "menu:" + id
        case .offMenu(let name): "name:" + name
        case .fruit(let fruit): "fruit:" + fruit.rawValue
        case .other: ""
        }
    }

    private static func choice(_ categories: [String: Int]) -> String {
        categories.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key ?? ""
    }
}
