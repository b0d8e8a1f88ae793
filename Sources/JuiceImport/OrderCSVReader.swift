import CSV
import Foundation
import JuiceCore

/// Reads an order history in CSV, one item per row, streaming: rows are counted as they
/// are parsed and never all held.
///
/// The header row names the columns, in any order: `juice` is required; `id`, `orderedAt`,
/// `quantity`, `unitPrice` and `status` are optional, and others are ignored. An empty cell
/// is an absent value. Consecutive rows with the same non-empty `id` are one order, whose
/// time and status are its first row's. Parsing is CSV.swift's (quoted fields, embedded commas
/// and line breaks, CRLF, a byte order mark). Each cell is read as JSON would write the value
/// and checked by `OrderFieldRules`, so it is accepted or refused as in JSON, in the same words.
public struct OrderCSVReader {
    public let menu: Menu
    public let options: OrderReadOptions

    public init(menu: Menu = .standard, options: OrderReadOptions = OrderReadOptions()) {
        self.menu = menu
        self.options = options
    }

    private struct Columns {
        var id, orderedAt, juice, quantity, unitPrice, status: Int?
    }

    public func read<Sink: OrderRecordSink>(_ source: ByteSource, into sink: inout Sink) throws -> OrderReadReport {
        let name = source.name
        let stream = ByteSourceStream(source)
        stream.progress = options.progress
        let reader: CSVReader
        do {
            reader = try CSVReader(stream: stream, hasHeaderRow: true, trimFields: false)
        } catch CSVError.cannotReadHeaderRow {
            if let failure = stream.streamError { throw failure }
            throw OrderHistoryError.invalidCSV(source: name, line: 1, problem: "the file is empty; expected a header row such as id,orderedAt,juice,quantity,unitPrice,status")
        } catch {
            throw OrderHistoryError.invalidCSV(source: name, line: 1, problem: "\(error)")
        }
        let header = (reader.headerRow ?? []).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let columns = Columns(id: header.firstIndex(of: "id"), orderedAt: header.firstIndex(of: "orderedat"),
                              juice: header.firstIndex(of: "juice"), quantity: header.firstIndex(of: "quantity"),
                              unitPrice: header.firstIndex(of: "unitprice"), status: header.firstIndex(of: "status"))
        guard let juiceColumn = columns.juice else {
            if let failure = stream.streamError { throw failure }
            if header.isEmpty || header == [""] {
                throw OrderHistoryError.invalidCSV(source: name, line: 1, problem: "the file is empty; expected a header row such as id,orderedAt,juice,quantity,unitPrice,status")
            }
            throw OrderHistoryError.invalidCSV(source: name, line: 1, problem: "the header row must name a \"juice\" column (id,orderedAt,juice,quantity,unitPrice,status); found \(header.joined(separator: ","))")
        }

        var report = OrderReadReport()
        var pending: (record: OrderRecord, id: String?, line: Int, position: Int)?
        var orderCount = 0
        var line = 1  // counts records: the line, as long as no quoted field spans lines

        func flush() throws {
            guard let order = pending else { return }
            pending = nil
            do {
                try sink.add(order.record) {
                    OrderLocation(source: name, position: SourcePosition(line: order.line, column: 1),
                                  reference: OrderReference(position: order.position, id: order.id))
                }
                report.orders += 1
            } catch {
                if error.stopsReading { throw error }
                try skipOrThrow(error, description: error.description, report: &report)
            }
        }

        while let row = reader.next() {
            line += 1
            if let error = reader.error { throw OrderHistoryError.invalidCSV(source: name, line: line, problem: "\(error)") }
            if row.count == 1 && row[0].isEmpty { continue }  // a blank line
            func cell(_ column: Int?) -> String? {
                guard let column, column < row.count else { return nil }
                let text = row[column].trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : text
            }
            let id = cell(columns.id)
            if let open = pending, id == nil || open.id != id {
                try flush()
            }
            let position = pending?.position ?? orderCount + 1
            let reference = OrderReference(position: position, id: id)
            func checked<Value>(_ rule: () throws(OrderFieldProblem) -> Value) throws(OrderHistoryError) -> Value {
                do {
                    return try rule()
                } catch {
                    throw rowProblem(name, line, reference, error.field, error.problem)
                }
            }
            do {
                guard row.count == header.count else {
                    throw rowProblem(name, line, reference, nil, "the row has \(row.count) fields; the header has \(header.count)")
                }
                var record = pending?.record ?? OrderRecord()
                if pending == nil {
                    orderCount += 1
                    if let text = cell(columns.orderedAt) {
                        record.orderedAt = try checked { () throws(OrderFieldProblem) in try OrderFieldRules.orderedAt(text) }
                    }
                    if let text = cell(columns.status) {
                        record.status = try checked { () throws(OrderFieldProblem) in try OrderFieldRules.status(text) }
                    }
                }
                guard let juice = cell(juiceColumn) else {
                    throw rowProblem(name, line, reference, OrderFieldRules.juiceMissing.field, OrderFieldRules.juiceMissing.problem)
                }
                let quantity = try cell(columns.quantity).map { text throws(OrderHistoryError) in
                    try checked { () throws(OrderFieldProblem) in try OrderFieldRules.quantity.value(text: text) }
                } ?? 1
                let price = try cell(columns.unitPrice).map { text throws(OrderHistoryError) in
                    try checked { () throws(OrderFieldProblem) in try OrderFieldRules.unitPrice.value(text: text) }
                }
                record.lines.append(SaleLine(slot: sink.slot(for: menu.identify(juice)), quantity: quantity, unitPrice: price))
                pending = (record, id, pending?.line ?? line, position)
            } catch let error as OrderHistoryError {
                pending = nil
                try skipOrThrow(error, description: error.description, report: &report)
            }
        }
        if let error = reader.error { throw OrderHistoryError.invalidCSV(source: name, line: line, problem: "\(error)") }
        if let failure = stream.streamError { throw failure }
        try flush()
        report.bytes = stream.bytesRead
        return report
    }

    private func skipOrThrow(_ error: Error, description: String, report: inout OrderReadReport) throws {
        guard options.skipInvalid else { throw error }
        report.skipped += 1
        if report.skippedExamples.count < options.skippedExampleLimit { report.skippedExamples.append(description) }
    }

    private func rowProblem(_ name: String, _ line: Int, _ reference: OrderReference, _ field: String?, _ problem: String) -> OrderHistoryError {
        .invalidRecord(source: name, position: SourcePosition(line: line, column: 1), order: reference, field: field, problem: problem)
    }
}
