import JuiceCore
import PieRender

/// The colours slices are filled with: each product's own colour, except where two slices side
/// by side would look alike, when the later is drawn in a lighter or darker step of its own colour.
///
/// A product's colour never changes per chart (`ProductColors`): stability beats neighbour
/// difference. What changes is only the fill of one slice on one chart, decided here when the
/// chart's content is made, so the renderer draws what it is given. Neighbours are the slices
/// next to each other in drawing order and the last and the first; "Other" keeps its grey, so a
/// product beside it moves instead. Two fills are apart when CIEDE2000 gives at least
/// `minimumDifference` for normal, deutan and protan readers alike (`ColorVision`).
enum SliceFills {
    /// Two fills closer than this (CIEDE2000, for any reader) are too alike side by side.
    static let minimumDifference = 10.0

    /// CIELAB lightness changes tried for a slice too like its neighbour, smallest first and darker
    /// before lighter, so the fill stays as near its own colour as it can and off the white page.
    static let lightnessChanges: [Double] = stride(from: 4.0, through: 60, by: 4).flatMap { [-$0, $0] }

    /// Fills stay within these CIELAB lightnesses: lighter reads as the page, darker as the outline.
    static let lightnessRange = 22.0...90.0

    /// One fill per slice of `segments`, in drawing order.
    static func fills(of segments: [ChartSegment]) -> [RGBColor] {
        var fills = segments.map(\.color)
        let count = fills.count
        guard count > 1 else { return fills }
        for index in fills.indices where segments[index].juice != .other {
            var neighbours: [RGBColor] = []
            if index > 0 { neighbours.append(fills[index - 1]) }
            let next = (index + 1) % count
            // The next slice's fill is settled when it is Other's grey, or the first slice (wrapping round).
            if next != index && (next == 0 || segments[next].juice == .other) { neighbours.append(fills[next]) }
            if index == 0, segments[count - 1].juice == .other { neighbours.append(fills[count - 1]) }
            fills[index] = fill(segments[index].color, apartFrom: neighbours)
        }
        return fills
    }

    /// `color`, or the first lightness step of it apart from every one of `neighbours`; when
    /// none is, the step furthest from the nearest of them.
    static func fill(_ color: RGBColor, apartFrom neighbours: [RGBColor]) -> RGBColor {
        func nearest(_ candidate: RGBColor) -> Double {
            neighbours.map { ColorVision.leastDifference(candidate, $0) }.min() ?? .infinity
        }
        guard nearest(color) < minimumDifference else { return color }
        let lightness = color.lch.lightness
        var best = (color: color, difference: nearest(color))
        for change in lightnessChanges where lightnessRange.contains(lightness + change) {
            let candidate = color.withLabLightness(lightness + change)
            let difference = nearest(candidate)
            if difference >= minimumDifference { return candidate }
            if difference > best.difference { best = (candidate, difference) }
        }
        return best.color
    }
}
