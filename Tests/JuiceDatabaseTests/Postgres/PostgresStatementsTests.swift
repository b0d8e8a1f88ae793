import Foundation
import JuiceCore
import Testing
@testable import JuiceDatabase

/// The text of PostgreSQL's checked statement (`PostgresStatements.checkedTotals`): what it asks
/// of every row. Its totals are compared with the files' against a real server in
/// `PostgresSalesTests`; every statement's whole text with the golden files in `SentSQLGoldenTests`.
struct PostgresStatementsTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func statement(price: DatabaseColumn.Kind, byDay: Bool) throws -> PostgresStatements {
        let columns = [
            try DatabaseColumn(name: "id", kind: .text, typeName: "text"),
            try DatabaseColumn(name: "orderedAt", kind: .instant, typeName: "timestamptz"),
            try DatabaseColumn(name: "juice", kind: .text, typeName: "text"),
            try DatabaseColumn(name: "quantity", kind: .integer, typeName: "int4"),
            try DatabaseColumn(name: "unitPrice", kind: price, typeName: price == .integer ? "int4" : "numeric"),
            try DatabaseColumn(name: "status", kind: .text, typeName: "text"),
        ]
        let query = TotalsQuery(
            columns: try OrderColumns(
                mapping: ColumnMapping(), columns: columns, database: "shop", source: .defaultTable),
            source: try CheckedSource(.defaultTable, database: "shop"), byDay: byDay, period: nil, zone: seoul,
            needsTime: byDay, needsPrice: false)
        var statement = PostgresStatements(query: query)
        if byDay {
            let first = CalendarDay(year: 2026, month: 11, day: 1).daysSinceEpoch
            statement.dayStarts = DayStarts(days: first...(first + 23), zone: seoul)
        }
        return statement
    }

    /// A numeric price of 4999.5 is added up as 4999.5: a cast to bigint would round it to 5000.
    @Test func aDecimalPriceIsAddedUpAsItIs() throws {
        let decimal = try statement(price: .decimal, byDay: false).checkedTotals(countsIDs: false).sql
        #expect(!decimal.contains("AS bigint"))
        #expect(decimal.contains("sum(q * p)") && decimal.contains("sum(p)"))
        // An integer price is widened for the product only, where two int4 could overflow.
        let integer = try statement(price: .integer, byDay: false).checkedTotals(countsIDs: false).sql
        #expect(integer.contains("sum(q * CAST(p AS bigint))") && integer.contains("sum(p)"))
    }

    /// Grouped by day, a group's day is its key: no aggregate of the day or count of the times
    /// runs for every row.
    @Test func aDailyStatementTakesEachGroupsDayFromItsKey() throws {
        for countsIDs in [false, true] {
            let sql = try statement(price: .integer, byDay: true).checkedTotals(countsIDs: countsIDs).sql
            #expect(sql.contains("GROUP BY j, s, d") && sql.contains("d IS NOT NULL"), "\(countsIDs)")
            #expect(!sql.contains("min(d)") && !sql.contains("max(d)") && !sql.contains("count(t)"), "\(countsIDs)")
        }
        // A clause true for every row lowers the planner's guess of the groups (parallel workers);
        // not for a partitioned table, whose partitions add up each on its own.
        let daily = try statement(price: .integer, byDay: true)
        #expect(
            daily.checkedTotals(countsIDs: false).sql.contains(
                "WHERE o.\"orderedAt\" IS NOT DISTINCT FROM o.\"orderedAt\""))
        let store = try SQLIdentifier("store")
        #expect(!daily.checkedTotals(countsIDs: false, partitionKeys: [store]).sql.contains("DISTINCT FROM"))
        // With the planner's cost lowered by that clause, so are the costs at which it compiles (JIT).
        #expect(daily.checkedSettings()?.sql.contains("SET LOCAL jit_above_cost") == true)
        #expect(daily.checkedSettings(partitionKeys: [store]) == nil)
        #expect(try statement(price: .integer, byDay: false).checkedSettings() == nil)
        // The chart groups by juice and status alone: its days stay aggregates.
        let chart = try statement(price: .integer, byDay: false).checkedTotals(countsIDs: false).sql
        #expect(chart.contains("min(d)") && !chart.contains("GROUP BY j, s, d") && !chart.contains("DISTINCT FROM"))
    }

    /// Business days from 04:00: a time column's rows are moved back four hours before their
    /// date is taken, and the period's bounds are 04:00 on its first day and on the day after
    /// its last; a date column's rows are on their dates.
    @Test(arguments: [DatabaseColumn.Kind.instant, .localTime, .date])
    func theDayStartMovesTimesButNotDates(kind: DatabaseColumn.Kind) throws {
        let columns = [
            try DatabaseColumn(name: "orderedAt", kind: kind, typeName: "\(kind)"),
            try DatabaseColumn(name: "juice", kind: .text, typeName: "text"),
        ]
        let first = CalendarDay(year: 2026, month: 11, day: 3).daysSinceEpoch
        var query = TotalsQuery(
            columns: try OrderColumns(
                mapping: ColumnMapping(), columns: columns, database: "shop", source: .defaultTable),
            source: try CheckedSource(.defaultTable, database: "shop"), byDay: true, period: first..<(first + 7),
            zone: seoul,
            needsTime: true, needsPrice: false)
        query.dayStart = try #require(DayStart("04:00"))
        let statement = PostgresStatements(query: query)
        let sql = [statement.totals().sql, statement.checkedTotals(countsIDs: false).sql]
        // A local time's or a date's earliest and latest are read as instants in the zone, the first parameter.
        if kind != .instant {
            #expect(statement.checkedTotals(countsIDs: false).binds.first == .text("Asia/Seoul"))
            #expect(statement.checkedTotals(countsIDs: false).sql.contains("AT TIME ZONE CAST($1 AS text)"))
        }
        #expect(sql.allSatisfy { $0.contains("- interval '14400 seconds'") } == (kind != .date))
        switch kind {
        case .instant:
            // 04:00 in Seoul is 19:00 UTC the day before.
            #expect(
                statement.bound(first, kind: kind)
                    == .instant(Date(timeIntervalSince1970: TimeInterval(first * 86_400 + 4 * 3600 - 9 * 3600))))
        case .localTime:
            #expect(statement.bound(first + 7, kind: kind) == .text("2026-11-10 04:00:00"))
        default:
            #expect(statement.bound(first, kind: kind) == .text("2026-11-03"))
            #expect(query.dayShift == 0)
        }
    }
}
