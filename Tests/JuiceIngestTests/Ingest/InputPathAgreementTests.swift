import SeededRandom
import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

/// The same orders give the same totals whatever way they come in: our JSON and our CSV (returns
/// as lines with a negative quantity), a Square export (local times in its zone column, `$`
/// amounts with cents, refunds as negative rows of their own), a Loyverse export (day-first
/// dates, grouped won) and totals.
struct InputPathAgreementTests {
    struct Sale {
        let id: Int
        let juice: String
        let quantity: Int64
        /// In cents.
        let unitCents: Int64
        let refunded: Int64
        /// Seconds since the epoch.
        let at: Int
    }

    private static let names = [
        "딸기쥬스", "Strawberry Juice", "kiwi", "망고주스", "Matcha Latte", "matcha latte", "Yuzu Tea", "Orange, fresh",
    ]

    private static func sales(seed: UInt64) -> [Sale] {
        var random = SplitMix64(seed: seed)
        let count = Int(random.next() % 40 + 1)
        return (0..<count).map { (id: Int) -> Sale in
            let quantity = Int64(random.next() % 4 + 1)
            let juice: String = names[Int(random.next() % UInt64(names.count))]
            let unitCents = Int64(random.next() % 2_000 + 1)
            var refunded: Int64 = 0
            if random.next() % 5 == 0 { refunded = Int64(random.next() % UInt64(quantity)) + 1 }
            let at: Int = 1_767_225_600 + Int(random.next() % (86_400 * 60))
            return Sale(id: id + 1, juice: juice, quantity: quantity, unitCents: unitCents, refunded: refunded, at: at)
        }
    }

    private static func money(_ cents: Int64, symbol: String = "$") -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        return
            "\"\(sign)\(symbol)\(Int64(magnitude / 100).groupedDecimal).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)\""
    }

    private static func local(_ seconds: Int, _ zone: TimeZone, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    private func summary(_ text: String, metric: SalesMetric, zone: TimeZone) throws -> SalesSummary {
        var aggregator = SalesAggregator(query: try SalesQuery(timeZone: zone, metric: metric))
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: zone)
        let source = MemoryByteSource(Array(text.utf8), name: "in", chunkSize: 97)
        if text.hasPrefix("Date,Receipt number") {
            // Settling day-first dates from the data reads the file twice: it must be a file.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "agreement-\(UUID().uuidString).csv")
            try Data(text.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            _ = try OrderCSVReader(options: options).read(try FileByteSource(path: url.path), into: &aggregator)
        } else if text.hasPrefix("[") {
            _ = try OrderStreamReader(options: options).read(source, into: &aggregator)
        } else {
            _ = try OrderCSVReader(options: options).read(source, into: &aggregator)
        }
        return aggregator.summary()
    }

    /// `juice=units/revenue` per juice, sorted, with names as the English chart shows them.
    private func digest(_ summary: SalesSummary) -> [String] {
        summary.juiceTotals.map {
            "\(Menu.standard.name(of: $0.juice, in: .english) ?? "?")=\($0.units)/\($0.revenue ?? -1)"
        }.sorted()
    }

    @Test func everyPathGivesTheSameTotals() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        for seed in UInt64(1)...300 {
            let sales = Self.sales(seed: seed)
            // Ours: a refund is a return, a line of its own with a negative quantity (issue 28).
            let json =
                "["
                + sales.flatMap { sale in
                    let name = sale.juice.replacingOccurrences(of: "\"", with: "\\\"")
                    let at = Self.local(sale.at, newYork, "yyyy-MM-dd'T'HH:mm:ssxxx")
                    let line =
                        #"{"id": \#(sale.id), "orderedAt": "\#(at)", "juice": "\#(name)", "quantity": \#(sale.quantity), "unitPrice": \#(Double(sale.unitCents) / 100)}"#
                    let refund =
                        #"{"id": "R\#(sale.id)", "orderedAt": "\#(at)", "juice": "\#(name)", "quantity": -\#(sale.refunded), "unitPrice": \#(Double(sale.unitCents) / 100)}"#
                    return sale.refunded > 0 ? [line, refund] : [line]
                }.joined(separator: ",\n") + "]"
            let csv =
                "id,orderedAt,juice,quantity,unitPrice\n"
                + sales.flatMap { sale in
                    let line = "\(Self.local(sale.at, newYork, "yyyy-MM-dd HH:mm:ss")),\"\(sale.juice)\""
                    let price = Double(sale.unitCents) / 100
                    return ["\(sale.id),\(line),\(sale.quantity),\(price)"]
                        + (sale.refunded > 0 ? ["R\(sale.id),\(line),-\(sale.refunded),\(price)"] : [])
                }.joined(separator: "\n") + "\n"
            var square = "Date,Time,Time Zone,Category,Item,Qty,Net Sales,Transaction ID,Event Type\n"
            for sale in sales {
                let date = Self.local(sale.at, newYork, "yyyy-MM-dd"), time = Self.local(sale.at, newYork, "HH:mm:ss")
                square +=
                    "\(date),\(time),Eastern Time (US & Canada),Drinks,\"\(sale.juice)\",\(sale.quantity).0,\(Self.money(sale.quantity * sale.unitCents)),T\(sale.id),Payment\n"
                if sale.refunded > 0 {
                    square +=
                        "\(date),\(time),Eastern Time (US & Canada),Drinks,\"\(sale.juice)\",-\(sale.refunded).0,\(Self.money(-sale.refunded * sale.unitCents)),R\(sale.id),Refund\n"
                }
            }
            var loyverse = "Date,Receipt number,Receipt type,Item,Quantity,Net sales,Status\n"
            for sale in sales {
                let when = Self.local(sale.at, newYork, "dd/MM/yyyy HH:mm")
                loyverse +=
                    "\(when),1-\(sale.id),Sale,\"\(sale.juice)\",\(sale.quantity).000,\(Self.money(sale.quantity * sale.unitCents, symbol: "")),Closed\n"
                if sale.refunded > 0 {
                    loyverse +=
                        "\(when),2-\(sale.id),Refund,\"\(sale.juice)\",-\(sale.refunded).000,\(Self.money(-sale.refunded * sale.unitCents, symbol: "")),Closed\n"
                }
            }
            // Day-first dates need one day above 12 to settle their order; the generated ones may have none.
            loyverse += "31/12/2025 10:00,9-1,Sale,kiwi,1.000,0.00,Cancelled\n"
            for metric in [SalesMetric.units, .revenue] {
                let expected = digest(try summary(json, metric: metric, zone: newYork))
                #expect(digest(try summary(csv, metric: metric, zone: newYork)) == expected, "seed \(seed) CSV")
                #expect(digest(try summary(square, metric: metric, zone: newYork)) == expected, "seed \(seed) Square")
                #expect(
                    digest(try summary(loyverse, metric: metric, zone: newYork)) == expected, "seed \(seed) Loyverse")
            }
        }
    }
}
