import Foundation
import JuiceCore

/// PostgreSQL through libpq: one read-only transaction with a statement timeout, every value a
/// bound parameter, results in text form (`LibPQSession`). The statements are
/// `PostgresStatements`'; this type decides which to send and reads their results by name.
final class PostgresBackend: SalesBackend {
    let displayName: String
    private let session: any PostgresSession
    private let observer: (@Sendable (SentStatement) -> Void)?

    convenience init(settings: PostgresSettings, observer: (@Sendable (SentStatement) -> Void)? = nil) throws {
        try self.init(session: try LibPQSession(settings: settings), settings: settings, observer: observer)
    }

    init(session: any PostgresSession, settings: PostgresSettings, observer: (@Sendable (SentStatement) -> Void)? = nil)
        throws
    {
        self.session = session
        self.observer = observer
        displayName = session.displayName
        do {
            _ = try execute(PostgresStatements.sessionSettings(settings))
            _ = try execute(SentStatement(PostgresStatements.begin))
        } catch {
            throw session.failure(error)
        }
    }

    func columns(of source: CheckedSource) throws -> [DatabaseColumn] {
        let result: PostgresRows
        do {
            result = try execute(PostgresStatements.columns(of: source))
        } catch let error where error.sqlState == "42P01" {
            guard case .table = source.source else { throw session.failure(error) }
            let tables = try run(PostgresStatements.tables).rows.compactMap { try $0.text("name") }
            throw DatabaseError.missingTable(source, in: displayName, tables: tables)
        } catch {
            throw session.failure(error)
        }
        let types = result.columnTypes
        let other = Array(Set(types.filter { PostgresType.kind(of: $0) == nil })).sorted()
        var typeNames: [UInt32: String] = [:]
        if !other.isEmpty {
            for row in try run(PostgresStatements.typeNames(other)).rows {
                if let oid = try row.integer("oid"), let name = try row.text("name") { typeNames[UInt32(oid)] = name }
            }
        }
        return try types.enumerated().map { column, type in
            let name = typeNames[type] ?? PostgresType.name(of: type)
            return try DatabaseColumn(
                name: result.columnNames[column], kind: PostgresType.kind(of: type) ?? .other(name),
                typeName: name, database: displayName)
        }
    }

    func distinctValues(of column: DatabaseColumn, in query: TotalsQuery, limit: Int) throws -> [String] {
        try run(PostgresStatements(query: query).distinctValues(of: column, limit: limit)).rows.compactMap {
            try $0.text("value")
        }
    }

    func checkedTotals(_ query: TotalsQuery, countsOrders: Bool) throws -> CheckedTotals? {
        // Hours are bucketed for instants only (`HourStarts`); local times and dates are added up row by row.
        if query.byHour, query.columns.orderedAt?.kind != .instant { return nil }
        var ordersAreRows = query.columns.id == nil
        var partitionKeys: [SQLIdentifier] = []
        if let table = query.source.table {
            if !ordersAreRows, let id = query.columns.id {
                ordersAreRows =
                    try run(PostgresStatements.idIsUnique(table: table, id: id)).rows.first?.flag("unique") == true
            }
            // A key that is a line's own value (its juice, quantity or price) could split an order.
            let columns = query.columns
            let lineFields = [columns.juice, columns.quantity, columns.unitPrice, columns.amount].compactMap {
                $0?.name
            }
            let names = try run(PostgresStatements.partitionKeys(table: table)).rows.compactMap { try $0.text("name") }
            if !names.contains(where: lineFields.contains) {
                partitionKeys = try names.map { name throws(DatabaseError) in
                    do { return try SQLIdentifier(name) } catch {
                        throw .missing(
                            database: displayName,
                            problem: "the partition key \(quotedValue(name)) holds a NUL character")
                    }
                }
            }
        }
        var statements = PostgresStatements(query: query)
        statements.dayStarts = try dayStarts(statements)
        if query.byHour {
            statements.hourStarts = statements.dayStarts.flatMap {
                HourStarts(days: $0, zone: query.zone, dayStart: query.dayStart)
            }
            // Hours the statement cannot bucket (local times, a --query, too long a span) are
            // added up row by row.
            guard statements.buckets != nil else { return nil }
        }
        let countsIDs = countsOrders && !ordersAreRows
        if let settings = statements.checkedSettings(partitionKeys: partitionKeys) {
            _ = try run(settings)
        }
        let rows = try run(statements.checkedTotals(countsIDs: countsIDs, partitionKeys: partitionKeys))
        return CheckedTotals(rows: rows, ordersAreRows: ordersAreRows, countsIDs: countsIDs)
    }

    func totals(_ query: TotalsQuery) throws -> ResultSet {
        let statements = PostgresStatements(query: query)
        if let settings = statements.totalsSettings { _ = try run(settings) }
        return try run(statements.totals())
    }

    func problemRows(_ query: TotalsQuery, statuses: [String], limit: Int) throws -> ResultSet {
        try run(PostgresStatements(query: query).problemRows(statuses: statuses, limit: limit))
    }

    func rowCount(_ query: TotalsQuery) throws -> Int {
        Int(try run(PostgresStatements(query: query).rowCount()).rows.first?.integer("rows") ?? 0)
    }

    /// Where the days of a daily report begin, for a time column of instants: the period's days,
    /// or for a table the days from its earliest to its latest time (one more statement, which an
    /// index on the time answers at once). Nil for a query without a period (it would run twice),
    /// times at infinity, or more days than a daily report takes.
    private func dayStarts(_ statements: PostgresStatements) throws -> DayStarts? {
        let query = statements.query
        guard query.byDay, let time = query.columns.orderedAt, time.kind == .instant else { return nil }
        if let period = query.period {
            return DayStarts(
                days: period.lowerBound...(period.upperBound - 1), zone: query.zone, dayStart: query.dayStart)
        }
        guard query.source.table != nil, let row = try run(statements.timeSpan(of: time)).rows.first,
            let earliest = try row.real("earliest"), let latest = try row.real("latest"), earliest.isFinite,
            latest.isFinite
        else { return nil }
        var resolver = ZoneDayResolver(timeZone: query.zone, dayStart: query.dayStart)
        let (first, last) = (resolver.daysSinceEpoch(of: earliest), resolver.daysSinceEpoch(of: latest))
        guard last - first < DailySalesAggregator.maximumDays else { return nil }
        return DayStarts(days: first...last, zone: query.zone, dayStart: query.dayStart)
    }

    /// Runs a statement to its rows, named as the statement names them or as the server does.
    func run(_ statement: SentStatement) throws -> ResultSet {
        let result: PostgresRows
        do {
            result = try execute(statement)
        } catch {
            throw session.failure(error)
        }
        let values = result.cells.map { row in
            zip(row, result.columnTypes).map { text, type in text.map { PostgresType.value($0, type: type) } ?? .null }
        }
        return try ResultSet(database: displayName, names: statement.columnNames ?? result.columnNames, values: values)
    }

    private func execute(_ statement: SentStatement) throws(PostgresStatementError) -> PostgresRows {
        observer?(statement)
        return try session.execute(statement.sql, statement.binds)
    }
}
