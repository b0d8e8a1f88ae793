import PieGeometry

/// Fonts and colours of a chart.
public struct ChartStyle: Sendable, Equatable {
    /// Tried in order; Noto Sans CJK KR draws Hangul and Latin alike, fontconfig falls back past the list.
    public var fontFamilies = "Noto Sans CJK KR, Noto Sans CJK JP, Noto Sans, DejaVu Sans, sans-serif"
    /// Nil leaves the background transparent.
    public var background: RGBColor? = RGBColor(hex: 0xFFFFFF)
    public var titleColor = RGBColor(hex: 0x1F2328)
    /// Outside labels, legend, footnote and the text in the middle.
    public var textColor = RGBColor(hex: 0x2D333B)
    public var secondaryTextColor = RGBColor(hex: 0x57606A)
    public var leaderColor = RGBColor(hex: 0x6E7781)
    /// Drawn between slices; separators in the background colour read cleaner than the original's black outline.
    public var sliceOutline = RGBColor(hex: 0xFFFFFF)
    /// Outline width in points.
    public var sliceOutlineWidth = 2.0
    /// The ring drawn when there were no sales.
    public var emptyRingColor = RGBColor(hex: 0xD0D7DE)

    public init(theme: ChartTheme = .light) {
        switch theme {
        case .light:
            break
        case .dark:
            background = RGBColor(hex: 0x1C2128)
            titleColor = RGBColor(hex: 0xF0F3F6)
            textColor = RGBColor(hex: 0xE6EDF3)
            secondaryTextColor = RGBColor(hex: 0xADBAC7)
            leaderColor = RGBColor(hex: 0x909DAB)
            sliceOutline = RGBColor(hex: 0x1C2128)
            emptyRingColor = RGBColor(hex: 0x444C56)
        case .transparent:
            background = nil
        }
    }

    /// The font size in points for a role, growing with the canvas within readable bounds: labels
    /// at least 12 and the legend at least 11 on every canvas (the size Plotly and ECharts keep,
    /// and Chartability's floor for chart text), so digits stay readable on a banner or a phone.
    public func fontSize(for role: TextRole, canvas: Size) -> Double {
        let side = min(canvas.width, canvas.height)
        switch role {
        case .title: return min(max(side / 30, 14), 32)
        case .sliceLabel: return min(max(side / 44, 12), 22)
        case .legend: return min(max(side / 48, 11), 20)
        case .footnote: return min(max(side / 56, 8), 16)
        case .center: return min(max(side / 30, 12), 30)
        }
    }

    /// Whether a role is drawn bold.
    public func isBold(_ role: TextRole) -> Bool {
        role == .title || role == .sliceLabel || role == .center
    }
}
