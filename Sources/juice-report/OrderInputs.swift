import Foundation
import JuiceCore
import JuiceImport

/// The order histories of one run, read one after another into one sink.
struct OrderInputs {
    var paths: [String]
    var options: InputOptions
    var quiet: Bool

    /// Reads every input, in the order given; `-` is standard input.
    func read<Sink: OrderRecordSink>(into sink: inout Sink) throws -> OrderReadReport {
        try read(into: &sink) { reader, source, sink in try reader.read(source, into: &sink) }
    }

    /// Reads every input, large JSON files on two cores.
    func read<Sink: MergeableOrderRecordSink>(into sink: inout Sink) throws -> OrderReadReport {
        try read(into: &sink) { reader, source, sink in try reader.readOnTwoCores(source, into: &sink) }
    }

    private func read<Sink: OrderRecordSink>(into sink: inout Sink,
                                             json: (OrderStreamReader, FileByteSource, inout Sink) throws -> OrderReadReport) throws -> OrderReadReport {
        let sources = try paths.map { path throws(FileError) in try FileByteSource(path: path) }
        let progress = ProgressBar(total: sources.reduce(0) { $0 + ($1.size ?? 0) }, quiet: quiet)
        defer { progress?.finish() }
        var report = OrderReadReport()
        var before = 0
        for source in sources {
            let format = options.inputFormat ?? OrderInputFormat(path: source.path)
            var readOptions = OrderReadOptions(format: format, skipInvalid: options.skipInvalid)
            let offset = before
            readOptions.progress = progress.map { bar in { bar.update(bytesRead: offset + $0) } }
            let single = format == .csv
                ? try OrderCSVReader(options: readOptions).read(source, into: &sink)
                : try json(OrderStreamReader(options: readOptions), source, &sink)
            report.merge(single, exampleLimit: readOptions.skippedExampleLimit)
            before += single.bytes
        }
        return report
    }

    /// Lines for standard error about skipped orders, or none.
    static func skippedNotes(_ report: OrderReadReport) -> [String] {
        guard report.skipped > 0 else { return [] }
        let count = report.skipped == 1 ? "1 invalid order" : "\(report.skipped.groupedDecimal) invalid orders"
        let shown = report.skippedExamples.count < report.skipped ? " (the first \(report.skippedExamples.count) below)" : ""
        return ["skipped \(count) (--skip-invalid)\(shown); the chart leaves them out"]
            + report.skippedExamples.map { "skipped: \($0)" }
    }
}

extension Int {
    var groupedDecimal: String { Int64(self).groupedDecimal }
}
