import PieGeometry

/// The paper a PDF report is laid out on.
public enum ReportPaper: String, Sendable, CaseIterable {
    case a4, letter

    /// In points: A4 is 210 × 297 mm, US Letter 8.5 × 11 in.
    public var size: Size {
        switch self {
        case .a4: Size(width: 595, height: 842)
        case .letter: Size(width: 612, height: 792)
        }
    }
}
