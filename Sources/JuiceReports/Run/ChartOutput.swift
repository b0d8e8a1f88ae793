import JuiceCore
import JuiceIngest
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

    /// The output `-o` names, in the format `--format` names or else the path's extension.
    public init(path: String, format: ChartFormat?) throws(RequestError) {
        if path == "-", format == nil {
            throw RequestError("Writing the chart to standard output (-o -) needs --format png, svg or pdf.")
        }
        let parts = path.split(separator: ".")
        guard
            let resolved = format
                ?? (parts.count > 1 ? parts.last.flatMap { ChartFormat(pathExtension: String($0)) } : nil)
        else {
            throw RequestError(
                "Cannot tell the format of '\(path)' from its extension; "
                    + "name the file .png, .svg or .pdf, or pass --format."
            )
        }
        self.init(path: path, format: resolved)
    }

    public var isStandardOutput: Bool { path == "-" }

    /// Whether the chart is kept in memory (`ChartResult.chart`) rather than written: what `serve`
    /// answers with, drawn by the code the chart command runs, with no file between.
    public private(set) var isInMemory = false

    /// A chart in `format` kept in memory, not written.
    public static func inMemory(_ format: ChartFormat) -> ChartOutput {
        var output = ChartOutput(path: "", format: format)
        output.isInMemory = true
        return output
    }

    /// The path as messages name it.
    public var displayName: String { isStandardOutput ? StandardOutput.name : path }

    /// Writes the whole chart, atomically to a file, or to standard output (in memory, nothing:
    /// the run's result holds it); any failure throws.
    func write(_ bytes: [UInt8]) throws(FileError) {
        if isInMemory { return }
        if isStandardOutput {
            try StandardOutput.write(bytes)
        } else {
            try AtomicFileWriter.write(bytes, to: path)
        }
    }
}
