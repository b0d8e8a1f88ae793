#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

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
    public func readOnTwoCores<Sink: MergeableOrderRecordSink>(_ source: FileByteSource, into sink: inout Sink) throws -> OrderReadReport {
        guard source.path != "-", let size = source.size, size >= OrderStreamReader.splitThreshold,
              let split = try? source.lineStart(near: size / 2) else {
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
        let second = CSVSecondHalf(path: source.path, offset: split, delimiter: first.table.delimiter, columns: first.session.columns,
                                   menu: menu, options: options, sink: sink.emptyCopy(), progress: progress)
        let thread = Thread { second.run() }
        thread.start()
        let stoppedAtSplit = try first.rows(into: &sink, until: split)
        second.done.wait()
        guard stoppedAtSplit, let (half, halfReport, firstID) = second.result, !first.session.isGathering(id: firstID) else {
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
        var session: Session

        /// Opens the table and reads its header row.
        init(_ source: ByteSource, menu: Menu, options: OrderReadOptions) throws {
            table = DelimitedTextReader(source, encoding: options.encoding, delimiter: nil, progress: options.progress,
                                        readSize: options.bufferBytes)
            session = Session(name: source.name, menu: menu, options: options)
            try translatingProblems { () throws in
                guard try table.nextRow(), table.cellCount > 1 || table.withCell(0, { !$0.isEmpty }) else {
                    throw OrderHistoryError.invalidCSV(source: session.name, line: 1,
                                                       problem: "the file is empty; expected a header row such as \(OrderCSVReader.exampleHeader)")
                }
                try session.readHeader(table)
            }
        }

        /// A run that continues a table from a row start in its middle, with the columns and
        /// delimiter its header gave.
        init(continuing source: ByteSource, delimiter: UInt8, columns: Session.Columns, menu: Menu, options: OrderReadOptions) {
            table = DelimitedTextReader(source, encoding: .utf8, delimiter: delimiter, progress: options.progress,
                                        readSize: options.bufferBytes)
            session = Session(name: source.name, menu: menu, options: options)
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
            try session.flush(into: &sink)
            session.report.bytes = table.bytesRead
            return session.report
        }

        private func translatingProblems<Value>(_ body: () throws -> Value) throws -> Value {
            do {
                return try body()
            } catch let problem as DelimitedTextReader.Problem {
                throw OrderHistoryError.invalidCSV(source: session.name, line: problem.line, problem: problem.problem)
            }
        }
    }

    /// The state of one read: the columns, and the order whose rows are being gathered.
    struct Session {
        /// Where the fields stand in a row, from the header.
        struct Columns: Sendable {
            var count = 0
            var juice = 0
            var id, orderedAt, date, time, quantity, unitPrice, status: Int?
        }

        let name: String
        let menu: Menu
        let options: OrderReadOptions
        var report = OrderReadReport()
        var columns = Columns()
        /// The id of the first row read, trimmed; nil when it had none.
        private(set) var firstRowID: [UInt8]?
        private var sawRow = false
        private var juices: JuiceSlots
        /// The order being gathered: its record, id bytes, first line and position.
        private var pending = OrderRecord()
        private var pendingID: [UInt8] = []
        /// Scratch for joining a date and a time cell.
        private var joined: [UInt8] = []
        private var pendingOpen = false
        private var pendingHasID = false
        private var pendingLine = 0
        private var pendingPosition = 0
        private var orderCount = 0

        init(name: String, menu: Menu, options: OrderReadOptions) {
            self.name = name
            self.menu = menu
            self.options = options
            juices = JuiceSlots(menu: menu)
        }

        mutating func readHeader(_ table: DelimitedTextReader) throws {
            let header = (0..<table.cellCount).map { (table.text(ofCell: $0) ?? "").trimmingCharacters(in: .whitespaces).lowercased() }
            columns.count = header.count
            let found = try options.columns.columns(in: (0..<table.cellCount).map { table.text(ofCell: $0) ?? "" }, source: name)
            guard let juice = found[.juice] else {
                throw OrderHistoryError.invalidCSV(source: name, line: table.line, problem:
                    "the header row must name a \"juice\" column (\(OrderCSVReader.exampleHeader)); found \(header.joined(separator: ","))")
            }
            columns.juice = juice
            columns.id = found[.id]
            columns.orderedAt = found[.orderedAt]
            columns.date = found[.date]
            columns.time = found[.time]
            columns.quantity = found[.quantity]
            columns.unitPrice = found[.unitPrice]
            columns.status = found[.status]
        }

        /// Whether the order being gathered has this id, so a row with it would continue the order.
        func isGathering(id: [UInt8]?) -> Bool {
            guard pendingOpen, pendingHasID, let id else { return false }
            return id == pendingID
        }

        mutating func read<Sink: OrderRecordSink>(_ row: DelimitedTextReader.Row, line: Int, into sink: inout Sink) throws {
            if row.count == 1 && row[0].isEmpty { return }  // a blank line
            let idBytes = columns.id.flatMap { $0 < row.count ? Self.trimmed(row[$0]) : nil }.flatMap { $0.isEmpty ? nil : $0 }
            if !sawRow {
                sawRow = true
                firstRowID = idBytes.map { Array($0) }
            }
            let sameOrder = pendingOpen && pendingHasID && idBytes.map { bytes in
                bytes.count == pendingID.count && pendingID.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
            } == true
            if pendingOpen && !sameOrder { try flush(into: &sink) }
            let position = pendingOpen ? pendingPosition : orderCount + 1
            let source = name
            func problem(_ field: String?, _ text: String) -> OrderHistoryError {
                .invalidRecord(source: source, position: SourcePosition(line: line, column: 1),
                               order: OrderReference(position: position, id: idBytes.map { String(decoding: $0, as: UTF8.self) }),
                               field: field, problem: text)
            }
            do {
                guard row.count == columns.count else {
                    throw problem(nil, "the row has \(row.count) fields; the header has \(columns.count)")
                }
                if !pendingOpen {
                    orderCount += 1
                    pending.orderedAt = nil
                    pending.status = .completed
                    pending.lines.removeAll(keepingCapacity: true)
                    pendingID.removeAll(keepingCapacity: true)
                    if let idBytes { pendingID.append(contentsOf: idBytes) }
                    pendingHasID = idBytes != nil
                    pendingLine = line
                    pendingPosition = position
                    pendingOpen = true
                    if let column = columns.orderedAt, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                        pending.orderedAt = try options.localClock.map { clock throws(OrderFieldProblem) in
                            try OrderFieldRules.orderedAt(utf8: cell, localTo: clock)
                        } ?? OrderFieldRules.orderedAt(utf8: cell)
                    } else if let column = columns.date, case let date = Self.trimmed(row[column]), !date.isEmpty {
                        pending.orderedAt = try dateAndTime(date, columns.time.map { Self.trimmed(row[$0]) })
                    }
                    if let column = columns.status, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                        pending.status = try OrderFieldRules.status(utf8: cell)
                    }
                }
                let name = Self.trimmed(row[columns.juice])
                guard !name.isEmpty else { throw OrderFieldRules.juiceMissing }
                let slot = try juices.slot(of: name, text: { () throws(OrderFieldProblem) in
                    guard UTF8Validation.isValid(name) else {
                        throw OrderFieldProblem(field: "juice", problem: "is not UTF-8 text; name the file's encoding with --encoding")
                    }
                    return String(decoding: name, as: UTF8.self)
                }, sink: &sink)
                var units: Int64 = 1
                if let column = columns.quantity, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                    units = try OrderFieldRules.quantity.value(cell: cell)
                }
                var price: Int64?
                if let column = columns.unitPrice, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                    price = try OrderFieldRules.unitPrice.value(cell: cell)
                }
                pending.lines.append(SaleLine(slot: slot, quantity: units, unitPrice: price))
            } catch let error as OrderFieldProblem {
                pendingOpen = false
                try skipOrThrow(problem(error.field, error.problem))
            } catch let error as OrderHistoryError {
                pendingOpen = false
                try skipOrThrow(error)
            }
        }

        /// A time from separate date and time cells (`2026-11-21` and `09:15:02`; no time is midnight).
        private mutating func dateAndTime(_ date: UnsafeRawBufferPointer, _ time: UnsafeRawBufferPointer?) throws(OrderFieldProblem) -> OrderTimestamp {
            joined.removeAll(keepingCapacity: true)
            joined.append(contentsOf: date)
            joined.append(0x20)
            if let time, !time.isEmpty { joined.append(contentsOf: time) } else { joined.append(contentsOf: "00:00".utf8) }
            guard let clock = options.localClock else {
                throw OrderFieldProblem(field: "date", problem: "needs a time zone to be read in; give --tz")
            }
            let result = joined.withUnsafeBytes { bytes in
                Result { () throws(OrderFieldProblem) in try OrderFieldRules.orderedAt(utf8: bytes, localTo: clock) }
            }
            return try result.get()
        }

        /// Hands the gathered order to the sink.
        mutating func flush<Sink: OrderRecordSink>(into sink: inout Sink) throws {
            guard pendingOpen else { return }
            pendingOpen = false
            let (line, position, id) = (pendingLine, pendingPosition, pendingHasID ? pendingID : nil)
            do {
                try sink.add(pending) {
                    OrderLocation(source: name, position: SourcePosition(line: line, column: 1),
                                  reference: OrderReference(position: position, id: id.map { String(decoding: $0, as: UTF8.self) }))
                }
                report.orders += 1
            } catch {
                if error.stopsReading { throw error }
                try skipOrThrow(error)
            }
        }

        private mutating func skipOrThrow(_ error: some Error & CustomStringConvertible) throws {
            guard options.skipInvalid else { throw error }
            report.skipped += 1
            if report.skippedExamples.count < options.skippedExampleLimit { report.skippedExamples.append(error.description) }
        }

        /// The bytes without spaces and tabs around them.
        @inline(__always)
        static func trimmed(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
            var lower = 0, upper = raw.count
            while lower < upper, raw[lower] == 0x20 || raw[lower] == 0x09 { lower += 1 }
            while upper > lower, raw[upper - 1] == 0x20 || raw[upper - 1] == 0x09 { upper -= 1 }
            return UnsafeRawBufferPointer(rebasing: raw[lower..<upper])
        }
    }
}

/// The second core's share of `OrderCSVReader.readOnTwoCores`: its sink, report and first
/// row's id, or nil when it could not read cleanly.
private final class CSVSecondHalf<Sink: MergeableOrderRecordSink>: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    /// Written by the second thread before `done` is signalled, read by the first after waiting.
    var result: (Sink, OrderReadReport, [UInt8]?)?
    private let path: String
    private let offset: Int
    private let delimiter: UInt8
    private let columns: OrderCSVReader.Session.Columns
    private let menu: Menu
    private var options: OrderReadOptions
    private let sink: Sink

    init(path: String, offset: Int, delimiter: UInt8, columns: OrderCSVReader.Session.Columns, menu: Menu,
         options: OrderReadOptions, sink: Sink, progress: SplitReadProgress) {
        self.path = path
        self.offset = offset
        self.delimiter = delimiter
        self.columns = columns
        self.menu = menu
        self.options = options
        self.sink = sink
        self.options.progress = { progress.secondRead(upTo: offset + $0) }
    }

    func run() {
        defer { done.signal() }
        var sink = sink
        guard let source = try? FileByteSource(path: path, from: offset) else { return }
        var run = OrderCSVReader.Run(continuing: source, delimiter: delimiter, columns: columns, menu: menu, options: options)
        guard (try? run.rows(into: &sink, until: nil)) != nil, let report = try? run.finish(into: &sink) else { return }
        // Skipped rows would be described with lines counted from the middle; let the first core read them.
        guard report.skipped == 0 else { return }
        result = (sink, report, run.session.firstRowID)
    }
}
