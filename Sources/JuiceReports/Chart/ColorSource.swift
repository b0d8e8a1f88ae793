/// Where a slice's colour came from, as the layout JSON records it (`colorSource`).
public enum ColorSource: String, Sendable, Hashable, CaseIterable {
    /// The built-in juice menu's colour for the juice.
    case menu
    /// The colour the shop's menu file (`--menu`) gives the product.
    case menuFile
    /// The colour a word of the name says (strawberry, 말차, コーヒー, 芒果…): `ColorWords`.
    case name
    /// The palette of 12 hues × 4 lightness steps, by the product's name: `SafePalette`.
    case palette
    /// The neutral grey of the folded "Other" slice.
    case other
    /// A shade of its group's colour, on a grouped chart (`--group-by`): `ProductGroups`.
    case group
}
