import Foundation
import Synchronization

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

    /// Reads a large regular file on two cores into `aggregator`, with the same result,
    /// errors and messages as `read`.
    ///
    /// The second half starts after a line break near the middle, on the guess that an order
    /// starts there (true for JSON Lines, and for JSON written one order per line). The first
    /// core reads up to that point and confirms the guess: only if its own reading stands
    /// between two orders exactly there, and the second half read cleanly, are the halves
    /// added up. Otherwise the first core simply reads on, so a wrong guess costs time, never
    /// correctness, and every error is reported as the one-core reader would.
    public func readOnTwoCores(_ source: FileByteSource, into aggregator: inout SalesAggregator) throws -> OrderReadReport {
        // Standard input has one file offset, which two readers cannot share.
        guard source.path != "-", let size = source.size, size >= Self.splitThreshold,
              let split = try? source.lineStart(near: size / 2) else {
            return try read(source, into: &aggregator)
        }
        var session = OrderStreamSession(source: source, menu: menu, options: options)
        guard try session.run(into: &aggregator, until: .orderList) == .orderList,
              let resumed = session.structure.resumedInOrderList() else {
            _ = try session.run(into: &aggregator, until: .end)
            return session.finish()
        }
        let secondHalf = SecondHalf(path: source.path, offset: split, structure: resumed, menu: menu, options: options,
                                    aggregator: aggregator.emptyCopy())
        let firstProgress = options.progress
        session.options.progress = firstProgress.map { report in { read in report(read + secondHalf.bytesRead.load(ordering: .relaxed)) } }
        let thread = Thread { secondHalf.run() }
        thread.stackSize = 8 << 20
        thread.start()
        let stopped = try session.run(into: &aggregator, until: .split(split))
        secondHalf.done.wait()
        guard stopped == .split(split), let (half, halfReport) = secondHalf.result else {
            if stopped != .end { _ = try session.run(into: &aggregator, until: .end) }
            return session.finish()
        }
        try aggregator.merge(half)
        var report = session.finish()
        report.merge(halfReport, exampleLimit: options.skippedExampleLimit)
        return report
    }
}

/// The second core's share of `readOnTwoCores`: its result, or nil when it could not read cleanly.
private final class SecondHalf: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    let bytesRead = Atomic<Int>(0)
    /// Written by the second thread before `done` is signalled, read by the first after waiting.
    var result: (SalesAggregator, OrderReadReport)?
    private let path: String
    private let offset: Int
    private let structure: OrderStreamStructure
    private let menu: Menu
    private var options: OrderReadOptions
    private let aggregator: SalesAggregator

    init(path: String, offset: Int, structure: OrderStreamStructure, menu: Menu, options: OrderReadOptions, aggregator: SalesAggregator) {
        self.path = path
        self.offset = offset
        self.structure = structure
        self.menu = menu
        self.options = options
        self.aggregator = aggregator
        self.options.progress = nil
    }

    func run() {
        defer { done.signal() }
        var aggregator = aggregator
        options.progress = { [unowned self] read in self.bytesRead.store(read, ordering: .relaxed) }
        guard let source = try? FileByteSource(path: path, from: offset) else { return }
        var session = OrderStreamSession(source: source, menu: menu, options: options, structure: structure, offset: offset)
        guard (try? session.run(into: &aggregator, until: .end)) == .end else { return }
        let report = session.finish()
        // Skipped orders would be described with positions counted from the middle; let the first core read them.
        guard report.skipped == 0 else { return }
        result = (aggregator, report)
    }
}
