import JuiceCore
import PieRender

/// Where a chart goes: a file, or standard output for `-`.
public struct ChartOutput: Sendable, Equatable {
    /// A file path, or `-` for standard output.
    public var path: String
    public var format: ChartFormat

    public init(path: String, format: ChartFormat) {
        self.path = path
        self.format = format
    }

    public var isStandardOutput: Bool { path == "-" }

    /// The path as messages name it.
    public var displayName: String { isStandardOutput ? StandardOutput.name : path }

    /// Writes the whole chart, atomically to a file, or to standard output; any failure throws.
    func write(_ bytes: [UInt8]) throws(FileError) {
        if isStandardOutput {
            try StandardOutput.write(bytes)
        } else {
            try AtomicFileWriter.write(bytes, to: path)
        }
    }
}
