import JuiceCore

/// One reading of one input by `OrderStreamReader`: the buffer, the structure, the scanned
/// order and the counts, kept between calls so reading can stop at a point and go on.
struct OrderStreamSession {
    /// Where `run` stops.
    enum Goal: Equatable {
        /// The end of the input.
        case end
        /// The first moment the reader stands inside the list of orders.
        case orderList
        /// Between two orders, at this input offset.
        case split(Int)
    }

    let source: ByteSource
    var options: OrderReadOptions
    private(set) var structure: OrderStreamStructure
    private var window: StreamWindow
    private var decoder: OrderRecordDecoder
    private var tokens = OrderRecordTokens()
    private var record = OrderRecord()
    private var report = OrderReadReport()
    private var orderPosition = 0
    /// Where the top-level value starts, named while its bytes are still in the buffer.
    private var rootPosition: (offset: Int, position: SourcePosition)?

    init(
        source: ByteSource, menu: Menu, options: OrderReadOptions, structure: OrderStreamStructure? = nil,
        offset: Int = 0
    ) {
        self.source = source
        self.options = options
        self.structure =
            structure ?? OrderStreamStructure(format: options.format ?? OrderInputFormat(path: source.name))
        window = StreamWindow(
            source: source, initialBytes: options.bufferBytes,
            maximumBytes: max(options.maximumValueBytes, options.bufferBytes), offset: offset)
        let named =
            options.columnFilter.isEmpty && options.groupingKey == nil
            ? nil : WhereKeys(filter: options.columnFilter, groupingKey: options.groupingKey)
        decoder = OrderRecordDecoder(menu: menu, filter: options.filter, whereKeys: named)
        tokens.named = named?.tokens
    }

    /// The counts so far.
    func finish() -> OrderReadReport {
        var final = report
        final.bytes = window.bytesRead - window.startOffset
        final.writtenNames = decoder.writtenNames
        final.filterSightings = decoder.filterSightings
        if let whereKeys = decoder.whereKeys, !whereKeys.filter.isEmpty { final.columnSightings = whereKeys.sightings }
        return final
    }

    /// The usage error for a `--where` or `--split-by` key that no order or item of the input
    /// holds, given the report of the whole input (both cores' when it was split).
    func unmetKeyError(in report: OrderReadReport) -> OrderHistoryError? {
        decoder.whereKeys?.unmetKeyError(
            report.columnSightings, source: source.name, firstOrderKeys: tokens.named?.firstOrderKeys,
            firstItemKeys: tokens.named?.firstItemKeys ?? [])
    }

    /// Reads until `goal`, or until the end of the input when the goal is passed without being met.
    /// Returns the goal met, or `.end`.
    mutating func run<Sink: OrderRecordSink>(into sink: inout Sink, until goal: Goal) throws -> Goal {
        var splitOffset: Int?
        if case .split(let offset) = goal { splitOffset = offset }
        while true {
            if goal == .orderList, structure.isInOrderList { return .orderList }
            var scanner = window.scanner(maximumDepth: JSONParser.defaultMaximumDepth)
            let step: OrderStreamStructure.Step
            do throws(JSONScanStop) {
                step = try structure.advance(
                    &scanner, tokens: &tokens, bufferIsFull: window.isFull, splitOffset: splitOffset)
            } catch .needMoreInput {
                guard try window.refill() else {
                    throw OrderHistoryError.valueTooLarge(
                        source: source.name, position: window.position(of: window.baseOffset + window.consumed),
                        limit: window.maximumBytes)
                }
                options.progress?(window.bytesRead)
                continue
            } catch .syntax(let error) {
                throw OrderHistoryError.invalidJSON(
                    source: source.name, position: window.position(of: error.offset), problem: error.message)
            }
            if rootPosition == nil, let root = structure.rootOffset {
                rootPosition = (root, window.position(of: root))
            }
            window.consumed = scanner.index
            if let offset = splitOffset, window.baseOffset + window.consumed > offset {
                splitOffset = nil  // passed the guessed split without standing between orders there
            }
            switch step {
            case .moved:
                if structure.isDone { return .end }
            case .reachedSplit:
                return goal
            case .notAnOrderHistory(let offset, let found):
                let position =
                    rootPosition.flatMap { $0.offset == offset ? $0.position : nil } ?? window.position(of: offset)
                throw OrderHistoryError.unexpectedTopLevel(source: source.name, position: position, found: found)
            case .order:
                try take(into: &sink)
            }
        }
    }

    /// Checks the order just scanned and hands it to the sink, or skips it.
    private mutating func take<Sink: OrderRecordSink>(into sink: inout Sink) throws {
        orderPosition += 1
        let position = orderPosition
        do {
            try decoder.decode(
                tokens, base: window.base, baseOffset: window.baseOffset, position: position,
                into: &record, sink: &sink)
            guard !record.lines.isEmpty else {
                // Every line was left out by --only/--exclude: counted when the order falls on the days shown.
                if sink.isInPeriod(record.orderedAt) { report.filteredOut += 1 }
                return
            }
            try sink.add(record) {
                OrderLocation(
                    source: source.name, position: window.position(of: window.baseOffset + tokens.offset),
                    reference: decoder.reference(for: tokens, position: position))
            }
            report.orders += 1
        } catch let problem as OrderRecordProblem {
            if let usage = problem.usageProblem {
                throw OrderHistoryError.unknownColumn(source: source.name, problem: usage)
            }
            let error = OrderHistoryError.invalidRecord(
                source: source.name, position: window.position(of: problem.offset),
                order: problem.order, field: problem.field, problem: problem.problem)
            guard options.skipInvalid else { throw error }
            skip(error.description)
        } catch let error as SalesAggregationError {
            if error.stopsReading { throw error }
            guard options.skipInvalid else { throw error }
            skip(error.description)
        }
    }

    private mutating func skip(_ message: String) {
        report.skipped += 1
        if report.skippedExamples.count < options.skippedExampleLimit { report.skippedExamples.append(message) }
    }
}
