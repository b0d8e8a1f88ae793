import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

/// `--where`, `--split-by` and `--by` on JSON and JSON Lines: a key of the order or of its item,
/// the item's own first, compared as a table's cells are.
struct WhereKeysTests {
    /// Orders of two stores; order 2's croissant was sold in Chelsea though its order says Astoria.
    private static let orders = """
        {"orders": [
          {"id": "1", "orderedAt": "2026-11-21T09:00:00+09:00", "store": "Astoria", "items": [{"juice": "Latte", "quantity": 2}, {"juice": "Scone", "quantity": 3}]},
          {"id": "2", "orderedAt": "2026-11-21T10:00:00+09:00", "store": " ASTORIA ", "items": [{"juice": "Latte", "quantity": 5}, {"juice": "Croissant", "quantity": 1, "store": "Chelsea"}]},
          {"id": "3", "orderedAt": "2026-11-22T10:00:00+09:00", "store": "Chelsea", "juice": "Latte", "quantity": 7, "member": true, "till": 2},
          {"id": "4", "orderedAt": "2026-11-22T11:00:00+09:00", "juice": "Scone", "quantity": 11, "member": false, "till": 2.0}
        ]}
        """

    private func read(
        _ text: String, where clauses: [ColumnFilter.Clause] = [], by key: String? = nil,
        format: OrderInputFormat? = nil,
        chunk: Int = .max, bufferBytes: Int = 1 << 20, skipInvalid: Bool = false
    ) throws -> (SalesSummary, OrderReadReport) {
        var options = OrderReadOptions(format: format, skipInvalid: skipInvalid, bufferBytes: bufferBytes)
        options.columnFilter = ColumnFilter(clauses: clauses)
        options.groupingKey = key
        var aggregator = SalesAggregator()
        let report = try OrderStreamReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "in.json", chunkSize: chunk), into: &aggregator)
        return (aggregator.summary(), report)
    }

    private func failure(
        _ text: String, where clauses: [ColumnFilter.Clause] = [], by key: String? = nil, skipInvalid: Bool = false
    ) -> OrderHistoryError? {
        do {
            _ = try read(text, where: clauses, by: key, skipInvalid: skipInvalid)
            return nil
        } catch {
            return error as? OrderHistoryError
        }
    }

    private func clause(_ column: String, _ values: String...) -> ColumnFilter.Clause {
        ColumnFilter.Clause(column: column, values: values)
    }

    @Test func anItemsOwnKeyComesBeforeItsOrdersAndValuesMatchWithoutCaseOrSpaces() throws {
        let (astoria, report) = try read(Self.orders, where: [clause("Store", "astoria")])
        #expect(astoria.unitsByName() == ["Latte=7", "Scone=3"], "order 2's croissant was sold in Chelsea")
        #expect(report.columnSightings.count == 1)
        #expect(report.columnSightings[0].held == ["Astoria", "Chelsea"], "each value once, as first written, trimmed")
        #expect(report.columnSightings[0].matched == [0])
        #expect(report.filteredOut == 2, "order 3 is all Chelsea; order 4 has no store")
        let (chelsea, _) = try read(Self.orders, where: [clause("store", " Chelsea ")])
        #expect(chelsea.unitsByName() == ["Latte=7", "Croissant=1"])
    }

    @Test func numbersAndBooleansAreComparedAsTheirTextAndClausesAllHold() throws {
        let (members, _) = try read(Self.orders, where: [clause("member", "TRUE")])
        #expect(members.unitsByName() == ["Latte=7"])
        let (tillTwo, report) = try read(Self.orders, where: [clause("till", "2")])
        #expect(tillTwo.unitsByName() == ["Latte=7"], "2.0 is written otherwise, and a cell is compared as written")
        #expect(report.columnSightings[0].held == ["2", "2.0"])
        let (both, _) = try read(Self.orders, where: [clause("store", "Chelsea"), clause("member", "false")])
        #expect(both.juiceTotals.isEmpty)
        // A key that is one of the order's own fields is a column too.
        let (scones, _) = try read(Self.orders, where: [clause("juice", "scone")])
        #expect(scones.unitsByName() == ["Scone=14"])
    }

    @Test func jsonLinesAndEveryChunkSizeReadTheSame() throws {
        let asked = [clause("store", "Astoria")]
        let (whole, wholeReport) = try read(Self.orders, where: asked)
        let lines =
            Self.orders.split(separator: "\n").dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
            .joined(separator: "\n") + "\n"
        let (fromLines, linesReport) = try read(lines, where: asked, format: .ndjson)
        #expect(fromLines == whole)
        #expect(linesReport.columnSightings == wholeReport.columnSightings)
        // Small chunks and a 16-byte buffer cut the named values everywhere; the order is scanned again after each refill.
        for chunk in [1, 2, 3, 5, 8] {
            let (pieces, report) = try read(Self.orders, where: asked, chunk: chunk, bufferBytes: 16)
            #expect(pieces == whole, "chunk \(chunk)")
            #expect(report.columnSightings == wholeReport.columnSightings, "chunk \(chunk)")
        }
    }

    @Test func aKeyNoOrderOrItemHoldsIsRefusedAfterReadingAsAMissingColumnIs() throws {
        let error = failure(Self.orders, where: [clause("region", "North")])
        #expect(
            error
                == .unknownColumn(
                    source: "in.json",
                    problem: "--where region=North: no order or item has a key \"region\"; "
                        + "the first order's keys are id, orderedAt, store, items, and its items' juice, quantity"))
        #expect(
            error.map { "\($0)" } == "in.json:1: --where region=North: no order or item has a key \"region\"; "
                + "the first order's keys are id, orderedAt, store, items, and its items' juice, quantity")
        let split = failure(Self.orders, where: [ColumnFilter.Clause(column: "region", values: [], observesOnly: true)])
        #expect(
            split.map { "\($0)" }?.hasPrefix("in.json:1: --split-by region: no order or item has a key \"region\"")
                == true)
        // A key on one item of one order is there; its values only matched nothing (exit 68 further up, not 64).
        let (_, report) = try read(Self.orders, where: [clause("store", "Brooklyn")])
        #expect(report.columnSightings[0].matched.isEmpty && report.columnSightings[0].wasMet)
        // A key held only by `null`s is there too, with no values.
        let (_, nulls) = try read(#"[{"juice": "Latte", "region": null}]"#, where: [clause("region", "North")])
        #expect(nulls.columnSightings[0].wasMet && nulls.columnSightings[0].held.isEmpty)
    }

    @Test func byAKeyChartsItsValuesInPlaceOfTheProduct() throws {
        let stores = #"""
            [{"orderedAt": "2026-11-21T09:00:00+09:00", "store": "Astoria", "items": [{"juice": "Latte", "quantity": 2}, {"juice": "Scone", "quantity": 3, "store": "Chelsea"}]},
             {"orderedAt": "2026-11-21T10:00:00+09:00", "juice": "Latte", "quantity": 4, "store": "Chelsea"},
             {"orderedAt": "2026-11-21T11:00:00+09:00", "juice": "Latte", "quantity": 1, "store": 7}]
            """#
        let (byStore, _) = try read(stores, by: "store")
        #expect(byStore.unitsByName() == ["Chelsea=7", "Astoria=2", "7=1"])
        let (chelseaByJuice, _) = try read(stores, where: [clause("store", "chelsea")])
        #expect(chelseaByJuice.unitsByName() == ["Latte=4", "Scone=3"])
        let (latteByStore, _) = try read(stores, where: [clause("juice", "Latte")], by: "STORE")
        #expect(latteByStore.unitsByName() == ["Chelsea=4", "Astoria=2", "7=1"])
    }

    @Test func byAKeyALineLacksIsABadOrderUnlessNoOrderHadItYet() throws {
        let later =
            #"[{"juice": "Latte", "store": "Astoria"}, {"juice": "Scone", "quantity": 2}, {"juice": "Latte", "store": []}]"#
        #expect(
            failure(later, by: "store").map { "\($0)" }
                == #"in.json:1:42: order 2: "store" is missing; --by store charts every line by it"#)
        let (skipped, report) = try read(later, by: "store", skipInvalid: true)
        #expect(skipped.unitsByName() == ["Astoria=1"])
        #expect(report.skipped == 2)
        #expect(
            report.skippedExamples.last
                == #"in.json:1:105: order 3: "store" must be a string, number or boolean to chart by; found an array"#)
        // Never seen by the first line that lacks it: a typo, refused as a table without the column is, even under --skip-invalid.
        let typo = failure(later, by: "stroe", skipInvalid: true)
        #expect(
            typo
                == .unknownColumn(
                    source: "in.json",
                    problem: "--by stroe: no order or item so far has a key \"stroe\"; "
                        + "the first order's keys are juice, store"))
    }

    /// Split on two cores, the key met only in the second half is met in the whole, and the
    /// sightings of both halves are merged.
    @Test func theSecondCoresSightingsCount() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-where-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var text = ""
        var count = 0
        while text.utf8.count < OrderStreamReader.splitThreshold + (1 << 20) {
            let store =
                text.utf8.count > OrderStreamReader.splitThreshold * 3 / 4
                ? #", "store": "\#(["Astoria", "Chelsea"][count % 2])""# : ""
            text += #"{"id": "A\#(count)", "juice": "kiwi", "quantity": 1\#(store)}"# + "\n"
            count += 1
        }
        let path = directory.appendingPathComponent("big.ndjson").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var options = OrderReadOptions()
        options.columnFilter = ColumnFilter(clauses: [ColumnFilter.Clause(column: "store", values: ["chelsea"])])
        var oneCore = SalesAggregator()
        let one = try OrderStreamReader(options: options).read(FileByteSource(path: path), into: &oneCore)
        var twoCores = SalesAggregator()
        let two = try OrderStreamReader(options: options).readOnTwoCores(FileByteSource(path: path), into: &twoCores)
        #expect(twoCores.summary() == oneCore.summary())
        #expect(two.columnSightings == one.columnSightings)
        #expect(Set(two.columnSightings.first?.held ?? []) == ["Astoria", "Chelsea"])
        #expect(oneCore.summary().totalUnits > 0)
    }
}
