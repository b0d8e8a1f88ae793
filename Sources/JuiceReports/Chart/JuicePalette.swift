import JuiceCore
import PieRender

/// Gives every juice the same colour on every chart.
public struct JuicePalette: Sendable {
    public let menu: Menu

    public init(menu: Menu) {
        self.menu = menu
    }

    /// The menu colour, or for an off-menu juice a colour derived from its name alone.
    public func color(for identity: JuiceIdentity) -> RGBColor {
        switch identity {
        case .menu(let id):
            return menu.juice(id: id).map { RGBColor(hex: $0.color) } ?? Self.derivedColor(for: id)
        case .offMenu(let name):
            return Self.derivedColor(for: name)
        case .other:
            return Self.otherColor
        case .fruit(let fruit):
            // The colour of the juice made of that fruit alone.
            return menu.juices.first { $0.recipe == [FruitUse($0.recipe.first?.count ?? 0, fruit)] }.map { RGBColor(hex: $0.color) }
                ?? Self.derivedColor(for: fruit.rawValue)
        }
    }

    /// Neutral grey, so "Other" never looks like a juice.
    public static let otherColor = RGBColor(hex: 0xA3A8AE)

    /// A mid-tone colour whose hue comes from a stable hash of the name (FNV-1a over UTF-8),
    /// so it is the same on every run and machine, unlike Swift's seeded `hashValue`.
    public static func derivedColor(for name: String) -> RGBColor {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hue = Double(hash % 360)
        let saturation = 0.45 + Double((hash >> 16) % 20) / 100
        let lightness = 0.50 + Double((hash >> 32) % 16) / 100
        return RGBColor(hue: hue, saturation: saturation, lightness: lightness)
    }
}
