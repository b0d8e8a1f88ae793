#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        var table = DelimitedTextReader(source, encoding: options.encoding, progress: options.progress)
        var session = Session(name: source.name, menu: menu, options: options)
        do {
            guard try table.nextRow(), table.cellCount > 1 || table.withCell(0, { !$0.isEmpty }) else {
                throw OrderHistoryError.invalidCSV(source: source.name, line: 1, problem: "the file is empty; expected a header row such as \(Self.exampleHeader)")
            }
            try session.readHeader(table)
            while try table.nextRow() {
                try session.readRow(table, into: &sink)
            }
            try session.flush(into: &sink)
        } catch let problem as DelimitedTextReader.Problem {
            throw OrderHistoryError.invalidCSV(source: source.name, line: problem.line, problem: problem.problem)
        }
        session.report.bytes = table.bytesRead
        return session.report
    }

    /// The state of one read: the columns, and the order whose rows are being gathered.
    private struct Session {
        let name: String
        let menu: Menu
        let options: OrderReadOptions
        var report = OrderReadReport()
        private var juices: JuiceSlots
        private var columnCount = 0
        private var juiceColumn = 0
        private var id, orderedAt, quantity, unitPrice, status: Int?
        /// The order being gathered: its record, id bytes, first line and position.
        private var pending = OrderRecord()
        private var pendingID: [UInt8] = []
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
            columnCount = header.count
            guard let juice = header.firstIndex(of: "juice") else {
                throw OrderHistoryError.invalidCSV(source: name, line: table.line, problem:
                    "the header row must name a \"juice\" column (\(OrderCSVReader.exampleHeader)); found \(header.joined(separator: ","))")
            }
            juiceColumn = juice
            id = header.firstIndex(of: "id")
            orderedAt = header.firstIndex(of: "orderedat")
            quantity = header.firstIndex(of: "quantity")
            unitPrice = header.firstIndex(of: "unitprice")
            status = header.firstIndex(of: "status")
        }

        mutating func readRow<Sink: OrderRecordSink>(_ table: DelimitedTextReader, into sink: inout Sink) throws {
            try table.withRow { row in try read(row, line: table.line, into: &sink) }
        }

        private mutating func read<Sink: OrderRecordSink>(_ row: DelimitedTextReader.Row, line: Int, into sink: inout Sink) throws {
            if row.count == 1 && row[0].isEmpty { return }  // a blank line
            let idBytes = id.flatMap { $0 < row.count ? Self.trimmed(row[$0]) : nil }.flatMap { $0.isEmpty ? nil : $0 }
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
                guard row.count == columnCount else {
                    throw problem(nil, "the row has \(row.count) fields; the header has \(columnCount)")
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
                    if let column = orderedAt, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                        pending.orderedAt = try OrderFieldRules.orderedAt(utf8: cell)
                    }
                    if let column = status, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                        pending.status = try OrderFieldRules.status(utf8: cell)
                    }
                }
                let name = Self.trimmed(row[juiceColumn])
                guard !name.isEmpty else { throw OrderFieldRules.juiceMissing }
                let slot = try juices.slot(of: name, text: { () throws(OrderFieldProblem) in
                    guard UTF8Validation.isValid(name) else {
                        throw OrderFieldProblem(field: "juice", problem: "is not UTF-8 text; name the file's encoding with --encoding")
                    }
                    return String(decoding: name, as: UTF8.self)
                }, sink: &sink)
                var units: Int64 = 1
                if let column = quantity, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
                    units = try OrderFieldRules.quantity.value(cell: cell)
                }
                var price: Int64?
                if let column = unitPrice, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
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
