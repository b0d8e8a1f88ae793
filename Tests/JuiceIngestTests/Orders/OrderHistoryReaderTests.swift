import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct OrderHistoryReaderTests {
    private let reader = OrderHistoryReader()

    private func read(_ text: String) throws(OrderHistoryError) -> [Order] {
        try reader.read(Array(text.utf8), source: "sales.json")
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsTheIssueExample() throws {
        let orders = try read(
            """
            {"orders": [
              {"id": "A-0001", "orderedAt": "2026-11-21T09:15:02+09:00", "juice": "strawberryBanana", "quantity": 2, "unitPrice": 4500},
              {"id": "A-0002", "orderedAt": "2026-11-21T09:17:40+09:00",
               "items": [{"juice": "mango", "quantity": 1, "unitPrice": 5000}, {"juice": "딸기쥬스"}]},
              {"id": "A-0003", "orderedAt": "2026-11-21T09:20:11+09:00", "juice": "kiwi", "status": "cancelled"}
            ]}
            """)
        #expect(orders.count == 3)
        #expect(
            orders[0].items == [OrderItem(juice: .menu("strawberryBanana"), quantity: 2, unitPrice: 4500 * Money.scale)]
        )
        #expect(
            orders[1].items == [
                OrderItem(juice: .menu("mango"), quantity: 1, unitPrice: 5000 * Money.scale),
                OrderItem(juice: .menu("strawberry"), quantity: 1, unitPrice: nil),
            ])
        #expect(orders[2].status == .cancelled)
        #expect(orders[0].orderedAt?.localDay == "2026-11-21")
        #expect(orders[0].orderedAt?.instant == Date(timeIntervalSince1970: 1_795_220_102))
    }

    @Test func acceptsABareArrayNullsForOptionalFieldsAndUnknownFields() throws {
        let orders = try read(
            """
            [{"juice": "kiwi", "quantity": null, "unitPrice": null, "id": null, "status": null, "orderedAt": null,
              "note": {"deep": [1, {"x": null}]}, "tip": -5}]
            """)
        #expect(
            orders == [
                Order(
                    id: nil, orderedAt: nil, status: .completed, items: [OrderItem(juice: .menu("kiwi"), quantity: 1)])
            ])
    }

    @Test func acceptsWholeNumbersWrittenWithFractionOrExponent() throws {
        let orders = try read(#"[{"juice": "kiwi", "quantity": 2.0, "unitPrice": 5e3}]"#)
        #expect(orders[0].items[0] == OrderItem(juice: .menu("kiwi"), quantity: 2, unitPrice: 5000 * Money.scale))
    }

    @Test(arguments: [
        (
            "{\"orders\": [\n  {\"id\": \"B\", \"juice\": \"kiwi\", \"quantity\": 0}\n]}",
            #"sales.json:2:44: order 1 (id "B"): "quantity" must be a whole number other than 0 (negative for a return), got 0"#
        ),
        (
            #"[{"juice": "kiwi"}, {"juice": "kiwi", "quantity": 2.5}]"#,
            #"sales.json:1:51: order 2: "quantity" must be a whole number other than 0 (negative for a return), got 2.5"#
        ),
        (
            #"[{"juice": "kiwi", "quantity": "2"}]"#,
            #"sales.json:1:32: order 1: "quantity" must be a whole number other than 0 (negative for a return), found a string"#
        ),
        (
            #"[{"juice": "kiwi", "quantity": 99999999999999999999}]"#,
            #"sales.json:1:32: order 1: "quantity" is too large: 99999999999999999999"#
        ),
        (
            #"[{"juice": "kiwi", "unitPrice": -1}]"#,
            #"sales.json:1:33: order 1: "unitPrice" must be an amount of money of at least 0, such as 8.00, $8.00 or 4,500원; got "-1""#
        ),
        (
            #"[{"id": 7, "quantity": 1}]"#,
            #"sales.json:1:2: order 1 (id "7"): "juice" is missing"#
        ),
        (
            #"[{"juice": "  "}]"#,
            #"sales.json:1:12: order 1: "juice" is empty"#
        ),
        (
            #"[{"juice": 3}]"#,
            #"sales.json:1:12: order 1: "juice" must be a string, found a number"#
        ),
        (
            #"[{"id": "C", "items": [{"juice": "kiwi"}, {"quantity": 2}]}]"#,
            #"sales.json:1:43: order 1 (id "C"), item 2: "juice" is missing"#
        ),
        (
            #"[{"items": []}]"#,
            #"sales.json:1:12: order 1: "items" is empty; an order needs at least one item"#
        ),
        (
            #"[{"items": {"juice": "kiwi"}}]"#,
            #"sales.json:1:12: order 1: "items" must be an array of items, found an object"#
        ),
        (
            #"[{"items": ["kiwi"]}]"#,
            #"sales.json:1:13: order 1, item 1: expected an item object, found a string"#
        ),
        (
            #"[{"juice": "kiwi", "items": [{"juice": "mango"}]}]"#,
            #"sales.json:1:12: order 1: "juice" cannot stand beside "items"; put every juice in "items""#
        ),
        (
            #"[{"juice": "kiwi", "status": "shipped"}]"#,
            #"sales.json:1:30: order 1: "status" has unknown value "shipped"; expected completed, cancelled or refunded"#
        ),
        (
            #"[{"juice": "kiwi", "orderedAt": "2026-11-21 09:15"}]"#,
            #"sales.json:1:33: order 1: "orderedAt" must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got "2026-11-21 09:15""#
        ),
        (
            #"[{"juice": "kiwi", "orderedAt": "2026-11-21T09:15:02"}]"#,
            #"sales.json:1:33: order 1: "orderedAt" must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got "2026-11-21T09:15:02""#
        ),
        (
            #"[{"id": ["x"], "juice": "kiwi"}]"#,
            #"sales.json:1:9: order 1: "id" must be a string or a number, found an array"#
        ),
        (
            #"["kiwi"]"#,
            #"sales.json:1:2: order 1: expected an object, found a string"#
        ),
        (
            #"{"sales": []}"#,
            #"sales.json:1:1: expected an object with an "orders" array, or an array of orders; found an object without "orders""#
        ),
        (
            #"{"orders": 3}"#,
            #"sales.json:1:12: expected an object with an "orders" array, or an array of orders; found "orders" holding a number"#
        ),
        (
            "\"hello\"",
            #"sales.json:1:1: expected an object with an "orders" array, or an array of orders; found a string"#
        ),
        (
            "[\n  {\"juice\": \"딸기\" \"quantity\": 1}\n]",
            "sales.json:2:18: invalid JSON: expected ',' or '}' after an object member, found '\"'"
        ),
    ])
    func reportsTheOrderFieldAndPosition(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func keepsHostileValuesOutOfMessagesShortAndOnOneLine() {
        let status = String(repeating: "x", count: 10_000) + #"\n"#
        let message = failure(#"[{"id": "a\nb", "juice": "kiwi", "status": "\#(status)"}]"#) ?? ""
        #expect(!message.contains("\n"))
        #expect(message.count < 250)
        #expect(message.contains(#"order 1 (id "a\nb")"#))
    }
}
