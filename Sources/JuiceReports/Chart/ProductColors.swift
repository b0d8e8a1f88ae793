import Foundation
import JuiceCore
import PieRender

/// A product's colour: a function of the shop's menu and the product's own name, nothing else.
///
/// Never of values, period, store, filter, metric, command or the other products present, so a
/// product keeps its colour on every chart, table and page, and when new products appear in a
/// growing input. In order:
/// 1. the menu's colour (the shop's menu file's, else the built-in juice menu's);
/// 2. the colour a word of the name says (`ColorWords`): a lightness step of the family's colour,
///    the step picked by a hash of the normalised name (FNV-1a), so two strawberry drinks are
///    usually two reds;
/// 3. the palette (`SafePalette`): the colour the hash of the normalised name picks among 48.
/// "Other" is neutral grey. Two products may meet one colour; a chart draws them apart in a
/// variant of it (`SliceFills`) without changing the product's colour.
public struct ProductColors: Sendable {
    public let menu: Menu

    public init(menu: Menu) {
        self.menu = menu
    }

    /// Lightness steps (HSL) of a colour family's members, the anchor first.
    static let familySteps = [0.0, -0.12, 0.12, -0.22, 0.2, -0.3]

    /// A stepped colour stays within these HSL lightnesses: lighter reads as the white page,
    /// darker as the black outline.
    static let steppedLightness = 0.15...0.8

    /// The product's colour.
    public func color(for product: JuiceIdentity) -> ProductColor {
        guard product != .other else { return .other }
        if let fixed = Self.menuColor(of: product, menu: menu) { return fixed }
        let hash = Self.hash(Self.key(product))
        if let family = ColorWords.family(of: Self.names(of: product, menu: menu)) {
            let steps = Self.steps(of: family)
            return ProductColor(steps[Int(hash % UInt64(steps.count))], source: .name)
        }
        return ProductColor(SafePalette.color(forHash: hash), source: .palette)
    }

    /// The colours a family's members take: its anchor, then lightness steps that stay off the
    /// white page and the black outline.
    static func steps(of family: ColorWords.Family) -> [RGBColor] {
        familySteps.map { $0 == 0 ? family.anchor : family.anchor.addingLightness($0) }
            .filter { $0 == family.anchor || steppedLightness.contains($0.hslLightness) }
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
