/// The file formats a chart can be written in.
public enum ChartFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension asks for, ignoring case; nil for any other extension.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
