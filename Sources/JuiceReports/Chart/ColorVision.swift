import Foundation
import PieRender

/// How a colour looks to a reader with a red-green colour vision deficiency: Machado, Oliveira
/// and Fernandes (2009), severity 1, applied to linear sRGB (as colorspacious's `cvd.py` does).
///
/// Slices drawn side by side are kept apart for all three readers (`SliceFills`), and the
/// palette's floors are stated for them (`SafePalette`).
enum ColorVision: CaseIterable {
    case normal, deuteranopia, protanopia

    private var matrix: [[Double]] {
        switch self {
        case .normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        case .deuteranopia:
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .protanopia:
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        }
    }

    /// `color` as this reader sees it, back in 8-bit sRGB (clamped to the gamut).
    func simulate(_ color: RGBColor) -> RGBColor {
        guard self != .normal else { return color }
        let rgb = color.linearChannels
        let out = matrix.map { row in zip(row, rgb).reduce(0) { $0 + $1.0 * $1.1 } }
        return RGBColor(linear: out)
    }

    /// The CIEDE2000 difference of two colours as this reader sees them.
    func difference(_ a: RGBColor, _ b: RGBColor) -> Double {
        simulate(a).difference(from: simulate(b))
    }

    /// The smallest CIEDE2000 difference of two colours for any of the three readers.
    static func leastDifference(_ a: RGBColor, _ b: RGBColor) -> Double {
        allCases.map { $0.difference(a, b) }.min() ?? 0
    }
}
