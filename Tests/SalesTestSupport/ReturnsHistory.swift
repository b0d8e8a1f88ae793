import Foundation
import JuiceCore
import SeededRandom

/// Seeded order histories with returns (negative quantities), refunds of money only (a positive
/// quantity with a negative amount), returns written with a positive amount, and refunded and
/// cancelled orders; written as JSON, JSON Lines, CSV and database rows, with the totals they
/// must give, summed here line by line from the generated values (no reader involved).
public struct ReturnsHistory: Sendable {
    public struct Line: Sendable {
        public let juice: String
        /// Nil: the quantity is left out (1).
        public let quantity: Int64?
        /// In minor units (cents, or won with `wholeMoney`); nil when the line has none.
        public let price: Int64?
        public let amount: Int64?
    }

    public struct Order: Sendable {
        public let id: String
        public let orderedAt: String
        /// Nil: no status (completed).
        public let status: String?
        public let lines: [Line]
    }

    /// What the orders must add up to, by the rules of returns, summed independently of any reader.
    public struct Expected: Sendable, Equatable {
        /// Per juice identity (`"\(JuiceIdentity)"`), units and revenue at `Money.scale`.
        public var units: [String: Int64] = [:]
        public var revenue: [String: Int64] = [:]
        public var totalUnits: Int64 = 0
        public var totalRevenue: Int64 = 0
        public var returns = ReturnTotals()
        public var soldOrders = 0
        public var excludedOrders = 0
    }

    public static let juices = ["kiwi", "Yuzu Tea", "Oat Latte", "망고쥬스", "Carrot Juice"]
    public let orders: [Order]
    /// Money in whole units (`4500`) rather than with cents (`4.25`).
    public let wholeMoney: Bool

    public init(seed: UInt64, orders count: Int, wholeMoney: Bool = false) {
        var random = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Int>) -> Int { Int(random.next() % UInt64(range.count)) + range.lowerBound }
        self.wholeMoney = wholeMoney
        var orders: [Order] = []
        var second = 10 * 3600
        for number in 1...count {
            second += pick(1...600)
            let status: String? = [nil, nil, nil, "completed", "refunded", "cancelled", " Completed "][pick(0...6)]
            var lines: [Line] = []
            for _ in 0..<(pick(0...3) == 0 ? pick(2...3) : 1) {
                // Carrot Juice is mostly returned, so it often comes to 0 or less.
                let juice = Self.juices[pick(0...Self.juices.count - 1)]
                let returned = juice == "Carrot Juice" ? pick(0...2) > 0 : pick(0...4) == 0
                let quantity: Int64? = returned ? -Int64(pick(1...3)) : pick(0...3) == 0 ? nil : Int64(pick(1...4))
                let unit = wholeMoney ? Int64(pick(30...60)) * 100 : Int64(pick(300...600))
                var price: Int64? = unit
                var amount: Int64?
                switch pick(0...9) {
                case 0, 1:
                    // An amount instead of a price: a return's sometimes written positive.
                    price = nil
                    let units = quantity ?? 1
                    amount = returned && pick(0...1) == 0 ? -units * unit : units * unit
                case 2 where !returned:
                    // A refund of money only: a positive quantity with a negative amount.
                    price = nil
                    amount = -Int64(pick(1...3)) * (wholeMoney ? 100 : 25)
                default:
                    break
                }
                lines.append(Line(juice: juice, quantity: quantity, price: price, amount: amount))
            }
            orders.append(Order(id: "R\(number)", orderedAt: Self.time(second), status: status, lines: lines))
        }
        self.orders = orders
    }

    /// `2026-11-21T10:00:00+09:00` and onwards, `second` seconds after midnight in Seoul (same day or the next).
    private static func time(_ second: Int) -> String {
        let day = 21 + second / 86_400, rest = second % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "2026-11-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))+09:00"
    }

    /// Minor units as the files write them: `4500`, or `4.25`, `-0.50`.
    public func money(_ minor: Int64) -> String {
        if wholeMoney { return String(minor) }
        let sign = minor < 0 ? "-" : "", magnitude = minor.magnitude
        return "\(sign)\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
    }

    /// Minor units at `Money.scale`.
    public func scaled(_ minor: Int64) -> Int64 {
        wholeMoney ? minor * Money.scale : minor * Money.scale / 100
    }

    private func jsonFields(_ line: Line) -> String {
        var fields = ["\"juice\": \"\(line.juice)\""]
        if let quantity = line.quantity { fields.append("\"quantity\": \(quantity)") }
        if let price = line.price { fields.append("\"unitPrice\": \(money(price))") }
        if let amount = line.amount { fields.append("\"amount\": \(money(amount))") }
        return fields.joined(separator: ", ")
    }

    private func jsonOrder(_ order: Order) -> String {
        var fields = ["\"id\": \"\(order.id)\"", "\"orderedAt\": \"\(order.orderedAt)\""]
        if let status = order.status { fields.append("\"status\": \"\(status)\"") }
        if order.lines.count == 1 {
            fields.append(jsonFields(order.lines[0]))
        } else {
            fields.append("\"items\": [" + order.lines.map { "{\(jsonFields($0))}" }.joined(separator: ", ") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    public var json: String {
        "{\"orders\": [\n" + orders.map(jsonOrder).joined(separator: ",\n") + "\n]}\n"
    }

    public var ndjson: String {
        orders.map(jsonOrder).joined(separator: "\n") + "\n"
    }

    public static let header = ["id", "orderedAt", "juice", "quantity", "unitPrice", "amount", "status"]

    /// One row per line: id, orderedAt, juice, quantity, unitPrice, amount, status (nil: empty).
    public var rows: [[String?]] {
        orders.flatMap { order in
            order.lines.map { line in
                [
                    order.id, order.orderedAt, line.juice, line.quantity.map(String.init), line.price.map(money),
                    line.amount.map(money), order.status,
                ]
            }
        }
    }

    public var csv: String {
        ([Self.header.joined(separator: ",")]
            + rows.map { row in
                row.map { cell in cell.map { $0.contains(",") || $0.hasPrefix(" ") ? "\"\($0)\"" : $0 } ?? "" }.joined(
                    separator: ",")
            }).joined(separator: "\n") + "\n"
    }

    /// The totals, line by line: a completed order's lines count; a negative quantity gives its
    /// units back and takes its amount (or quantity × price) off whatever the amount's sign; a
    /// positive quantity with a negative amount takes the money off and no units.
    public var expected: Expected {
        var expected = Expected()
        for order in orders {
            let status = order.status?.trimmingCharacters(in: .whitespaces).lowercased() ?? "completed"
            guard status == "completed" else {
                expected.excludedOrders += 1
                continue
            }
            expected.soldOrders += 1
            for line in order.lines {
                let key = "\(Menu.standard.identify(line.juice))"
                let quantity = line.quantity ?? 1
                var units = quantity
                var revenue: Int64
                if let amount = line.amount {
                    revenue = scaled(amount)
                    if quantity < 0 { revenue = -abs(revenue) }
                    if quantity > 0, amount < 0 {
                        units = 0
                        expected.returns.refunds += 1
                        expected.returns.refundedRevenue = (expected.returns.refundedRevenue ?? 0) - revenue
                    }
                } else {
                    revenue = quantity * scaled(line.price ?? 0)
                }
                if quantity < 0 {
                    expected.returns.returns += 1
                    expected.returns.returnedUnits += -quantity
                    expected.returns.returnedRevenue = (expected.returns.returnedRevenue ?? 0) - revenue
                }
                expected.units[key, default: 0] += units
                expected.revenue[key, default: 0] += revenue
                expected.totalUnits += units
                expected.totalRevenue += revenue
            }
        }
        return expected
    }

    /// What a summary says, in `Expected`'s terms, to compare with `expected`.
    public static func found(in summary: SalesSummary) -> Expected {
        var found = Expected()
        for totals in summary.juiceTotals {
            found.units["\(totals.juice)", default: 0] += totals.units
            found.revenue["\(totals.juice)", default: 0] += totals.revenue ?? .min
        }
        found.totalUnits = summary.totalUnits
        found.totalRevenue = summary.totalRevenue ?? .min
        found.returns = summary.returns
        found.soldOrders = summary.soldOrders
        found.excludedOrders = summary.excludedOrders
        return found
    }
}
