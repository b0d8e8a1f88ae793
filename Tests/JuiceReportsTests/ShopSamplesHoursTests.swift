import Foundation
import JuiceCore
import Testing
@testable import JuiceReports

/// The chain sample's hours (`samples/shops/chain.csv`, local times in New York) against DuckDB's
/// count of the same file: units per weekday and hour, per store, returns netted. DuckDB comes
/// from the test venv (`make test-deps`, scripts/setup/install-test-python.sh).
struct ShopSamplesHoursTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let chain = root.appendingPathComponent("samples/shops/chain.csv").path

    /// `weekday hour units` lines from DuckDB (ISO weekday 1 = Monday), sorted.
    private func duckdb(store: String?) throws -> [String] {
        let filter = store.map { "WHERE store_location = '\($0.replacingOccurrences(of: "'", with: "''"))'" } ?? ""
        let sql = """
            SELECT isodow(d), hour(t), sum(transaction_qty) FROM (
              SELECT strptime(transaction_date, '%m/%d/%Y') AS d, CAST(transaction_time AS TIME) AS t, transaction_qty, store_location
              FROM read_csv('\(Self.chain)', header = true, all_varchar = true, columns = {
                'transaction_id': 'VARCHAR', 'transaction_date': 'VARCHAR', 'transaction_time': 'VARCHAR', 'transaction_qty': 'INTEGER',
                'store_id': 'VARCHAR', 'store_location': 'VARCHAR', 'product_id': 'VARCHAR', 'unit_price': 'VARCHAR',
                'product_category': 'VARCHAR', 'product_type': 'VARCHAR', 'product_detail': 'VARCHAR'}))
            \(filter) GROUP BY ALL
            """
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent(".build/test-venv/bin/python")
        process.arguments = [
            "-c",
            "import duckdb, sys\nfor row in duckdb.sql(sys.argv[1]).fetchall(): print(' '.join(str(c) for c in row))",
            sql,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return output.split(separator: "\n").map(String.init).sorted()
    }

    private func ours(store: String?) throws -> [String] {
        var inputs = OrderInputs(
            paths: [Self.chain],
            columns: try ColumnMapping([
                "juice=product_detail", "quantity=transaction_qty", "date=transaction_date",
                "time=transaction_time", "unitPrice=unit_price",
            ]))
        inputs.dateOrder = .monthFirst
        if let store {
            inputs.columnFilter = ColumnFilter(clauses: [ColumnFilter.Clause(column: "store_location", values: [store])]
            )
        }
        let directory = try ChartRunTests.temporaryDirectory()
        let request = HoursRequest(
            inputs: inputs, query: SalesQuery(timeZone: TimeZone(identifier: "America/New_York")!),
            chart: try ChartSpecification(),
            output: ChartOutput(path: directory.appendingPathComponent("h.png").path, format: .png))
        let hours = try request.run().hours
        return Weekday.allCases.flatMap { weekday in
            (0..<24).compactMap { hour in
                hours.orders(weekday, hour: hour) == 0 && hours.units(weekday, hour: hour) == 0
                    ? nil : "\(weekday.rawValue + 1) \(hour) \(hours.units(weekday, hour: hour))"
            }
        }.sorted()
    }

    @Test func unitsPerWeekdayAndHourAreDuckDBsForTheChainAndEachStore() throws {
        for store in [nil, "Astoria", "Hell's Kitchen", "Lower Manhattan"] {
            let expected = try duckdb(store: store)
            #expect(expected.count > 80, "\(store ?? "chain")")
            #expect(try ours(store: store) == expected, "\(store ?? "chain")")
        }
    }
}
