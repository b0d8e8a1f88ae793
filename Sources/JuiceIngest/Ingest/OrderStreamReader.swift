import Foundation
import JuiceCore

/// Reads an order history of any size in JSON or JSON Lines, handing each order to a sink as
/// soon as it is read: nothing holds all orders, and memory stays flat however long the input.
///
/// The input goes through one buffer (`StreamWindow`); each order is scanned in place,
/// checked, and counted. An order cut by the end of the buffer is scanned again after the
/// next read. Syntax errors stop the reader (the stream cannot be trusted past them);
/// a bad order stops it too, unless `skipInvalid` is set.
public struct OrderStreamReader {
    public let menu: Menu
    public let options: OrderReadOptions

    /// Files smaller than this are read on one core; starting a second costs more than it saves.
    public static let splitThreshold = 16 << 20

    /// Where a second core starts reading `source` (a line start near its middle) and its size; nil,
    /// for one core to read it all, on standard input (its one file offset cannot be shared), under
    /// `splitThreshold`, or without a line break near the middle.
    static func twoCoreSplit(of source: FileByteSource) -> (split: Int, size: Int)? {
        guard source.path != "-", let size = source.size, size >= splitThreshold,
            let split = try? source.lineStart(near: size / 2)
        else { return nil }
        return (split, size)
    }

    public init(menu: Menu = .standard, options: OrderReadOptions = OrderReadOptions()) {
        self.menu = menu
        self.options = options
    }

    /// Reads the whole input into `sink`.
    ///
    /// Throws `OrderHistoryError` for input that is not an order history, `SalesAggregationError`
    /// from the sink, and `FileError` when the input cannot be read.
    public func read<Sink: OrderRecordSink>(_ source: ByteSource, into sink: inout Sink) throws -> OrderReadReport {
        var session = OrderStreamSession(source: source, menu: menu, options: options)
        _ = try session.run(into: &sink, until: .end)
        return try Self.checked(session.finish(), of: session)
    }

    /// The report, once every key `--where` and `--split-by` name was met in the whole input:
    /// JSON has no header row to refuse a missing one before reading.
    private static func checked(_ report: OrderReadReport, of session: OrderStreamSession) throws(OrderHistoryError)
        -> OrderReadReport
    {
        if let error = session.unmetKeyError(in: report) { throw error }
        return report
    }

    /// Reads a large regular file on two cores into `sink`, with the same result, errors and
    /// messages as `read`.
    ///
    /// The second half starts after a line break near the middle, on the guess that an order
    /// starts there (true for JSON Lines, and for JSON written one order per line), and is read
    /// into an empty copy of the sink. The first core reads up to that point and confirms the
    /// guess: only if its own reading stands between two orders exactly there, and the second
    /// half read cleanly, is the copy merged in. Otherwise the first core simply reads on, so
    /// a wrong guess costs time, never correctness, and every error is reported as the
    /// one-core reader would.
    ///
    /// `progress` is told the input bytes covered by both cores together, each byte once.
    ///
    /// Callers in other modules reach this through its generic entry point, where every order
    /// goes to the sink through protocol witnesses and the decoder's per-order code is not
    /// inlined. The chart's aggregator gets a specialized copy, chosen by a type check on entry;
    /// other sinks take the generic path (bench/instructions.sh counts the difference).
    @specialized(where Sink == SalesAggregator)
    public func readOnTwoCores<Sink: MergeableOrderRecordSink>(_ source: FileByteSource, into sink: inout Sink) throws
        -> OrderReadReport
    {
        guard case let (split, size)? = Self.twoCoreSplit(of: source) else {
            return try read(source, into: &sink)
        }
        let progress = SplitReadProgress(split: split, size: size, report: options.progress)
        var session = OrderStreamSession(source: source, menu: menu, options: options)
        session.options.progress = { progress.firstRead(upTo: $0) }
        let report = try readSplit(source, at: split, progress: progress, session: &session, into: &sink)
        return try Self.checked(report, of: session)
    }

    /// `readOnTwoCores` once the split is chosen: the first core's session reads, the second half beside it.
    private func readSplit<Sink: MergeableOrderRecordSink>(
        _ source: FileByteSource, at split: Int, progress: SplitReadProgress,
        session: inout OrderStreamSession, into sink: inout Sink
    ) throws -> OrderReadReport {
        guard try session.run(into: &sink, until: .orderList) == .orderList,
            let resumed = session.structure.resumedInOrderList()
        else {
            _ = try session.run(into: &sink, until: .end)
            return session.finish()
        }
        var secondOptions = options
        secondOptions.progress = { progress.secondRead(upTo: $0) }
        let second = WorkerThread(stackSize: 8 << 20) { [path = source.path, menu, empty = sink.emptyCopy()] in
            Self.readSecondHalf(
                path: path, from: split, structure: resumed, menu: menu, options: secondOptions, into: empty)
        }
        let stopped = try session.run(into: &sink, until: .split(split))
        let secondHalf = second.join()
        guard stopped == .split(split), let (half, halfReport) = secondHalf else {
            if stopped != .end { _ = try session.run(into: &sink, until: .end) }
            return session.finish()
        }
        try sink.merge(half)
        var report = session.finish()
        report.merge(halfReport, exampleLimit: options.skippedExampleLimit)
        // The first core read a little past the split to confirm it; those bytes count once.
        report.bytes = progress.covered
        return report
    }
}

extension OrderStreamReader {
    /// The second core's share of `readOnTwoCores`: the orders from `offset` to the end, or
    /// nil when they could not be read cleanly (the first core then reads on).
    private static func readSecondHalf<Sink: MergeableOrderRecordSink>(
        path: String, from offset: Int, structure: OrderStreamStructure, menu: Menu,
        options: OrderReadOptions, into sink: Sink
    ) -> (Sink, OrderReadReport)? {
        var sink = sink
        guard let source = try? FileByteSource(path: path, from: offset) else { return nil }
        var session = OrderStreamSession(
            source: source, menu: menu, options: options, structure: structure, offset: offset)
        guard (try? session.run(into: &sink, until: .end)) == .end else { return nil }
        let report = session.finish()
        // Skipped orders would be described with positions counted from the middle; let the first core read them.
        guard report.skipped == 0 else { return nil }
        return (sink, report)
    }
}
