import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

/// `--sort input` relies on the summary listing juices in the order they first appear in the
/// whole input, however it was read.
struct FirstAppearanceOrderTests {
    @Test func segmentsFollowFirstAppearanceInTheWholeFileOnTwoCores() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Kiwi and mango fill the first half; 수박쥬스 first appears three quarters in, then
        // banana, and strawberry only in the last order: the second core meets them first.
        let count = 200_000
        var text = "{\"orders\": [\n"
        for index in 0..<count {
            let juice =
                index == count - 1
                ? "strawberry"
                : index >= count * 3 / 4
                    ? ["수박쥬스", "banana", "kiwi"][index % 3]
                    : ["kiwi", "mango"][index % 2]
            text +=
                #"{"id": "A\#(index)", "orderedAt": "2026-11-\#(10 + index % 20)T09:00:00+09:00", "juice": "\#(juice)", "quantity": \#(1 + index % 4)}"#
            text += index == count - 1 ? "\n]}\n" : ",\n"
        }
        let path = directory.appendingPathComponent("big.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(text.utf8.count >= OrderStreamReader.splitThreshold, "big enough to be read on two cores")

        var twoCores = SalesAggregator()
        _ = try OrderStreamReader().readOnTwoCores(FileByteSource(path: path), into: &twoCores)
        var oneCore = SalesAggregator()
        _ = try OrderStreamReader().read(FileByteSource(path: path), into: &oneCore)
        let expected: [JuiceIdentity] = [
            .menu("kiwi"), .menu("mango"), .offMenu("수박쥬스"), .menu("banana"), .menu("strawberry"),
        ]
        #expect(twoCores.summary().segments.map(\.juice) == expected)
        #expect(oneCore.summary().segments.map(\.juice) == expected)
    }

    @Test func totalsKeepTheirRowOrder() throws {
        let rows = try TotalsCSVReader.read(
            Array("juice,value\n20대,40\n10대,12\nmango,3\n50대 이상,9\n".utf8), source: "t.csv")
        var aggregator = SalesAggregator()
        for row in rows { try aggregator.add(row) }
        #expect(
            aggregator.summary().segments.map(\.juice) == [
                .offMenu("20대"), .offMenu("10대"), .menu("mango"), .offMenu("50대 이상"),
            ])
    }
}
