import Foundation
import PieRender

/// How a colour looks to a reader with a red-green colour vision deficiency: Machado, Oliveira
/// and Fernandes (2009), severity 1, applied to linear sRGB (as colorspacious's `cvd.py` does).
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
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> UInt8 {
            let v = min(max(value, 0), 1)
            let gamma = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
            return UInt8((gamma * 255).rounded())
        }
        let rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        let out = matrix.map { row in zip(row, rgb).reduce(0) { $0 + $1.0 * $1.1 } }
        return RGBColor(red: encoded(out[0]), green: encoded(out[1]), blue: encoded(out[2]))
    }

    /// The CIEDE2000 difference of two colours as this reader sees them.
    func difference(_ a: RGBColor, _ b: RGBColor) -> Double {
        simulate(a).difference(from: simulate(b))
    }
}
