import Foundation

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
        return session.finish()
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
    /// other sinks take the generic path (scripts/bench-instructions.sh counts the difference).
    @specialized(where Sink == SalesAggregator)
    public func readOnTwoCores<Sink: MergeableOrderRecordSink>(_ source: FileByteSource, into sink: inout Sink) throws -> OrderReadReport {
        // Standard input has one file offset, which two readers cannot share.
        guard source.path != "-", let size = source.size, size >= Self.splitThreshold,
              let split = try? source.lineStart(near: size / 2) else {
            return try read(source, into: &sink)
        }
        let progress = SplitReadProgress(split: split, size: size, report: options.progress)
        var session = OrderStreamSession(source: source, menu: menu, options: options)
        session.options.progress = { progress.firstRead(upTo: $0) }
        guard try session.run(into: &sink, until: .orderList) == .orderList,
              let resumed = session.structure.resumedInOrderList() else {
            _ = try session.run(into: &sink, until: .end)
            return session.finish()
        }
        let secondHalf = SecondHalf(path: source.path, offset: split, structure: resumed, menu: menu, options: options,
                                    sink: sink.emptyCopy(), progress: progress)
        let thread = Thread { secondHalf.run() }
        thread.stackSize = 8 << 20
        thread.start()
        let stopped = try session.run(into: &sink, until: .split(split))
        secondHalf.done.wait()
        guard stopped == .split(split), let (half, halfReport) = secondHalf.result else {
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

/// The second core's share of `readOnTwoCores`: its result, or nil when it could not read cleanly.
private final class SecondHalf<Sink: MergeableOrderRecordSink>: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    /// Written by the second thread before `done` is signalled, read by the first after waiting.
    var result: (Sink, OrderReadReport)?
    private let path: String
    private let offset: Int
    private let structure: OrderStreamStructure
    private let menu: Menu
    private var options: OrderReadOptions
    private let sink: Sink

    init(path: String, offset: Int, structure: OrderStreamStructure, menu: Menu, options: OrderReadOptions, sink: Sink,
         progress: SplitReadProgress) {
        self.path = path
        self.offset = offset
        self.structure = structure
        self.menu = menu
        self.options = options
        self.sink = sink
        self.options.progress = { progress.secondRead(upTo: $0) }
    }

    func run() {
        defer { done.signal() }
        var sink = sink
        guard let source = try? FileByteSource(path: path, from: offset) else { return }
        var session = OrderStreamSession(source: source, menu: menu, options: options, structure: structure, offset: offset)
        guard (try? session.run(into: &sink, until: .end)) == .end else { return }
        let report = session.finish()
        // Skipped orders would be described with positions counted from the middle; let the first core read them.
        guard report.skipped == 0 else { return }
        result = (sink, report)
    }
}
