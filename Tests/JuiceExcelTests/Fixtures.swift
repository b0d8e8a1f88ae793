import Foundation
import JuiceCore
import JuiceIngest
@testable import JuiceExcel

/// The workbooks `scripts/fixtures/make-xlsx-fixtures.py` writes, and ways to read them.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "__Fixtures__")

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The rows of a sheet as CSV text (`RowsAsCSV`); throws what reading them throws.
    static func text(of rows: XLSXSheetRows) throws -> String {
        var writer = RowsAsCSV()
        try rows.forEachRow { row, number in
            writer.append(row, number: number)
            return true
        }
        return writer.text
    }

    /// The summary and report of one input, read as an order history with local times in Seoul
    /// (`path` ending in `.xlsx` through the Excel reader, else the CSV reader).
    static func read(
        _ path: String, sheet: String? = nil, zone: String = "Asia/Seoul", metric: SalesMetric = .revenue,
        configure: (inout OrderReadOptions) -> Void = { _ in }
    ) throws -> (SalesSummary, OrderReadReport) {
        let timeZone = TimeZone(identifier: zone)!
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: timeZone, metric: metric))
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: timeZone)
        configure(&options)
        let report =
            path.hasSuffix(".xlsx")
            ? try OrderXLSXReader(options: options, sheet: sheet).read(path: path, into: &aggregator)
            : try OrderCSVReader(options: options).read(try FileByteSource(path: path), into: &aggregator)
        return (aggregator.summary(), report)
    }

    /// The message of what `body` throws, or nil when it throws nothing.
    static func failure(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }
}

extension SalesSummary {
    /// `name=value` per segment in English, value descending, then name.
    func valuesByName() -> [String] {
        segments.map { (Menu.standard.name(of: $0.juice, in: .english) ?? "?", $0.value) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
            .map { "\($0.0)=\($0.1)" }
    }

    /// `name=units` per juice in English, units descending, then name.
    func unitsByName() -> [String] {
        juiceTotals.map { (Menu.standard.name(of: $0.juice, in: .english) ?? "?", $0.units) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
            .map { "\($0.0)=\($0.1)" }
    }
}
