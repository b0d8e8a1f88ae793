import PieRender

/// The colours of products whose name says none: Paul Tol's "muted" scheme, which stays
/// distinct for colour-blind readers, then the same nine lighter and darker.
///
/// Of the schemes measured for this (Okabe–Ito, Tol bright and muted, Petroff 10, Tableau 10),
/// muted keeps its nine colours furthest apart under deuteranopia and protanopia together with
/// none of them grey (Petroff's two greys read as "Other") and none black; every one carries
/// black or white text at 4.5:1. `SafePaletteTests` checks the floors stated here with the
/// Machado (2009) simulation and CIEDE2000.
enum SafePalette {
    /// Tol muted: rose, indigo, sand, green, cyan, wine, teal, olive, purple.
    static let base: [RGBColor] = [
        0xCC6677, 0x332288, 0xDDCC77, 0x117733, 0x88CCEE, 0x882255, 0x44AA99, 0x999933, 0xAA4499,
    ]
    .map { RGBColor(hex: $0) }

    /// Smallest CIEDE2000 difference between two base colours, as seen with normal vision, and
    /// under full deuteranopia and protanopia.
    static let normalFloor = 14.0
    static let deutanFloor = 13.0
    static let protanFloor = 11.0

    /// HSL lightness steps of the tiers after the base one: past nine products the palette
    /// repeats its hues lighter, then darker.
    static let tierSteps = [0.0, 0.14, -0.14]

    /// Every colour the palette has, tier by tier: `base.count × tierSteps.count`.
    static let colors: [RGBColor] = tierSteps.flatMap { step in base.map { step == 0 ? $0 : $0.addingLightness(step) } }
}
