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
///    `minimumDifference` apart from every colour already taken (when none does, the palette's);
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
        let products =
            sales.segments.map(\.juice) + sales.juiceTotals.map(\.juice) + sales.zeroValueJuices
            + sales.unrecipedUnits.keys.sorted {
                Self.key($0).unicodeScalars.lexicographicallyPrecedes(Self.key($1).unicodeScalars)
            }
        self.init(products: products, menu: menu)
    }

    /// The colours of `products` (any order, repeats ignored).
    public init(products: [JuiceIdentity], menu: Menu) {
        self.menu = menu
        var byKey: [String: JuiceIdentity] = [:]
        for product in products where product != .other {
            let key = Self.key(product)
            if byKey[key] == nil { byKey[key] = product }
        }
        let ordered = byKey.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        var colors: [String: ProductColor] = [:]
        var claims = Claims()
        for (key, product) in ordered {
            guard let fixed = Self.menuColor(of: product, menu: menu) else { continue }
            colors[key] = fixed
            claims.take(fixed.color)
        }
        for (key, product) in ordered where colors[key] == nil {
            // A family whose every step is near a colour taken leaves the product to the palette:
            // two products never share a colour while the palette has one free.
            guard let family = ColorWords.family(of: Self.names(of: product, menu: menu)),
                let color = Self.steps(of: family).first(where: claims.isFree)
            else { continue }
            colors[key] = ProductColor(color, source: .name)
            claims.take(color)
        }
        var usedSlots = Set<Int>()
        let count = SafePalette.base.count
        for (key, _) in ordered where colors[key] == nil {
            let start = Int(Self.hash(key) % UInt64(count))
            var slot = start  // every slot used: colours repeat
            if usedSlots.count < SafePalette.colors.count {
                let probes = SafePalette.tierSteps.indices.flatMap { tier in
                    (0..<count).map { tier * count + (start + $0) % count }
                }
                slot =
                    probes.first { !usedSlots.contains($0) && claims.isFree(SafePalette.colors[$0]) } ?? probes.first {
                        !usedSlots.contains($0)
                    } ?? start
            }
            usedSlots.insert(slot)
            colors[key] = ProductColor(SafePalette.colors[slot], source: .palette)
            claims.take(SafePalette.colors[slot])
        }
        self.colors = colors
    }

    /// The colours a family's members take in turn: its anchor, then lightness steps that stay
    /// off the white page and the black outline.
    static func steps(of family: ColorWords.Family) -> [RGBColor] {
        familySteps.map { $0 == 0 ? family.anchor : family.anchor.addingLightness($0) }
            .filter { $0 == family.anchor || steppedLightness.contains($0.hslLightness) }
    }

    /// Every colour a product may be given by its name or the palette.
    private static let candidates: [RGBColor] = Array(Set(SafePalette.colors + ColorWords.families.flatMap(steps(of:))))

    /// The colours taken so far, kept as the candidates they rule out: a candidate is compared
    /// with each different colour once, so thousands of products (a chart takes up to 100,000
    /// names) cost no more than a few hundred comparisons.
    private struct Claims {
        private var taken: Set<RGBColor> = []
        private var ruledOut: Set<RGBColor> = []

        mutating func take(_ color: RGBColor) {
            guard taken.insert(color).inserted else { return }
            for candidate in ProductColors.candidates where !ruledOut.contains(candidate) {
                if candidate.difference(from: color) < ProductColors.minimumDifference { ruledOut.insert(candidate) }
            }
        }

        func isFree(_ color: RGBColor) -> Bool {
            !ruledOut.contains(color)
        }
    }

    /// The product's colour; one the list did not hold is coloured as if it were alone.
    public func color(for product: JuiceIdentity) -> ProductColor {
        guard product != .other else { return .other }
        return colors[Self.key(product)] ?? ProductColors(products: [product], menu: menu).colors[Self.key(product)]
            ?? .other
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
            return menu.juices.first { $0.recipe.count == 1 && $0.recipe.first?.fruit == fruit }.flatMap(
                Self.color(of:))
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
        case .menu(let id):
            menu.juice(id: id).map {
                ($0.displayName.map { [$0] } ?? []) + [$0.englishName, $0.koreanName] + $0.aliases
            } ?? [id]
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
