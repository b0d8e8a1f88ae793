import Foundation
import JuiceCore
import PieRender

/// One colour per product for everything made from the same data: the units and revenue
/// charts, every day's chart, the trend and the report colour a product alike, whatever its rank.
///
/// The colours are chosen once over the data set's whole product list, never per chart, in
/// order of the products' normalised names (never rank):
/// 1. the menu's colour (the shop's menu file's, else the built-in juice menu's);
/// 2. the colour a word of the name says (`ColorWords`): the family's anchor, or for a second
///    member of a family (two strawberry drinks) the first lightness step that stands
///    `minimumDifference` apart from every colour already taken;
/// 3. the colour-blind-safe palette (`SafePalette`): the slot a hash of the normalised name
///    (FNV-1a) points at, or the next free one (linear probing), skipping slots within
///    `minimumDifference` of a colour already taken; past the palette's 27, colours repeat.
/// "Other" is neutral grey. A product added later takes a free slot, so the others keep
/// theirs unless it claims one first in name order.
public struct ProductColors: Sendable {
    /// By `key(_:)`, so spellings that differ only in case or spaces share a colour.
    private let colors: [String: ProductColor]
    public let menu: Menu

    /// Two products' colours closer than this (CIEDE2000) are too alike to be told apart on a pie.
    static let minimumDifference = 10.0

    /// Lightness steps (HSL) tried for the members of one colour family, in order.
    static let familySteps = [0.0, -0.12, 0.12, -0.22, 0.2, -0.3]

    /// A stepped colour stays within these HSL lightnesses: lighter reads as the white page,
    /// darker as the black outline.
    static let steppedLightness = 0.15...0.8

    /// The colours of every product of `sales`: its slices, the juices in its tables, those
    /// counted at 0 and those without a recipe.
    public init(sales: SalesSummary, menu: Menu) {
        let products = sales.segments.map(\.juice) + sales.juiceTotals.map(\.juice) + sales.zeroValueJuices
            + sales.unrecipedUnits.keys.sorted { Self.key($0).unicodeScalars.lexicographicallyPrecedes(Self.key($1).unicodeScalars) }
        self.init(products: products, menu: menu)
    }

    /// The colours of `products` (any order, repeats ignored).
    public init(products: [JuiceIdentity], menu: Menu) {
        self.menu = menu
        var byKey: [String: JuiceIdentity] = [:]
        for product in products where product != .other { byKey[Self.key(product)] = byKey[Self.key(product)] ?? product }
        let ordered = byKey.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.compactMap { byKey[$0] }
        var colors: [String: ProductColor] = [:]
        var taken: [RGBColor] = []
        func isFree(_ color: RGBColor) -> Bool {
            taken.allSatisfy { $0.difference(from: color) >= Self.minimumDifference }
        }
        for product in ordered {
            guard let fixed = Self.menuColor(of: product, menu: menu) else { continue }
            colors[Self.key(product)] = fixed
            taken.append(fixed.color)
        }
        for product in ordered where colors[Self.key(product)] == nil {
            guard let family = ColorWords.family(of: Self.names(of: product, menu: menu)) else { continue }
            let steps = Self.familySteps.map { $0 == 0 ? family.anchor : family.anchor.addingLightness($0) }
                .filter { $0 == family.anchor || Self.steppedLightness.contains($0.hslLightness) }
            let color = steps.first(where: isFree) ?? family.anchor
            colors[Self.key(product)] = ProductColor(color, source: .name)
            taken.append(color)
        }
        var usedSlots = Set<Int>()
        for product in ordered where colors[Self.key(product)] == nil {
            let count = SafePalette.base.count
            let start = Int(Self.hash(Self.key(product)) % UInt64(count))
            let probes = SafePalette.tierSteps.indices.flatMap { tier in (0..<count).map { tier * count + (start + $0) % count } }
            let slot = probes.first { !usedSlots.contains($0) && isFree(SafePalette.colors[$0]) }
                ?? probes.first { !usedSlots.contains($0) } ?? start
            usedSlots.insert(slot)
            colors[Self.key(product)] = ProductColor(SafePalette.colors[slot], source: .palette)
            taken.append(SafePalette.colors[slot])
        }
        self.colors = colors
    }

    /// The product's colour; one the list did not hold is coloured as if it were alone.
    public func color(for product: JuiceIdentity) -> ProductColor {
        guard product != .other else { return .other }
        return colors[Self.key(product)] ?? ProductColors(products: [product], menu: menu).colors[Self.key(product)] ?? .other
    }

    /// The normalised name colours are keyed on: a menu juice by its id (every spelling alike),
    /// another by its name folded for compatibility forms, case and spaces.
    static func key(_ product: JuiceIdentity) -> String {
        switch product {
        case .menu(let id): "menu:" + id
        case .offMenu(let name): "name:" + name.precomposedStringWithCompatibilityMapping.foldedForMatching
        case .fruit(let fruit): "fruit:" + fruit.rawValue
        case .other: ""
        }
    }

    /// The menu's colour for a menu juice, or for a fruit the colour of the juice made of that fruit alone.
    private static func menuColor(of product: JuiceIdentity, menu: Menu) -> ProductColor? {
        switch product {
        case .menu(let id):
            return menu.juice(id: id).flatMap(Self.color(of:))
        case .fruit(let fruit):
            return menu.juices.first { $0.recipe.count == 1 && $0.recipe.first?.fruit == fruit }.flatMap(Self.color(of:))
        case .offMenu, .other:
            return nil
        }
    }

    /// A menu juice's colour, from the shop's menu file or the built-in menu; nil when it has none.
    private static func color(of juice: MenuJuice) -> ProductColor? {
        juice.color.map { ProductColor(RGBColor(hex: $0), source: juice.colorFromMenuFile ? .menuFile : .menu) }
    }

    /// The names whose words may say a colour: a menu juice's names, a fruit's, an off-menu product's own.
    private static func names(of product: JuiceIdentity, menu: Menu) -> [String] {
        switch product {
        case .menu(let id): menu.juice(id: id).map { ($0.displayName.map { [$0] } ?? []) + [$0.englishName, $0.koreanName] + $0.aliases } ?? [id]
        case .offMenu(let name): [name]
        case .fruit(let fruit): [fruit.englishName]
        case .other: []
        }
    }

    /// FNV-1a over UTF-8: the same on every run and machine, unlike Swift's seeded `hashValue`.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
