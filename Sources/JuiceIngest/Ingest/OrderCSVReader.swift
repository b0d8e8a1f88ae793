#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import JuiceCore

/// Reads an order history in CSV (or semicolon- or tab-separated, in any `TextEncoding`), one
/// item per row, streaming: rows are counted as they are read and never all held.
///
/// The header row names the columns, in any order and any case: `juice` is required; `id`,
/// `orderedAt`, `quantity`, `unitPrice` and `status` are optional, and others are ignored. An
/// empty cell is an absent value; spaces around a cell are ignored. Consecutive rows with the
/// same non-empty `id` are one order, whose time and status are its first row's. The cells are
/// checked by `OrderFieldRules`, as JSON fields are, and juice names are matched once and then
/// found by their bytes (`JuiceSlots`), as in JSON.
public struct OrderCSVReader {
    public let menu: Menu
    public let options: OrderReadOptions
    static let exampleHeader = "id,orderedAt,juice,quantity,unitPrice,status"

    public init(menu: Menu = .standard, options: OrderReadOptions = OrderReadOptions()) {
        self.menu = menu
        self.options = options
    }

    /// Throws `OrderHistoryError` for a table or a row that cannot be read, `SalesAggregationError`
    /// from the sink, and `FileError` when the input cannot be read.
    public func read<Sink: OrderRecordSink>(_ source: ByteSource, into sink: inout Sink) throws -> OrderReadReport {
        var run = try Run(source, menu: menu, options: options)
        _ = try run.rows(into: &sink, until: nil)
        return try run.finish(into: &sink)
    }

    /// Reads a large UTF-8 file on two cores into `sink`, with the same result, errors and
    /// messages as `read`, as `OrderStreamReader.readOnTwoCores` does for JSON.
    ///
    /// The second core starts after a line break near the middle. The first reads up to that
    /// point and confirms that a row starts exactly there (a quoted cell may hold line breaks)
    /// and that the row before it is not of the same order (rows of one order share an id);
    /// only then, and if the second half read cleanly, are the halves added up. Otherwise the
    /// first core reads on, so a wrong guess costs time, never correctness.
    public func readOnTwoCores<Sink: MergeableOrderRecordSink>(_ source: FileByteSource, into sink: inout Sink) throws
        -> OrderReadReport
    {
        guard case let (split, size)? = OrderStreamReader.twoCoreSplit(of: source) else {
            return try read(source, into: &sink)
        }
        let progress = SplitReadProgress(split: split, size: size, report: options.progress)
        var firstOptions = options
        firstOptions.progress = { progress.firstRead(upTo: $0) }
        var first = try Run(source, menu: menu, options: firstOptions)
        guard first.table.encoding == .utf8, first.table.nextRowOffset < split else {
            _ = try first.rows(into: &sink, until: nil)
            return try first.finish(into: &sink)
        }
        var secondOptions = options
        secondOptions.progress = { progress.secondRead(upTo: split + $0) }
        let second = WorkerThread {
            [
                path = source.path, delimiter = first.table.delimiter, columns = first.session.columns, menu,
                empty = sink.emptyCopy()
            ] in
            Self.readSecondHalf(
                path: path, from: split, delimiter: delimiter, columns: columns, menu: menu, options: secondOptions,
                into: empty)
        }
        let stoppedAtSplit = try first.rows(into: &sink, until: split)
        let secondHalf = second.join()
        guard stoppedAtSplit, let (half, halfReport, firstID) = secondHalf, !first.session.isGathering(id: firstID)
        else {
            _ = try first.rows(into: &sink, until: nil)
            return try first.finish(into: &sink)
        }
        var report = try first.finish(into: &sink)
        try sink.merge(half)
        report.merge(halfReport, exampleLimit: options.skippedExampleLimit)
        report.bytes = progress.covered
        return report
    }

    /// One reading of a table: its reader and the session gathering its orders.
    struct Run {
        var table: DelimitedTextReader
        var session: OrderTableSession

        /// Opens the table and reads its header row.
        init(_ source: ByteSource, menu: Menu, options: OrderReadOptions) throws {
            table = DelimitedTextReader(
                source, encoding: options.encoding, delimiter: nil, progress: options.progress,
                readSize: options.bufferBytes)
            session = OrderTableSession(name: source.name, menu: menu, options: options)
            try translatingProblems { () throws in
                guard try table.nextRow(), table.cellCount > 1 || table.withCell(0, { !$0.isEmpty }) else {
                    throw OrderHistoryError.invalidCSV(
                        source: session.name, line: 1,
                        problem: "the file is empty; expected a header row such as \(OrderCSVReader.exampleHeader)")
                }
                let line = table.line
                try table.withRow { row in try session.readHeader(row, line: line) }
            }
            session.columns.decimalComma = table.delimiter == UInt8(ascii: ";")
            if session.columns.dateOrder == nil, let column = session.columns.timeColumn,
                let again = (source as? RereadableByteSource)?.reread()
            {
                session.columns.dateOrder = DateOrderProbe.find(
                    again, column: column, delimiter: table.delimiter,
                    encoding: options.encoding ?? table.encoding)
            }
        }

        /// A run that continues a table from a row start in its middle, with the columns and
        /// delimiter its header gave.
        init(
            continuing source: ByteSource, delimiter: UInt8, columns: OrderTableSession.Columns, menu: Menu,
            options: OrderReadOptions
        ) {
            table = DelimitedTextReader(
                source, encoding: .utf8, delimiter: delimiter, progress: options.progress,
                readSize: options.bufferBytes)
            session = OrderTableSession(name: source.name, menu: menu, options: options)
            session.columns = columns
        }

        /// Reads rows to the end, or until the next row would start at or past `limit`; true when
        /// it stopped exactly at `limit` (so a row starts there).
        mutating func rows<Sink: OrderRecordSink>(into sink: inout Sink, until limit: Int?) throws -> Bool {
            // The session is worked on as a local: a row closure that captured `self` would make
            // Swift copy the reader (and retain its buffers) at every row to keep accesses apart.
            let limit = limit ?? Int.max
            var session = self.session
            defer { self.session = session }
            do {
                while table.nextRowOffset < limit {
                    guard try table.nextRow() else { return false }
                    let line = table.line
                    try table.withRow { row in try session.read(row, line: line, into: &sink) }
                }
            } catch let problem as DelimitedTextReader.Problem {
                throw OrderHistoryError.invalidCSV(source: session.name, line: problem.line, problem: problem.problem)
            }
            return table.nextRowOffset == limit
        }

        /// Hands over the last order and reports what was read.
        mutating func finish<Sink: OrderRecordSink>(into sink: inout Sink) throws -> OrderReadReport {
            var report = try session.finish(into: &sink)
            report.bytes = table.bytesRead
            return report
        }

        private func translatingProblems<Value>(_ body: () throws -> Value) throws -> Value {
            do {
                return try body()
            } catch let problem as DelimitedTextReader.Problem {
                throw OrderHistoryError.invalidCSV(source: session.name, line: problem.line, problem: problem.problem)
            }
        }
    }
}

extension OrderCSVReader {
    /// The second core's share of `readOnTwoCores`: the rows from `offset` (a row start) to the
    /// end, with the first row's id, or nil when they could not be read cleanly.
    fileprivate static func readSecondHalf<Sink: MergeableOrderRecordSink>(
        path: String, from offset: Int, delimiter: UInt8, columns: OrderTableSession.Columns,
        menu: Menu, options: OrderReadOptions,
        into sink: Sink
    ) -> (Sink, OrderReadReport, [UInt8]?)? {
        var sink = sink
        guard let source = try? FileByteSource(path: path, from: offset) else { return nil }
        var run = Run(continuing: source, delimiter: delimiter, columns: columns, menu: menu, options: options)
        guard (try? run.rows(into: &sink, until: nil)) != nil, let report = try? run.finish(into: &sink) else {
            return nil
        }
        // Skipped rows would be described with lines counted from the middle; let the first core read them.
        guard report.skipped == 0 else { return nil }
        return (sink, report, run.session.firstRowID)
    }
}
