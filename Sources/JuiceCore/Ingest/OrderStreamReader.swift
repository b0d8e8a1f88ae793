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

    public init(menu: Menu = .standard, options: OrderReadOptions = OrderReadOptions()) {
        self.menu = menu
        self.options = options
    }

    /// Reads the whole input into `sink`.
    ///
    /// Throws `OrderHistoryError` for input that is not an order history, `SalesAggregationError`
    /// from the sink, and `FileError` when the input cannot be read.
    public func read<Sink: OrderRecordSink>(_ source: ByteSource, into sink: inout Sink) throws -> OrderReadReport {
        var window = StreamWindow(source: source, initialBytes: options.bufferBytes,
                                  maximumBytes: max(options.maximumValueBytes, options.bufferBytes))
        var structure = OrderStreamStructure(format: options.format ?? OrderInputFormat(path: source.name))
        var decoder = OrderRecordDecoder(menu: menu)
        var tokens = OrderRecordTokens()
        var record = OrderRecord()
        var report = OrderReadReport()
        var orderPosition = 0

        while true {
            var scanner = window.scanner(maximumDepth: JSONParser.defaultMaximumDepth)
            let step: OrderStreamStructure.Step
            do throws(JSONScanStop) {
                step = try structure.advance(&scanner, tokens: &tokens, bufferIsFull: window.isFull)
            } catch .needMoreInput {
                guard try window.refill() else {
                    throw OrderHistoryError.valueTooLarge(source: source.name, position: window.position(of: window.baseOffset + window.consumed),
                                                          limit: window.maximumBytes)
                }
                options.progress?(window.bytesRead)
                continue
            } catch .syntax(let error) {
                throw OrderHistoryError.invalidJSON(source: source.name, position: window.position(of: error.offset), problem: error.message)
            }
            window.consumed = scanner.index
            switch step {
            case .moved:
                if structure.isDone {
                    report.bytes = window.bytesRead
                    return report
                }
            case .notAnOrderHistory(let offset, let found):
                throw OrderHistoryError.unexpectedTopLevel(source: source.name, position: window.position(of: window.baseOffset + offset), found: found)
            case .order:
                orderPosition += 1
                let position = orderPosition
                do {
                    try decoder.decode(tokens, base: window.base, baseOffset: window.baseOffset, position: position,
                                       into: &record, sink: &sink)
                    try sink.add(record) {
                        OrderLocation(source: source.name, position: window.position(of: window.baseOffset + tokens.offset),
                                      reference: decoder.reference(for: tokens, position: position))
                    }
                    report.orders += 1
                } catch let problem as OrderRecordProblem {
                    let error = OrderHistoryError.invalidRecord(source: source.name, position: window.position(of: problem.offset),
                                                                order: problem.order, field: problem.field, problem: problem.problem)
                    guard options.skipInvalid else { throw error }
                    skip(error.description, in: &report)
                } catch let error as SalesAggregationError {
                    if case .totalOverflow = error { throw error }
                    guard options.skipInvalid else { throw error }
                    skip(error.description, in: &report)
                }
            }
        }
    }

    private func skip(_ message: String, in report: inout OrderReadReport) {
        report.skipped += 1
        if report.skippedExamples.count < options.skippedExampleLimit { report.skippedExamples.append(message) }
    }
}

