import JuiceCore
import PieRender

/// The products of a grouped chart (`--group-by`) gathered by group: the groups largest first,
/// each with its products largest first, all in the group's colour family.
///
/// A group's colour is the colour-blind-safe palette's slot its name's hash points at (the next
/// free one when taken, in name order, among every category the input names, drawn or not), so the
/// same categories keep the same colours on every chart of the shop's input. A product's colour is
/// a lightness step of its group's, chosen by a hash of its own name: it depends on the group and
/// the name alone, never on the other products.
struct ProductGroups: Sendable {
    struct Group: Sendable {
        let name: String
        let color: RGBColor
        /// Largest first, as `SegmentOrder.value` sorts them, in shades of `color`.
        let products: [ChartSegment]
        var total: Int64 { products.reduce(0) { $0 + $1.value } }
    }

    /// Largest first; ties by name.
    let groups: [Group]

    /// Lightness steps of a group's colour its products take, by their names' hash.
    static let shadeSteps = [0.0, -0.1, 0.1, -0.18, 0.18, 0.05, -0.05]
    /// Products without a category are gathered under this name (in the chart's language).
    static func ungroupedName(_ names: JuiceNames) -> String {
        switch names.language {
        case .korean: "미분류"
        case .english: "No category"
        case .japanese: "未分類"
        case .chinese: "未分类"
        }
    }

    /// `byValue` (largest first) gathered by `categories`; products without one go to one group
    /// named `ungrouped`.
    init(_ byValue: [ChartSegment], categories: [JuiceIdentity: String], ungrouped: String) {
        var members: [String: [ChartSegment]] = [:]
        for segment in byValue { members[categories[segment.juice] ?? ungrouped, default: []].append(segment) }
        // Colours among every category the input knows, not only those the period or store drew:
        // a store without cakes keeps the coffee's colour of the whole chain's chart.
        let colors = Self.colors(of: Array(Set(members.keys).union(categories.values)))
        groups = members.map { name, products in
            let color = colors[name] ?? ProductColor.other.color
            return Group(
                name: name, color: color,
                products: products.map { Self.shaded($0, group: color) })
        }
        .sorted { $0.total != $1.total ? $0.total > $1.total : Self.precedes($0.name, $1.name) }
    }

    /// The colour of each group: its name's palette slot, or the next one free, in name order.
    static func colors(of names: [String]) -> [String: RGBColor] {
        // The palette's middle step (CIELAB lightness 50) of each of its twelve hues, so the
        // products' shades (`shaded`) have room to either side.
        let base = Array(SafePalette.colors[SafePalette.hues.count..<(2 * SafePalette.hues.count)])
        var taken = Set<Int>()
        var colors: [String: RGBColor] = [:]
        for name in names.sorted(by: precedes) {
            let start = Int(ProductColors.hash(name.foldedForMatching) % UInt64(base.count))
            let slot =
                taken.count < base.count
                ? (0..<base.count).map { (start + $0) % base.count }.first { !taken.contains($0) } ?? start : start
            taken.insert(slot)
            colors[name] = base[slot]
        }
        return colors
    }

    /// `segment` recoloured as a shade of `group`, by its name's hash.
    static func shaded(_ segment: ChartSegment, group: RGBColor) -> ChartSegment {
        let step = shadeSteps[Int(ProductColors.hash(segment.name.foldedForMatching) % UInt64(shadeSteps.count))]
        let lightness = group.hslLightness
        let bounded = min(max(lightness + step, 0.2), 0.8) - lightness
        return ChartSegment(
            juice: segment.juice, name: segment.name, value: segment.value,
            color: ProductColor(group.addingLightness(bounded), source: .group))
    }

    /// The shade of a group's folded tail: its colour washed towards Other's grey.
    static func otherShade(of group: RGBColor) -> RGBColor {
        let grey = ProductColor.other.color
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + 2 * Int(b)) / 3) }
        return RGBColor(
            red: mix(group.red, grey.red), green: mix(group.green, grey.green), blue: mix(group.blue, grey.blue))
    }

    static func precedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }
}
