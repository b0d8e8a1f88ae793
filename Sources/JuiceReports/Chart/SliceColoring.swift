import JuiceCore
import PieRender

/// Colours the slices of one chart so neighbours tell apart.
///
/// Menu juices keep their fruit colours and "Other" its grey. Each off-menu juice, in slice
/// order, takes the candidate colour that differs most (CIEDE2000) from its neighbours and then
/// from every colour already on the chart; ties go to the earlier candidate, so the same input
/// always gets the same colours.
enum SliceColoring {
    /// Mid-tone hues every 15°, at three lightnesses; each carries black or white text at 4.5:1.
    static let candidates: [RGBColor] = [(0.55, 0.52), (0.50, 0.38), (0.60, 0.68)].flatMap { saturation, lightness in
        stride(from: 0.0, to: 360, by: 15).map { RGBColor(hue: $0, saturation: saturation, lightness: lightness) }
    }.filter { $0.contrastRatio(with: $0.readableTextColor) >= 4.5 }

    /// Neighbouring slices closer than this look alike.
    static let neighbourDifference = 20.0

    /// `segments` (in drawing order, a ring: the last touches the first) with off-menu juices recoloured.
    static func colored(_ segments: [ChartSegment]) -> [ChartSegment] {
        var colors = segments.map(\.color)
        let fixed = segments.map { segment in
            if case .offMenu = segment.juice { return false }
            return true
        }
        for index in segments.indices where !fixed[index] {
            let count = segments.count
            let neighbours = count > 1 ? Set([(index + count - 1) % count, (index + 1) % count]).filter { $0 != index } : []
            // Only colours already settled count: fixed ones, and off-menu ones coloured before this one.
            let settled = segments.indices.filter { $0 != index && (fixed[$0] || $0 < index) }
            var best: (color: RGBColor, score: (Double, Double))?
            for candidate in candidates {
                let nearNeighbour = neighbours.filter(settled.contains).map { candidate.difference(from: colors[$0]) }.min() ?? 100
                let nearAny = settled.map { candidate.difference(from: colors[$0]) }.min() ?? 100
                let score = (min(nearNeighbour, 40), nearAny)
                if best.map({ score > $0.score }) ?? true { best = (candidate, score) }
            }
            colors[index] = best?.color ?? colors[index]  // no candidates: the juice keeps its colour
        }
        return zip(segments, colors).map { ChartSegment(juice: $0.juice, name: $0.name, value: $0.value, color: $1) }
    }
}
