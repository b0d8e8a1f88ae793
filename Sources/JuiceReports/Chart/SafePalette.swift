import PieRender

/// The colours of products whose name says none: twelve hue families, each in four lightness
/// steps, 48 colours, one of which a product's name picks (`color(forHash:)`).
///
/// The hues are 30° apart in CIE LCh(ab) from 20° (rose, brick, ochre, olive, green, jade, teal,
/// cyan, azure, blue, violet, plum) at chroma 40 where sRGB allows; the steps are CIELAB
/// lightness 34, 50, 66 and 82, off the white page and the black outline, each carrying black
/// or white text at 4.5:1. Lightness differs between steps, so a reader who cannot tell hues
/// apart still tells steps apart. What `SafePaletteTests` measures (CIEDE2000, deuteranopia and
/// protanopia by the Machado (2009) simulation):
/// - two colours two or more steps apart: at least 20 for every reader;
/// - one step apart: at least 10 for every reader when of one hue or neighbouring hues, and at
///   least 11 with normal vision for any two;
/// - one step, different hues: at least 8 with normal vision (neighbouring hues), 16 otherwise;
///   for deutan and protan readers hues of one step may meet, which is why neighbouring slices
///   are drawn apart in lightness when they come closer than 10 for any reader (`SliceFills`);
/// - every colour at least 15 from Other's grey with normal vision.
/// With 48 colours, two of 8 products share one about half the time (birthday odds); the chart
/// still draws them apart in a variant of the colour (`SliceFills`).
enum SafePalette {
    /// The hue of each family, degrees in LCh(ab).
    static let hues: [Double] = (0..<12).map { 20 + 30 * Double($0) }
    /// The CIELAB lightness of each step, darkest first.
    static let lightnessSteps: [Double] = [34, 50, 66, 82]
    /// The chroma asked of every colour; sRGB gives some hues less at some steps.
    static let chroma = 40.0

    /// Every colour, step by step: index `step × hues.count + hue`.
    static let colors: [RGBColor] = lightnessSteps.flatMap { lightness in
        hues.map { RGBColor(lightness: lightness, chroma: chroma, hue: $0) }
    }

    /// The colour a name's hash picks: its hue from the low digits, its step from the next.
    static func color(forHash hash: UInt64) -> RGBColor {
        colors[Int(hash % UInt64(colors.count))]
    }
}
