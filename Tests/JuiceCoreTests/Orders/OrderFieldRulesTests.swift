import Foundation
import JuiceCore
import JuiceIngest
import Testing

/// `OrderFieldRules` as the readers apply them: one table of field texts, read through the
/// JSON reader and the CSV reader, must give the same value or the same message.
struct OrderFieldRulesTests {
    enum Outcome: Equatable, CustomStringConvertible {
        /// The value read, as `describe` writes it.
        case value(String)
        /// The message after the position prefix, which differs by format (`t.json:1:22:`, `t.csv:2:1:`).
        case problem(String)

        var description: String {
            switch self {
            case .value(let text): "value \(text)"
            case .problem(let text): "problem \(text)"
            }
        }
    }

    /// One field's text and what every reader makes of it.
    struct Case: Sendable, CustomStringConvertible {
        let field: String
        let text: String
        let outcome: Outcome

        init(_ field: String, _ text: String, _ outcome: Outcome) {
            self.field = field
            self.text = text
            self.outcome = outcome
        }

        var description: String { "\(field)=\(text)" }

        /// The field as JSON writes it: numbers bare, everything else as a string.
        var jsonLiteral: String {
            ["quantity", "unitPrice", "amount"].contains(field) ? text : "\"\(text)\""
        }
    }

    static let cases: [Case] = [
        Case("quantity", "2", .value("2")),
        Case("quantity", "2.0", .value("2")),
        Case("quantity", "2e0", .value("2")),
        Case("quantity", "20E-1", .value("2")),
        Case("quantity", "0.5e1", .value("5")),
        Case(
            "quantity", "2.5",
            .problem(#"order 1: "quantity" must be a whole number other than 0 (negative for a return), got 2.5"#)),
        Case(
            "quantity", "0",
            .problem(#"order 1: "quantity" must be a whole number other than 0 (negative for a return), got 0"#)),
        Case(
            "quantity", "0.0",
            .problem(#"order 1: "quantity" must be a whole number other than 0 (negative for a return), got 0.0"#)),
        // A negative quantity is a return (issue 28); 0, and -0, still sell nothing and are refused.
        Case("quantity", "-1", .value("-1")),
        Case("quantity", "-2.0", .value("-2")),
        Case(
            "quantity", "-0",
            .problem(#"order 1: "quantity" must be a whole number other than 0 (negative for a return), got -0"#)),
        Case("quantity", "99999999999999999999", .problem(#"order 1: "quantity" is too large: 99999999999999999999"#)),
        Case("quantity", "1e400", .problem(#"order 1: "quantity" is too large: 1e400"#)),
        // Money is kept in ten-thousandths (Money.scale): 4500 is 45,000,000.
        Case("unitPrice", "0", .value("0")),
        Case("unitPrice", "4500", .value("45000000")),
        Case("unitPrice", "4.5e3", .value("45000000")),
        Case("unitPrice", "1.5", .value("15000")),
        Case("unitPrice", "3.99", .value("39900")),
        Case("unitPrice", "0.0001", .value("1")),
        Case("unitPrice", "0.00005", .problem(#"order 1: "unitPrice" has more than 4 decimals: 0.00005"#)),
        Case(
            "unitPrice", "-1",
            .problem(
                #"order 1: "unitPrice" must be an amount of money of at least 0, such as 8.00, $8.00 or 4,500원; got "-1""#
            )),
        // An amount (what the line took in) may be below 0: a refund, or a return's amount.
        Case("amount", "-1.20", .value("-12000")),
        Case("amount", "13500", .value("135000000")),
        Case("amount", "0.00005", .problem(#"order 1: "amount" has more than 4 decimals: 0.00005"#)),
        Case("orderedAt", "2026-11-21T09:15:02+09:00", .value("2026-11-21 1795220102.0")),
        Case("orderedAt", "2026-11-21T00:15:02.5Z", .value("2026-11-21 1795220102.5")),
        Case(
            "orderedAt", "2026-11-21 09:15",
            .problem(
                #"order 1: "orderedAt" must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got "2026-11-21 09:15""#
            )),
        Case(
            "orderedAt", "2026-11-21T09:15:02",
            .problem(
                #"order 1: "orderedAt" must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got "2026-11-21T09:15:02""#
            )),
        Case(
            "orderedAt", "2026-02-30T09:15:02Z",
            .problem(
                #"order 1: "orderedAt" must be a date-time with an offset, such as 2026-11-21T09:15:02+09:00; got "2026-02-30T09:15:02Z""#
            )),
        Case("status", "completed", .value("completed")),
        Case("status", "Cancelled", .value("cancelled")),
        Case("status", "canceled", .value("cancelled")),
        Case("status", "REFUNDED", .value("refunded")),
        Case(
            "status", "shipped",
            .problem(#"order 1: "status" has unknown value "shipped"; expected completed, cancelled or refunded"#)),
        Case("id", "A-1", .value("A-1")),
    ]

    @Test(arguments: cases)
    func jsonAndCSVReadAFieldAlike(_ example: Case) {
        let json = Self.readJSON(
            #"[{"juice": "kiwi", "\#(example.field)": \#(example.jsonLiteral)}]"#, field: example.field)
        let csv = Self.readCSV("juice,\(example.field)\nkiwi,\(example.text)\n", field: example.field)
        #expect(json == example.outcome)
        #expect(csv == example.outcome)
    }

    /// Cells that are not a JSON number cannot be written in JSON at all; CSV refuses them
    /// by the same rule, quoting the text since it may hold anything.
    @Test(arguments: [
        ("+5", #"order 1: "quantity" must be a whole number other than 0 (negative for a return), got "+5""#),
        ("05", #"order 1: "quantity" must be a whole number other than 0 (negative for a return), got "05""#),
        ("two", #"order 1: "quantity" must be a whole number other than 0 (negative for a return), got "two""#),
        ("2.", #"order 1: "quantity" must be a whole number other than 0 (negative for a return), got "2.""#),
        ("0x10", #"order 1: "quantity" must be a whole number other than 0 (negative for a return), got "0x10""#),
        ("inf", #"order 1: "quantity" must be a whole number other than 0 (negative for a return), got "inf""#),
    ])
    func csvRefusesCellsThatAreNotNumbers(text: String, message: String) {
        #expect(Self.readCSV("juice,quantity\nkiwi,\(text)\n", field: "quantity") == .problem(message))
    }

    private static func readJSON(_ text: String, field: String) -> Outcome {
        var collector = OrderCollector()
        do {
            _ = try OrderStreamReader().read(MemoryByteSource(Array(text.utf8), name: "t.json"), into: &collector)
        } catch {
            return .problem(withoutPosition("\(error)", prefix: "t.json:"))
        }
        return describe(collector.orders, field: field)
    }

    private static func readCSV(_ text: String, field: String) -> Outcome {
        var collector = OrderCollector()
        do {
            _ = try OrderCSVReader().read(MemoryByteSource(Array(text.utf8), name: "t.csv"), into: &collector)
        } catch {
            return .problem(withoutPosition("\(error)", prefix: "t.csv:"))
        }
        return describe(collector.orders, field: field)
    }

    /// Drops `name:line:column: `, keeping what the rules wrote.
    private static func withoutPosition(_ message: String, prefix: String) -> String {
        guard message.hasPrefix(prefix) else { return "unexpected: \(message)" }
        let afterName = message.dropFirst(prefix.count)
        let parts = afterName.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].hasSuffix(":") else { return "unexpected: \(message)" }
        return String(parts[1])
    }

    private static func describe(_ orders: [Order], field: String) -> Outcome {
        guard orders.count == 1, let order = orders.first, order.items.count == 1 else {
            return .value("unexpected: \(orders)")
        }
        switch field {
        case "quantity": return .value("\(order.items[0].quantity)")
        case "unitPrice": return .value(order.items[0].unitPrice.map { "\($0)" } ?? "none")
        case "amount": return .value(order.items[0].amount.map { "\($0)" } ?? "none")
        case "orderedAt": return .value(order.orderedAt.map { "\($0.localDay) \($0.secondsSinceEpoch)" } ?? "none")
        case "status": return .value(order.status.rawValue)
        case "id": return .value(order.id ?? "none")
        default: return .value("unexpected field \(field)")
        }
    }
}
