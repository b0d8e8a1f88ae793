import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest
import SalesTestSupport

/// Every file reader nets returns out (issue 28, item 4): a line with a negative quantity gives
/// its units back and takes its amount off; a positive quantity with a negative amount is a
/// refund of money only; refunded and cancelled orders stay out whole; `--skip-invalid` keeps
/// every valid return.
struct ReturnsReadingTests {
    private static let zone = TimeZone(identifier: "Europe/Berlin")!

    /// Reads `text` as `name` says (`.csv` through the table reader, else the stream reader).
    private func read(
        _ text: String, name: String, metric: SalesMetric = .revenue, skipInvalid: Bool = false,
        chunk: Int = .max
    ) throws -> (SalesSummary, OrderReadReport) {
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: Self.zone, metric: metric))
        var options = OrderReadOptions()
        options.localClock = LocalClock(timeZone: Self.zone)
        options.skipInvalid = skipInvalid
        let source = MemoryByteSource(Array(text.utf8), name: name, chunkSize: chunk)
        let report =
            name.hasSuffix(".csv")
            ? try OrderCSVReader(options: options).read(source, into: &aggregator)
            : try OrderStreamReader(options: options).read(source, into: &aggregator)
        return (aggregator.summary(), report)
    }

    private func failure(_ text: String, name: String) -> String? {
        do {
            _ = try read(text, name: name)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The user's history: €14.05 of sales and a return of one Apple Juice at €1.20 (issue 28).
    static let userCSV = """
        id,orderedAt,juice,quantity,unitPrice,status
        1,2026-11-21T09:15:02+01:00,Orange Juice,2,3.50,
        2,2026-11-21T10:15:02+01:00,Apple Juice,1,3.85,completed
        3,2026-11-21T11:15:02+01:00,Orange Juice,1,3.20,
        4,2026-11-21T12:15:02+01:00,Apple Juice,-1,1.20,

        """
    static let userJSON = """
        {"orders": [
          {"id": 1, "orderedAt": "2026-11-21T09:15:02+01:00", "juice": "Orange Juice", "quantity": 2, "unitPrice": 3.50},
          {"id": 2, "orderedAt": "2026-11-21T10:15:02+01:00", "juice": "Apple Juice", "quantity": 1, "unitPrice": 3.85, "status": "completed"},
          {"id": 3, "orderedAt": "2026-11-21T11:15:02+01:00", "juice": "Orange Juice", "quantity": 1, "unitPrice": 3.20},
          {"id": 4, "orderedAt": "2026-11-21T12:15:02+01:00", "juice": "Apple Juice", "quantity": -1, "unitPrice": 1.20}
        ]}
        """
    static let userNDJSON = """
        {"id": 1, "orderedAt": "2026-11-21T09:15:02+01:00", "juice": "Orange Juice", "quantity": 2, "unitPrice": 3.50}
        {"id": 2, "orderedAt": "2026-11-21T10:15:02+01:00", "items": [{"juice": "Apple Juice", "quantity": 1, "amount": 3.85}]}
        {"id": 3, "orderedAt": "2026-11-21T11:15:02+01:00", "juice": "Orange Juice", "amount": 3.20}
        {"id": 4, "orderedAt": "2026-11-21T12:15:02+01:00", "juice": "Apple Juice", "quantity": -1, "amount": -1.20}

        """

    @Test(arguments: [("orders.csv", userCSV), ("orders.json", userJSON), ("orders.ndjson", userNDJSON)])
    func theUsersHistoryNetsTheReturnInEveryFileReader(name: String, text: String) throws {
        for chunk in [.max, 5] {
            let (summary, report) = try read(text, name: name, chunk: chunk)
            #expect(report.orders == 4 && report.skipped == 0, "\(name)")
            #expect(summary.totalRevenue == 128_500, "\(name): €12.85, not €14.05")
            #expect(summary.totalUnits == 3, "\(name)")
            #expect(summary.unitsByName(.english) == ["Orange Juice=3", "Apple Juice=0"], "\(name)")
            #expect(summary.juiceTotals.map(\.revenue) == [102_000, 26_500], "\(name): Apple Juice €3.85 − €1.20")
            #expect(summary.returns == ReturnTotals(returns: 1, returnedUnits: 1, returnedRevenue: 12_000), "\(name)")
            #expect(summary.segments.map(\.value) == [102_000, 26_500] && summary.undrawn.isEmpty, "\(name)")
        }
        // Units: Apple Juice nets to 0, so it has no slice, and is listed with its 0.
        let (units, _) = try read(text, name: name, metric: .units)
        #expect(
            units.segments.map(\.value) == [3]
                && units.undrawn == [UndrawnJuice(juice: .offMenu("Apple Juice"), value: 0)], "\(name)")
        #expect(units.netTotal == 3)
    }

    @Test(arguments: ["orders.csv", "orders.json"])
    func skipInvalidKeepsEveryValidReturn(name: String) throws {
        // Order 5 is invalid (a quantity of 0); orders 4 and 6 are valid returns.
        let text =
            name.hasSuffix(".csv")
            ? Self.userCSV + """
                5,2026-11-21T12:30:00+01:00,Orange Juice,0,3.50,
                6,2026-11-21T12:45:00+01:00,Orange Juice,-2,3.50,

                """
            : """
            [{"id": 1, "juice": "Orange Juice", "quantity": 4, "unitPrice": 3.50},
             {"id": 4, "juice": "Apple Juice", "quantity": -1, "unitPrice": 1.20},
             {"id": 5, "juice": "Orange Juice", "quantity": 0, "unitPrice": 3.50},
             {"id": 6, "juice": "Orange Juice", "quantity": -2, "unitPrice": 3.50}]
            """
        #expect(
            failure(text, name: name)?.contains(
                "\"quantity\" must be a whole number other than 0 (negative for a return), got 0") == true)
        let (summary, report) = try read(text, name: name, skipInvalid: true)
        #expect(
            report.skipped == 1 && report.skippedExamples.count == 1,
            "only the 0 is left out: \(report.skippedExamples)")
        #expect(
            summary.returns.returns == 2 && summary.returns.returnedUnits == 3
                && summary.returns.returnedRevenue == 82_000)
        #expect(
            summary.juiceTotals.first { $0.juice == .offMenu("Orange Juice") }?.units
                == (name.hasSuffix(".csv") ? 1 : 2))
    }

    @Test(arguments: ["orders.csv", "orders.json"])
    func aRefundOfMoneyOnlyTakesRevenueAndNoUnits(name: String) throws {
        let text =
            name.hasSuffix(".csv")
            ? """
            id,juice,quantity,unitPrice,amount
            1,kiwi,2,4500,
            2,kiwi,,,-1000
            3,kiwi,1,,-500

            """
            : """
            [{"id": 1, "juice": "kiwi", "quantity": 2, "unitPrice": 4500},
             {"id": 2, "juice": "kiwi", "amount": -1000},
             {"id": 3, "items": [{"juice": "kiwi", "quantity": 1, "amount": -500}]}]
            """
        let (summary, _) = try read(text, name: name)
        #expect(summary.totalUnits == 2 && summary.totalRevenue == 7_500 * Money.scale)
        #expect(summary.returns == ReturnTotals(refunds: 2, refundedRevenue: 1_500 * Money.scale))
    }

    @Test(arguments: ["orders.csv", "orders.json"])
    func aReturnTakesItsAmountOffWhicheverSignItIsWrittenWith(name: String) throws {
        let text =
            name.hasSuffix(".csv")
            ? """
            id,juice,quantity,amount
            1,kiwi,3,13500
            2,kiwi,-1,-4500
            3,kiwi,-1,4500

            """
            : """
            [{"id": 1, "juice": "kiwi", "quantity": 3, "amount": 13500},
             {"id": 2, "juice": "kiwi", "quantity": -1, "amount": -4500},
             {"id": 3, "juice": "kiwi", "quantity": -1, "amount": 4500}]
            """
        let (summary, _) = try read(text, name: name)
        #expect(summary.totalUnits == 1 && summary.totalRevenue == 4_500 * Money.scale)
        #expect(summary.returns == ReturnTotals(returns: 2, returnedUnits: 2, returnedRevenue: 9_000 * Money.scale))
    }

    @Test(arguments: ["orders.csv", "orders.json"])
    func refundedAndCancelledOrdersStayOutWholeAndAreNeverCountedNegative(name: String) throws {
        let text =
            name.hasSuffix(".csv")
            ? """
            id,juice,quantity,unitPrice,status
            1,kiwi,2,4500,
            2,kiwi,-1,4500,refunded
            3,kiwi,1,4500,cancelled
            3,kiwi,-1,4500,

            """
            : """
            [{"id": 1, "juice": "kiwi", "quantity": 2, "unitPrice": 4500},
             {"id": 2, "juice": "kiwi", "quantity": -1, "unitPrice": 4500, "status": "refunded"},
             {"id": 3, "status": "cancelled", "items": [{"juice": "kiwi", "quantity": 1, "unitPrice": 4500}, {"juice": "kiwi", "quantity": -1, "unitPrice": 4500}]}]
            """
        let (summary, _) = try read(text, name: name)
        #expect(summary.totalUnits == 2 && summary.totalRevenue == 9_000 * Money.scale)
        #expect(summary.soldOrders == 1 && summary.excludedOrders == 2)
        #expect(summary.returns.isEmpty)
    }

    @Test func aJuiceWhoseReturnsPassItsSalesIsListedWithItsFigureAndNotDrawn() throws {
        let (summary, _) = try read(
            """
            id,juice,quantity,unitPrice
            1,kiwi,2,4500
            2,Yuzu Tea,-2,5000
            3,Yuzu Tea,1,5000

            """, name: "orders.csv")
        #expect(summary.segments == [Segment(juice: .menu("kiwi"), value: 9_000 * Money.scale)])
        #expect(summary.undrawn == [UndrawnJuice(juice: .offMenu("Yuzu Tea"), value: -5_000 * Money.scale)])
        #expect(
            summary.juiceTotals.map { "\($0.juice)=\($0.units)/\($0.revenue ?? 0)" }
                == ["menu(\"kiwi\")=2/90000000", "offMenu(\"Yuzu Tea\")=-1/-50000000"])
        #expect(summary.total == 9_000 * Money.scale && summary.netTotal == 4_000 * Money.scale)
    }

    /// Random orders with returns, refunds of money only, returns written with a positive amount,
    /// refunded and cancelled orders: JSON, JSON Lines and CSV give exactly the totals summed
    /// line by line in the test (`ReturnsHistory.expected`), whatever the chunks.
    @Test func randomOrdersWithReturnsAddUpInEveryFileReaderAsTheirIndependentSum() throws {
        var sawUndrawn = false, sawRefund = false, sawPositiveReturn = false
        for seed in UInt64(1)...150 {
            let history = ReturnsHistory(seed: seed, orders: Int(seed % 40) + 1, wholeMoney: seed % 3 == 0)
            let expected = history.expected
            for (name, text) in [("r.json", history.json), ("r.ndjson", history.ndjson), ("r.csv", history.csv)] {
                let (summary, report) = try read(text, name: name, chunk: Int(seed % 13) + 1)
                #expect(report.skipped == 0)
                #expect(ReturnsHistory.found(in: summary) == expected, "seed \(seed) \(name)")
                // What is drawn is what came to more than 0; the rest is listed with its figure.
                for (juice, revenue) in expected.revenue {
                    let drawn = summary.segments.first { "\($0.juice)" == juice }?.value
                    let undrawn = summary.undrawn.first { "\($0.juice)" == juice }?.value
                    #expect(
                        revenue > 0 ? drawn == revenue && undrawn == nil : drawn == nil && undrawn == revenue,
                        "seed \(seed) \(name) \(juice)")
                }
                #expect(summary.netTotal == expected.totalRevenue, "seed \(seed) \(name)")
            }
            sawUndrawn = sawUndrawn || expected.revenue.values.contains { $0 <= 0 }
            sawRefund = sawRefund || expected.returns.refunds > 0
            sawPositiveReturn =
                sawPositiveReturn
                || history.orders.contains { $0.lines.contains { ($0.quantity ?? 1) < 0 && ($0.amount ?? 0) > 0 } }
        }
        #expect(sawUndrawn && sawRefund && sawPositiveReturn, "the generated histories cover every case")
    }
}
