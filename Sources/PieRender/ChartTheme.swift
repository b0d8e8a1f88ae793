/// The colour scheme of a chart.
public enum ChartTheme: String, Sendable, CaseIterable {
    /// Dark text on white.
    case light
    /// Light text on near-black, for dark dashboards and chat apps.
    case dark
    /// No background at all (PNG alpha, SVG and PDF without a backdrop); dark text.
    case transparent
}
