import Foundation
import Failures

/// Why a chart could not be drawn.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    case cairo(CairoError)
    /// No installed font has glyphs for some characters; they would have shown as boxes.
    case missingGlyphs(text: String, count: Int)
    /// libpng could not encode the drawn chart.
    case pngEncoding(reason: String)

    public var description: String {
        switch self {
        case .cairo(let error):
            return error.description
        case .pngEncoding(let reason):
            return "encoding the PNG failed in libpng: \(reason)"
        case .missingGlyphs(let text, let count):
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            return "no installed font can draw \(count) character\(count == 1 ? "" : "s") of \"\(flat)\"; "
                + "install a font that covers them (for Korean: apt-get "
                + "install fonts-noto-cjk) so they do not show as boxes"
        }
    }
}

extension RenderError: CategorizedError {
    public var category: FailureCategory {
        if case .missingGlyphs = self { return .unavailable }
        return .software
    }
}
