import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

/// The streaming reader on its own: formats, chunk boundaries, hostile input, skipping.
struct OrderStreamReaderTests {
    private func read(
        _ text: String, name: String = "in.json", chunk: Int = .max, options: OrderReadOptions = OrderReadOptions()
    )
        throws -> (SalesSummary, OrderReadReport)
    {
        try read(Array(text.utf8), name: name, chunk: chunk, options: options)
    }

    private func read(
        _ bytes: [UInt8], name: String = "in.json", chunk: Int = .max, options: OrderReadOptions = OrderReadOptions()
    )
        throws -> (SalesSummary, OrderReadReport)
    {
        var aggregator = SalesAggregator()
        let report = try OrderStreamReader(options: options).read(
            MemoryByteSource(bytes, name: name, chunkSize: chunk), into: &aggregator)
        return (aggregator.summary(), report)
    }

    private func failure(_ bytes: [UInt8], name: String = "in.json", options: OrderReadOptions = OrderReadOptions())
        -> String?
    {
        do {
            _ = try read(bytes, name: name, options: options)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func failure(_ text: String, name: String = "in.json", options: OrderReadOptions = OrderReadOptions())
        -> String?
    {
        failure(Array(text.utf8), name: name, options: options)
    }

    private static let wrapper = """
        {"shop": {"name": "역삼점", "tags": ["a", {"b": null}]},
         "orders": [
          {"id": "A-1", "orderedAt": "2026-11-21T09:15:02+09:00", "juice": "strawberryBanana", "quantity": 2, "unitPrice": 4500},
          {"id": 2, "items": [{"juice": "망고쥬스", "quantity": 1}, {"juice": "kiwi", "quantity": 3}], "note": "\\uD83C\\uDF53 \\"x\\""},
          {"id": "A-3", "juice": "kiwi", "status": "cancelled"}
         ],
         "exportedAt": 1.5e3}
        """

    @Test func readsTheSameWhateverSizeTheChunksAndTheBufferAre() throws {
        let (whole, report) = try read(Self.wrapper)
        #expect(report.orders == 3)
        #expect(whole.unitsByName() == ["키위쥬스=3", "딸바쥬스=2", "망고쥬스=1"])
        // Every chunk size from 1 byte, with a 16-byte buffer that must grow and slide, cuts values everywhere.
        for chunk in 1...9 {
            let (pieces, _) = try read(Self.wrapper, chunk: chunk, options: OrderReadOptions(bufferBytes: 16))
            #expect(pieces == whole, "chunk \(chunk)")
        }
    }

    /// Found by the fuzzer: the top-level error named the wrong column once the buffer had moved on.
    @Test func namesTheTopLevelPositionAfterTheBufferMoved() {
        let text = #"{"id":"a","juice":"kiwi","quantity":2}"#
        let expected =
            #"in.json:1:1: expected an object with an "orders" array, or an array of orders; found an object without "orders""#
        #expect(failure(text, options: OrderReadOptions(format: .json)) == expected)
        do {
            _ = try read(text, chunk: 3, options: OrderReadOptions(format: .json, bufferBytes: 16))
            Issue.record("accepted")
        } catch {
            #expect("\(error)" == expected)
        }
    }

    @Test func readsJSONLinesByNameOrByContent() throws {
        let lines = "{\"juice\": \"kiwi\", \"quantity\": 2}\r\n\n{\"juice\": \"mango\"}\n"
        for name in ["in.ndjson", "in.jsonl", "in.json", "<stdin>"] {
            let (summary, report) = try read(lines, name: name)
            #expect(report.orders == 2, "\(name)")
            #expect(summary.totalUnits == 3)
        }
        #expect(
            failure("{\"juice\": \"kiwi\"} {\"juice\": \"mango\"}\n", name: "in.ndjson")
                == "in.ndjson:1:19: invalid JSON: expected a line break after the order (JSON Lines holds one order per line), found '{'"
        )
        #expect(
            failure("{\"juice\": \"kiwi\"}\n{\"juice\": 5}\n", name: "in.ndjson")
                == #"in.ndjson:2:11: order 2: "juice" must be a string, found a number"#)
    }

    @Test func agreesWithFoundationOnTheSamples() throws {
        for name in ["sales.json", "month.json"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/\(name)")
            let data = try Data(contentsOf: url)
            let (summary, report) = try read(
                Array(data), name: name, chunk: 4093, options: OrderReadOptions(bufferBytes: 4096))
            // The reference: Foundation's tree, counted by hand.
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let orders = try #require(root["orders"] as? [[String: Any]])
            var units: [String: Int64] = [:]
            for order in orders where (order["status"] as? String ?? "completed").lowercased() == "completed" {
                let items = order["items"] as? [[String: Any]] ?? [order]
                for item in items {
                    let name = "\(Menu.standard.identify(item["juice"] as! String))"
                    units[name, default: 0] += (item["quantity"] as? NSNumber)?.int64Value ?? 1
                }
            }
            #expect(report.orders == orders.count)
            #expect(Dictionary(uniqueKeysWithValues: summary.juiceTotals.map { ("\($0.juice)", $0.units) }) == units)
        }
    }

    /// Every hostile class named in the issue ends in one clear line, quickly and in bounded memory.
    @Test(arguments: [
        ("", "in.json:1:1: invalid JSON: the file is empty; expected a JSON value"),
        ("\u{FEFF}  \n", "in.json:2:1: invalid JSON: the file is empty; expected a JSON value"),
        (
            "[{\"juice\": \"kiwi\"}, {\"juice\": \"ma",
            "in.json:1:34: invalid JSON: unexpected end of input inside a string"
        ),
        (
            "{\"orders\": [{\"juice\": \"kiwi\"}",
            "in.json:1:30: invalid JSON: expected ',' or ']' after an array element, found the end of the input"
        ),
        ("[{\"juice\": \"kiwi\", \"quantity\": NaN}]", "in.json:1:32: invalid JSON: expected a value, found 'NaN'"),
        (
            "[{\"juice\": \"kiwi\", \"quantity\": -Infinity}]",
            "in.json:1:33: invalid JSON: expected a digit after '-', found 'I'"
        ),
        ("[{\"juice\": \"kiwi\", \"quantity\": 1e999}]", "in.json:1:32: order 1: \"quantity\" is too large: 1e999"),
        (
            "[{\"juice\": \"kiwi\", \"quantity\": 9223372036854775807}, {\"juice\": \"kiwi\"}]",
            "the totals of 키위쥬스 add up to more than 9,223,372,036,854,775,807; the quantities cannot be right"
        ),
        (
            "{\"orders\": [], \"orders\": []}",
            "in.json:1:16: expected an object with an \"orders\" array, or an array of orders; found a second \"orders\" member"
        ),
        (
            "{\"orders\": {}}",
            "in.json:1:12: expected an object with an \"orders\" array, or an array of orders; found \"orders\" holding an object"
        ),
        (
            "\"just text\"",
            "in.json:1:1: expected an object with an \"orders\" array, or an array of orders; found a string"
        ),
    ])
    func hostileInputEndsInOneClearLine(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func refusesBinaryGarbageAndInvalidUTF8() {
        #expect(failure([0x00, 0xFF, 0x13, 0x37]) == "in.json:1:1: invalid JSON: expected a value, found byte 0x00")
        #expect(
            failure([0x7F, 0x45, 0x4C, 0x46, 0x02]) == "in.json:1:1: invalid JSON: expected a value, found byte 0x7F")
        #expect(
            failure(Array("[{\"juice\": \"".utf8) + [0xC3, 0x28] + Array("\"}]".utf8))
                == "in.json:1:13: invalid JSON: invalid UTF-8 sequence starting with byte 0xC3 in a string")
    }

    @Test func capsNestingDepthWithoutExhaustingTheStack() {
        let deep =
            "[{\"juice\": \"kiwi\", \"x\": " + String(repeating: "[", count: 1_000_000)
            + String(repeating: "]", count: 1_000_000) + "}]"
        #expect(failure(deep) == "in.json:1:535: invalid JSON: arrays and objects are nested deeper than 512 levels")
    }

    @Test func refusesAValueLargerThanTheLimitInsteadOfHoldingIt() {
        let huge = "[{\"juice\": \"kiwi\", \"note\": \"" + String(repeating: "x", count: 300_000) + "\"}]"
        let options = OrderReadOptions(maximumValueBytes: 64 << 10, bufferBytes: 4096)
        #expect(
            failure(huge, options: options)
                == "in.json:1:2: this value is larger than 0 MiB, far more than any order needs; refusing to hold it in memory"
        )
        // The same input with the default limit is fine: the note is skipped.
        #expect(failure(huge) == nil)
        let longNumber = "[{\"juice\": \"kiwi\", \"quantity\": " + String(repeating: "9", count: 100_000) + "}]"
        #expect(
            failure(longNumber) == "in.json:1:32: order 1: \"quantity\" is too large: "
                + String(repeating: "9", count: 40) + "…")
    }

    @Test func skipsBadOrdersWhenAskedAndCountsThem() throws {
        let text = """
            [{"juice": "kiwi", "quantity": 2},
             {"juice": "kiwi", "quantity": 0},
             {"id": "X", "juice": 7},
             "not an order",
             {"juice": "mango"}]
            """
        #expect(
            failure(text)
                == #"in.json:2:32: order 2: "quantity" must be a whole number other than 0 (negative for a return), got 0"#
        )
        let options = OrderReadOptions(skipInvalid: true, skippedExampleLimit: 2)
        let (summary, report) = try read(text, options: options)
        #expect(report.orders == 2)
        #expect(report.skipped == 3)
        #expect(
            report.skippedExamples == [
                #"in.json:2:32: order 2: "quantity" must be a whole number other than 0 (negative for a return), got 0"#,
                #"in.json:3:23: order 3 (id "X"): "juice" must be a string, found a number"#,
            ])
        #expect(summary.totalUnits == 3)
        // A syntax error still stops the run.
        #expect(
            failure("[{\"juice\": \"kiwi\"}, {,}]", options: options)
                == "in.json:1:22: invalid JSON: expected a member name in double quotes, found ','")
    }

    @Test func readsAFileOnTwoCoresWithTheSameResultAndErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var text = "{\"orders\": [\n"
        let count = 200_000
        for index in 0..<count {
            text +=
                #"{"id": "A\#(index)", "orderedAt": "2026-11-\#(10 + index % 20)T09:00:00+09:00", "juice": "\#(["kiwi", "mango", "딸기쥬스"][index % 3])", "quantity": \#(1 + index % 4)}"#
            text += index == count - 1 ? "\n]}\n" : ",\n"
        }
        let path = directory.appendingPathComponent("big.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(text.utf8.count >= OrderStreamReader.splitThreshold)

        var oneCore = SalesAggregator()
        let oneReport = try OrderStreamReader().read(FileByteSource(path: path), into: &oneCore)
        var twoCores = SalesAggregator()
        let twoReport = try OrderStreamReader().readOnTwoCores(FileByteSource(path: path), into: &twoCores)
        #expect(twoCores.summary() == oneCore.summary())
        #expect(twoReport.orders == count && oneReport.orders == count)
        #expect(twoCores.summary().lastDay == CalendarDay(year: 2026, month: 11, day: 29))

        // A bad order in the second half is reported as the one-core reader reports it.
        let broken = text.replacingOccurrences(
            of: #""id": "A190000", "orderedAt": "2026-11-10T09:00:00+09:00", "juice": "mango""#,
            with: #""id": "A190000", "orderedAt": "2026-11-10T09:00:00+09:00", "juice": null"#)
        try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
        var aggregator = SalesAggregator()
        #expect(throws: OrderHistoryError.self) {
            try OrderStreamReader().readOnTwoCores(FileByteSource(path: path), into: &aggregator)
        }
        do {
            _ = try OrderStreamReader().readOnTwoCores(FileByteSource(path: path), into: &aggregator)
        } catch {
            #expect("\(error)".hasPrefix("\(path):190002:1: order 190001 (id \"A190000\"): \"juice\" is missing"))
        }
    }

    /// Every value `progress` was called with, from any thread.
    private final class ProgressLog: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []

        func record(_ value: Int) {
            lock.withLock { values.append(value) }
        }

        var all: [Int] { lock.withLock { values } }
    }

    /// Reads `text` from a file on two cores and returns the progress values and the report.
    private func progressOnTwoCores(_ text: String) throws -> (
        values: [Int], size: Int, report: OrderReadReport, summary: SalesSummary
    ) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let log = ProgressLog()
        var aggregator = SalesAggregator()
        let report = try OrderStreamReader(options: OrderReadOptions(progress: log.record))
            .readOnTwoCores(FileByteSource(path: path), into: &aggregator)
        return (log.all, text.utf8.count, report, aggregator.summary())
    }

    private func expectCountsEachByteOnce(_ values: [Int], size: Int) {
        #expect(!values.isEmpty)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "progress went back")
        #expect(values.allSatisfy { $0 <= size }, "progress passed the size \(size): \(values.max() ?? 0)")
        #expect(values.last == size)
    }

    @Test func progressOnTwoCoresCountsEachByteOnce() throws {
        var text = ""
        var index = 0
        while text.utf8.count < OrderStreamReader.splitThreshold + (1 << 20) {
            text +=
                #"{"id": "A\#(index)", "juice": "\#(["kiwi", "mango"][index % 2])", "quantity": \#(1 + index % 3)}"#
                + "\n"
            index += 1
        }
        let (values, size, report, summary) = try progressOnTwoCores(text)
        expectCountsEachByteOnce(values, size: size)
        #expect(report.bytes == size)
        #expect(report.orders == index)
        let units: Int64 = (0..<index).reduce(0) { total, order in total + Int64(1 + order % 3) }
        #expect(summary.totalUnits == units)
    }

    @Test func progressCountsEachByteOnceWhenTheSplitGuessFails() throws {
        // Pretty-printed with no line starting an order, so the split guess near the middle
        // fails: the second core stops at once, and the first reads on over what it read.
        var text = "{\"orders\": [{\n"
        var index = 0
        while text.utf8.count < OrderStreamReader.splitThreshold + (1 << 20) {
            if index > 0 { text += "  }, {\n" }
            text += "    \"id\": \"A\(index)\",\n    \"juice\": \"kiwi\",\n    \"quantity\": 2\n"
            index += 1
        }
        text += "  }]}\n"
        let (values, size, report, summary) = try progressOnTwoCores(text)
        expectCountsEachByteOnce(values, size: size)
        #expect(report.bytes == size)
        #expect(report.orders == index)
        #expect(summary.totalUnits == Int64(2 * index))
    }
}
