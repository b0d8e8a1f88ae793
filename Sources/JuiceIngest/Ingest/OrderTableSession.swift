#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import JuiceCore

/// The consumer of an order table's rows, whatever they come from: the CSV reader's text and
/// the sheet reader's cells both hand it rows (`TableRow`), so every column, export, money,
/// date, filter and `--skip-invalid` rule is one code for both. It holds the columns the header
/// named and the order whose rows are being gathered.
package struct OrderTableSession {
    /// Where the fields stand in a row, from the header, and what the export's rules read.
    package struct Columns: Sendable {
        var count = 0
        var juice = 0
        var id, orderedAt, date, time, quantity, unitPrice, amount, status, category: Int?
        /// The column whose value is each product's group (`--group-by`), when asked.
        var group: Int?
        /// An export's columns: each row's time zone, the order's currency, a line discount.
        var zone, currency, discount: Int?
        var voidLine: [(column: Int, rule: SalesExport.Rule)] = []
        var cancelledOrder: [(column: Int, rule: SalesExport.Rule)] = []
        /// Exports also write lines of quantity 0 (moving money only), which other tables may not.
        /// In every table a negative quantity is a return, which nets out.
        var refundsNetOut = false
        /// The juice cell lists the order's products (`2× Name, 1× Name`).
        var listsItems = false
        /// A wide table's date and product columns; nil for an order table.
        package var wide: WideTable?
        /// Cells are separated by semicolons, as Excel writes CSV where `,` is the decimal
        /// mark (`4,50`, `1.234,56`): numbers are read that way.
        package var decimalComma = false
        package var dateOrder: DateOrder?
        /// The header of each field whose column is named otherwise (`quantity` → `Qty`), for messages.
        var headers: [String: String] = [:]
        /// The column times are read from, for settling the day/month order.
        package var timeColumn: Int? { orderedAt ?? date }
    }

    let name: String
    let menu: Menu
    let options: OrderReadOptions
    var report = OrderReadReport()
    package var columns = Columns()
    /// The id of the first row read, trimmed; nil when it had none.
    private(set) var firstRowID: [UInt8]?
    private var sawRow = false
    private var juices: JuiceSlots
    /// `--where`: the columns and values a line must hold.
    private var whereColumns: WhereColumns
    /// The order being gathered (`PendingOrder`).
    private var pending = PendingOrder()
    /// Scratch for joining a date and a time cell (or a wide table's date and midnight).
    private var joined: [UInt8] = []
    private var orderCount = 0
    /// Wall clocks of the zones a zone column names, by name.
    private var zoneClocks: [String: LocalClock] = [:]
    /// Lines per group, per slot, under `--group-by`.
    private var groupTally: [Int: [String: Int]] = [:]
    /// A wide table's products' slots, in column order, once its first dated row is read.
    private var wideSlots: [Int] = []
    /// Per product of a wide table: whether a filled cell was read yet, and whether the column is
    /// text (its first filled cell words): skipped from then on.
    private var wideFilled: [Bool] = []
    private var wideText: [Bool] = []

    package init(name: String, menu: Menu, options: OrderReadOptions) {
        self.name = name
        self.menu = menu
        self.options = options
        juices = JuiceSlots(menu: menu, filter: options.filter)
        whereColumns = WhereColumns(options.columnFilter)
    }

    /// The juice names read so far, by script.
    var writtenNames: WrittenNames { juices.writtenNames }

    /// Reads the header row at `line`: which columns hold what, and which export (if any) wrote
    /// the table. Throws `OrderHistoryError.invalidCSV` for a header that names no juice column
    /// or lacks an export's columns. A cell that is not UTF-8 names no column.
    package mutating func readHeader(_ row: TableRow, line: Int) throws {
        let texts = (0..<row.count).map { index in
            UTF8Validation.isValid(row[index]) ? Self.text(row[index]).trimmingCharacters(in: .whitespaces) : ""
        }
        columns.count = texts.count
        let export = options.wide ? nil : options.export ?? SalesExport.recognising(texts)
        if let export {
            let present = Set(texts.map(ColumnMapping.normalized))
            let missing = export.signature.filter { !present.contains(ColumnMapping.normalized($0)) }
            guard missing.isEmpty else {
                throw OrderHistoryError.invalidCSV(
                    source: name, line: line,
                    problem:
                        "this is not a \(export.title) export: it has no "
                        + "\(missing.map { "\"\($0)\"" }.joined(separator: ", ")) column"
                )
            }
            report.export = export.title
        }
        let found = try options.columns.columns(in: texts, source: name, defaults: export?.fields ?? [:])
        if export == nil, let wide = WideTable(headers: texts, found: found, asked: options.wide) {
            columns.wide = wide
            columns.date = wide.date  // where the day/month order of slashed dates is settled
            columns.dateOrder = options.dateOrder
            report.wideProducts = wide.products.count
            report.wideTextColumns = wide.textColumns
            wideFilled = Array(repeating: false, count: wide.products.count)
            wideText = Array(repeating: false, count: wide.products.count)
            return
        }
        if options.wide {
            throw OrderHistoryError.invalidCSV(
                source: name, line: line,
                problem:
                    "--wide reads a date column and one column of units "
                    + "per product, but the header row names no product "
                    + "(money and total columns are not products); its columns are \(texts.joined(separator: ", "))")
        }
        guard let juice = found[.juice] else {
            throw OrderHistoryError.invalidCSV(
                source: name, line: line,
                problem:
                    "the header row must name a \"juice\" column "
                    + "(\(OrderCSVReader.exampleHeader)), or map one with --column juice=HEADER; "
                    + "its columns are \(texts.joined(separator: ", "))")
        }
        columns.juice = juice
        columns.id = found[.id]
        columns.orderedAt = found[.orderedAt]
        columns.date = found[.date]
        columns.time = found[.time]
        columns.quantity = found[.quantity]
        columns.unitPrice = found[.unitPrice]
        columns.amount = found[.amount]
        columns.status = found[.status]
        columns.category = found[.category]
        report.categoryHeader = found[.category].map { texts[$0] }
        if let asked = options.groupColumn { columns.group = try groupColumn(asked, in: texts, found: found) }
        for (field, column) in found where ColumnMapping.normalized(texts[column]) != field.rawValue.lowercased() {
            columns.headers[field.rawValue] = texts[column]
        }
        columns.dateOrder = options.dateOrder ?? export?.dateOrder
        if !whereColumns.isEmpty { try whereColumns.resolve(headers: texts, source: name) }
        guard let export else { return }
        let normalized = texts.map(ColumnMapping.normalized)
        func column(_ header: String?) -> Int? {
            header.flatMap { normalized.firstIndex(of: ColumnMapping.normalized($0)) }
        }
        columns.zone = column(export.zoneHeader)
        columns.currency = column(export.currencyHeader)
        columns.discount = column(export.discountHeader)
        columns.voidLine = export.voidLine.compactMap { rule in column(rule.header).map { ($0, rule) } }
        columns.cancelledOrder = export.cancelledOrder.compactMap { rule in column(rule.header).map { ($0, rule) } }
        columns.refundsNetOut = true
        columns.listsItems = export.listsItems
    }

    /// Whether the order being gathered has this id, so a row with it would continue the order.
    func isGathering(id: [UInt8]?) -> Bool {
        guard pending.isOpen, pending.hasID, let id else { return false }
        return id == pending.id
    }

    /// Reads one row after the header, at `line`: a line of the order being gathered, or the
    /// first of the next (then the gathered one goes to `sink`).
    package mutating func read<Sink: OrderRecordSink>(_ row: TableRow, line: Int, into sink: inout Sink) throws {
        if row.count == 1 && row[0].isEmpty { return }  // a blank line
        let idBytes = columns.id.flatMap { $0 < row.count ? Self.trimmed(row[$0]) : nil }.flatMap {
            $0.isEmpty ? nil : $0
        }
        if !sawRow {
            sawRow = true
            firstRowID = idBytes.map { Array($0) }
        }
        let sameOrder =
            pending.isOpen && pending.hasID
            && idBytes.map { bytes in
                pending.id.withUnsafeBytes { $0.hasSameBytes(as: bytes) }
            } == true
        if pending.isOpen && !sameOrder { try flush(into: &sink) }
        let position = pending.isOpen ? pending.position : orderCount + 1
        let source = name
        func problem(_ field: String?, _ text: String) -> OrderHistoryError {
            .invalidRecord(
                source: source, position: SourcePosition(line: line, column: 1),
                order: OrderReference(position: position, id: idBytes.map { String(decoding: $0, as: UTF8.self) }),
                field: field, problem: text)
        }
        do {
            guard row.count == columns.count else {
                throw problem(nil, "the row has \(row.count) fields; the header has \(columns.count)")
            }
            if let wide = columns.wide { return try readWide(row, table: wide, line: line, into: &sink) }
            let startsOrder = !pending.isOpen
            if startsOrder { try startOrder(row, id: idBytes, line: line, position: position) }
            if !whereColumns.isEmpty, !whereColumns.keeps(startsOrder: startsOrder, cell: { Self.text(row[$0]) }) {
                pending.filtered = true
                return
            }
            if columns.voidLine.contains(where: { $0.rule.matches(Self.text(row[$0.column])) }) {
                pending.voided = true
                return
            }
            try readLine(row, into: &sink)
        } catch let error as OrderFieldProblem {
            pending.isOpen = false
            // Name the column as the file does: "Qty", not our field name.
            try skipOrThrow(problem(columns.headers[error.field] ?? error.field, error.problem))
        } catch let error as OrderHistoryError {
            pending.isOpen = false
            try skipOrThrow(error)
        }
    }

    /// Reads a row of a wide table as one order on the row's day, with a line for each product
    /// sold; a row without a date is counted and left out, a day of nothing adds no order.
    private mutating func readWide<Sink: OrderRecordSink>(
        _ row: TableRow, table wide: WideTable, line: Int, into sink: inout Sink
    ) throws {
        guard let day = try wideDay(Self.trimmed(row[wide.date])) else {
            // A row of blank cells (a sheet's empty formatted row) is no row of the table.
            if (0..<row.count).contains(where: { !Self.trimmed(row[$0]).isEmpty }) { report.undatedRows += 1 }
            return
        }
        if wideSlots.isEmpty {
            for product in wide.products {
                wideSlots.append(
                    try juices.slot(
                        of: UnsafeRawBufferPointer(start: nil, count: 0), text: { product.name }, cacheable: false,
                        sink: &sink))
            }
        }
        orderCount += 1
        // A wide table's row is a day's order, open once its lines are known (below).
        pending.start(id: nil, line: line, position: orderCount)
        pending.record.orderedAt = day
        for (index, (product, slot)) in zip(wide.products, wideSlots).enumerated() where !wideText[index] {
            let cell = Self.trimmed(row[product.column])
            if !wideFilled[index], !cell.isEmpty {
                wideFilled[index] = true
                if WideTable.isText(cell: cell) {
                    // A column of words (`요일`, a remark) under a header not known as one.
                    wideText[index] = true
                    report.wideProducts -= 1
                    report.wideTextColumns.append(product.name)
                    continue
                }
            }
            guard let units = WideTable.units(cell, decimalComma: columns.decimalComma) else {
                throw OrderHistoryError.invalidCell(
                    source: name, position: SourcePosition(line: line, column: product.column + 1),
                    header: product.name,
                    problem: "must be a whole number of units (blank for none); got \(quotedValue(Self.text(cell)))"
                        + (options.wide ? "" : " (read as one column per product: no header names a juice column)"))
            }
            guard units > 0 else { continue }
            guard juices.keeps(slot: slot) else {
                pending.filtered = true
                continue
            }
            pending.record.lines.append(SaleLine(slot: slot, quantity: units, unitPrice: nil, amount: nil))
        }
        // A day that sold nothing is no order (not a cancelled one).
        pending.isOpen = !pending.record.lines.isEmpty || pending.filtered
        try flush(into: &sink)
    }

    /// A wide table's date cell as the start of its day (a date, or a date-time as exports write
    /// it); nil when the cell holds no date (a totals row's label, a note).
    private mutating func wideDay(_ cell: UnsafeRawBufferPointer) throws(OrderFieldProblem) -> OrderTimestamp? {
        guard !cell.isEmpty else { return nil }
        guard let clock = options.localClock else {
            throw OrderFieldProblem(field: "date", problem: "needs a time zone to be read in; give --tz")
        }
        joined.removeAll(keepingCapacity: true)
        joined.append(contentsOf: cell)
        joined.append(contentsOf: " 00:00".utf8)
        let order = columns.dateOrder
        var reading = joined.withUnsafeBytes { OrderTimestamp.parse($0, localTo: clock, order: order) }
        if case .invalid = reading { reading = OrderTimestamp.parse(cell, localTo: clock, order: order) }
        switch reading {
        case .timestamp(let timestamp):
            return timestamp
        case .ambiguous:
            throw OrderFieldProblem(
                field: "date",
                problem: "is \(quotedValue(Self.text(cell))), which names a different day read day-first "
                    + "or month-first; give --date-order dmy or --date-order mdy")
        case .invalid:
            return nil
        }
    }

    /// Opens an order at its first row: its time, status and currency.
    private mutating func startOrder(
        _ row: TableRow, id: UnsafeRawBufferPointer?, line: Int,
        position: Int
    ) throws(OrderFieldProblem) {
        orderCount += 1
        pending.start(id: id, line: line, position: position)
        pending.isOpen = true
        if let column = columns.orderedAt, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
            if let clock = try clock(for: row) {
                pending.record.orderedAt = try OrderFieldRules.orderedAt(
                    utf8: cell, localTo: clock, order: columns.dateOrder)
            } else {
                pending.record.orderedAt = try OrderFieldRules.orderedAt(utf8: cell)
            }
        } else if let column = columns.date, case let date = Self.trimmed(row[column]), !date.isEmpty {
            guard let clock = try clock(for: row) else {
                throw OrderFieldProblem(field: "date", problem: "needs a time zone to be read in; give --tz")
            }
            pending.record.orderedAt = try dateAndTime(date, columns.time.map { Self.trimmed(row[$0]) }, clock: clock)
        }
        if let column = columns.status, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
            pending.record.status = try OrderFieldRules.status(utf8: cell)
        }
        if columns.cancelledOrder.contains(where: { $0.rule.matches(Self.text(row[$0.column])) }) {
            pending.record.status = .cancelled
        }
        if let column = columns.currency, case let code = Self.text(row[column]).trimmingCharacters(in: .whitespaces),
            !code.isEmpty
        {
            guard let currency = Currency(named: code) else {
                throw OrderFieldProblem(
                    field: "currency",
                    problem: "is \(quotedValue(code)), which is not a currency code juice-report knows")
            }
            try note(currency)
        }
    }

    /// Adds the lines a row lists (`2× Orange Juice, 1× Kiwi Juice`), one per product; the
    /// row's amount is the order's, so it is a line's revenue only when there is one line.
    private mutating func readItemList<Sink: OrderRecordSink>(_ row: TableRow, into sink: inout Sink) throws {
        let cell = Self.text(row[columns.juice])
        guard let items = ItemListCell.items(in: cell) else {
            throw OrderFieldProblem(
                field: "juice", problem: "must list products as 2× Name, 1× Name; got \(quotedValue(cell, limit: 60))")
        }
        var amount: Int64?
        if items.count == 1, let column = columns.amount, case let money = Self.trimmed(row[column]), !money.isEmpty {
            amount = try self.money(OrderFieldRules.amount.value(cell: money, decimalComma: columns.decimalComma))
        }
        for item in items {
            let slot = try juices.slot(
                of: UnsafeRawBufferPointer(start: nil, count: 0), text: { item.name }, cacheable: false, sink: &sink)
            guard juices.keeps(slot: slot) else {
                pending.filtered = true
                continue
            }
            pending.record.lines.append(SaleLine(slot: slot, quantity: item.count, unitPrice: nil, amount: amount))
        }
    }

    /// Adds one row's line to the pending order, unless `--only`/`--exclude` leave it out.
    private mutating func readLine<Sink: OrderRecordSink>(_ row: TableRow, into sink: inout Sink) throws {
        if columns.listsItems { return try readItemList(row, into: &sink) }
        let name = Self.trimmed(row[columns.juice])
        guard !name.isEmpty else { throw OrderFieldRules.juiceMissing }
        let slot = try juices.slot(
            of: name,
            text: { () throws(OrderFieldProblem) in
                guard UTF8Validation.isValid(name) else {
                    throw OrderFieldProblem(
                        field: "juice", problem: "is not UTF-8 text; name the file's encoding with --encoding")
                }
                return String(decoding: name, as: UTF8.self)
            }, sink: &sink)
        var units: Int64 = 1
        if let column = columns.quantity, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
            let rule = columns.refundsNetOut ? OrderFieldRules.signedQuantity : OrderFieldRules.quantity
            units = try columns.decimalComma ? rule.value(decimalCommaCell: cell) : rule.value(cell: cell)
        }
        var price: Int64?
        if let column = columns.unitPrice, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
            price = try money(OrderFieldRules.unitPrice.value(cell: cell, decimalComma: columns.decimalComma))
        }
        var amount: Int64?
        if let column = columns.amount, case let cell = Self.trimmed(row[column]), !cell.isEmpty {
            amount = try money(OrderFieldRules.amount.value(cell: cell, decimalComma: columns.decimalComma))
        } else if let column = columns.discount, let price {
            // Shopify: the line's net is quantity × price less its discount.
            let cell = Self.trimmed(row[column])
            let discount =
                cell.isEmpty
                ? 0 : try money(OrderFieldRules.amount.value(cell: cell, decimalComma: columns.decimalComma))
            let (gross, overflow) = units.multipliedReportingOverflow(by: price)
            guard !overflow else {
                throw OrderFieldProblem(field: "unitPrice", problem: "times the quantity is too large")
            }
            amount = gross - discount
        }
        if !juices.keepsEverything {
            let category = columns.category.map { Self.text(row[$0]).trimmingCharacters(in: .whitespaces) }
            if let category { juices.note(category: category) }
            guard juices.keeps(slot: slot, category: category) else {
                pending.filtered = true
                return
            }
        }
        pending.record.lines.append(SaleLine(slot: slot, quantity: units, unitPrice: price, amount: amount))
        if let column = columns.group { groupTally[slot, default: [:]][Self.text(row[column]), default: 0] += 1 }
    }

    /// The column `--group-by` names: `category` is the category column however it was found
    /// (`--column category=…`, an export's, or a header known as one); any other name, a header.
    private func groupColumn(_ asked: String, in texts: [String], found: [ColumnMapping.Field: Int]) throws -> Int {
        let wanted = ColumnMapping.normalized(asked)
        if wanted == ColumnMapping.Field.category.rawValue, let column = found[.category] { return column }
        if let column = texts.firstIndex(where: { ColumnMapping.normalized($0) == wanted }) { return column }
        let headers = texts.map { "\"\($0)\"" }.joined(separator: ", ")
        throw OrderHistoryError.unknownColumn(
            source: name,
            problem: "--group-by \(asked): the header row has no such column"
                + (wanted == ColumnMapping.Field.category.rawValue
                    ? " (nor one known as a category; name it with --column category=HEADER)" : "")
                + "; its columns are \(headers)")
    }

    /// Keeps what an amount says of the table's currency, and its value.
    private mutating func money(_ money: MoneyText) throws(OrderFieldProblem) -> Int64 {
        report.moneyDecimals = max(report.moneyDecimals, money.decimals)
        if let code = money.currencyCode, let currency = Currency(named: code) { try note(currency) }
        return money.amount
    }

    /// Keeps the currency of the pending order. Orders of one table may be in different
    /// currencies (a Shopify store selling in several); one order's amounts may not.
    private mutating func note(_ currency: Currency) throws(OrderFieldProblem) {
        if report.currency == nil { report.currency = currency }
        guard let known = pending.currency else {
            pending.currency = currency
            return
        }
        guard known.code != currency.code else { return }
        throw OrderFieldProblem(
            field: "currency", problem: "is \(currency), but the order's other amounts are in \(known)")
    }

    /// The wall clock the row's local times are on: its zone column's, or `--tz`; nil when
    /// there is neither, and times must carry an offset.
    private mutating func clock(for row: TableRow) throws(OrderFieldProblem) -> LocalClock? {
        guard let column = columns.zone, case let zoneName = Self.text(row[column]), !zoneName.isEmpty else {
            return options.localClock
        }
        if let known = zoneClocks[zoneName] { return known }
        guard let zone = RailsTimeZoneNames.timeZone(named: zoneName) else {
            throw OrderFieldProblem(
                field: "Time Zone", problem: "is \(quotedValue(zoneName)), a time zone juice-report does not know")
        }
        let clock = LocalClock(timeZone: zone)
        zoneClocks[zoneName] = clock
        return clock
    }

    /// A time from separate date and time cells (`2026-11-21` and `09:15:02`). Without a time the
    /// order is put at midnight, as a date without a time of day (`OrderTimestamp.hasTimeOfDay`).
    private mutating func dateAndTime(
        _ date: UnsafeRawBufferPointer, _ time: UnsafeRawBufferPointer?,
        clock: LocalClock
    ) throws(OrderFieldProblem) -> OrderTimestamp {
        joined.removeAll(keepingCapacity: true)
        joined.append(contentsOf: date)
        joined.append(0x20)
        let timed = time.map { !$0.isEmpty } ?? false
        if let time, timed { joined.append(contentsOf: time) } else { joined.append(contentsOf: "00:00".utf8) }
        let order = columns.dateOrder
        let result = joined.withUnsafeBytes { bytes in
            Result { () throws(OrderFieldProblem) in
                try OrderFieldRules.orderedAt(utf8: bytes, localTo: clock, order: order, field: "date")
            }
        }
        let timestamp = try result.get()
        return timed ? timestamp : timestamp.withoutTimeOfDay()
    }

    /// Hands over the last order; what was read, but for the bytes, which the reader counts.
    package mutating func finish<Sink: OrderRecordSink>(into sink: inout Sink) throws -> OrderReadReport {
        try flush(into: &sink)
        report.writtenNames = writtenNames
        report.filterSightings = juices.filterSightings
        for (slot, groups) in groupTally {
            guard let product = juices.identities[slot] else { continue }
            for (group, lines) in groups { report.productCategories.count(product, category: group, lines: lines) }
        }
        groupTally = [:]
        if !whereColumns.isEmpty { report.columnSightings = whereColumns.sightings }
        return report
    }

    /// Hands the gathered order to the sink.
    mutating func flush<Sink: OrderRecordSink>(into sink: inout Sink) throws {
        guard pending.isOpen else { return }
        pending.isOpen = false
        if pending.record.lines.isEmpty {
            if pending.filtered && !pending.voided {
                // Counted when the order falls on the days shown, so the note speaks of them.
                if sink.isInPeriod(pending.record.orderedAt) { report.filteredOut += 1 }
                return
            }
            pending.record.status = .cancelled  // every line was voided: the order sold nothing
        }
        if let currency = pending.currency {
            report.count(currency)
            if let kept = options.keptCurrency, currency.code != kept {
                report.otherCurrencyOrders += 1
                return
            }
        }
        let (line, position, id) = (pending.line, pending.position, pending.hasID ? pending.id : nil)
        do {
            try sink.add(pending.record) {
                OrderLocation(
                    source: name, position: SourcePosition(line: line, column: 1),
                    reference: OrderReference(position: position, id: id.map { String(decoding: $0, as: UTF8.self) }))
            }
            report.orders += 1
        } catch {
            if error.stopsReading { throw error }
            if case .missingPrice(let location, _) = error, columns.listsItems, columns.amount != nil,
                pending.record.lines.count > 1
            {
                // The row's amount is the whole order's: say so, rather than that a price is missing.
                let column = columns.headers[ColumnMapping.Field.amount.rawValue] ?? "amount"
                return try skipOrThrow(
                    SalesAggregationError.sharedAmount(location, products: pending.record.lines.count, column: column))
            }
            try skipOrThrow(error)
        }
    }

    private mutating func skipOrThrow(_ error: some Error & CustomStringConvertible) throws {
        guard options.skipInvalid else { throw error }
        report.skipped += 1
        if report.skippedExamples.count < options.skippedExampleLimit {
            report.skippedExamples.append(error.description)
        }
    }

    /// The bytes without spaces and tabs around them.
    @inline(__always)
    package static func trimmed(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var lower = 0, upper = raw.count
        while lower < upper, raw[lower] == 0x20 || raw[lower] == 0x09 { lower += 1 }
        while upper > lower, raw[upper - 1] == 0x20 || raw[upper - 1] == 0x09 { upper -= 1 }
        return UnsafeRawBufferPointer(rebasing: raw[lower..<upper])
    }

    static func text(_ raw: UnsafeRawBufferPointer) -> String {
        String(decoding: trimmed(raw), as: UTF8.self)
    }
}
