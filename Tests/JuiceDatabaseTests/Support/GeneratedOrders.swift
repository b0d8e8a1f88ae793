import SeededRandom
import Foundation

/// Order rows for comparing a database with a file: the same rows written as CSV (read by
/// the file reader) and inserted into a database. Seeded, so every run has the same rows.
///
/// Rows are line items; an order of several items is consecutive rows sharing its id, time
/// and status. Times carry an offset or are local (read in the query's zone); statuses are
/// written in several ways, quantities are sometimes absent, juices named by id, in Korean
/// (with spaces around) or off the menu.
struct GeneratedOrders {
    struct Row: Equatable {
        var id: String?
        var orderedAt: String?
        var juice: String
        var quantity: Int64?
        /// As a till writes it: `4500`, or with cents `4.50`.
        var unitPrice: String?
        /// What the line took in, when the till writes it (then it is the line's revenue).
        var amount: String?
        var status: String?
    }

    static let header = "id,orderedAt,juice,quantity,unitPrice,amount,status"
    private static let juices = [
        "strawberryBanana", "strawberry", "mango", "banana", "kiwi", " 딸기쥬스 ", "망고주스", "Yuzu Special", "mangoKiwi",
    ]
    private static let statuses: [String?] = [
        nil, nil, nil, nil, nil, "completed", "cancelled", "CANCELED", "refunded", " Completed ",
    ]

    let rows: [Row]

    /// - Parameter cents: prices with cents (`4.50`) and a line amount on some rows.
    init(orders: Int, seed: UInt64, priced: Bool = true, undated: Bool = false, cents: Bool = false) {
        var random = SplitMix64(seed: seed)
        var rows: [Row] = []
        var second = 1_793_404_800  // 2026-11-01T00:00:00Z
        for number in 1...orders {
            second += Int.random(in: 0...7_200, using: &random)
            let time: String? =
                switch Int.random(in: 0..<20, using: &random) {
                case 0 where undated: nil
                case 1...3: Self.format(second, offset: 0, suffix: "Z")
                case 4...5: Self.format(second, offset: 9 * 3600, suffix: "")  // local, read in the zone
                default: Self.format(second, offset: 9 * 3600, suffix: "+09:00")
                }
            let status = Self.statuses[Int.random(in: 0..<Self.statuses.count, using: &random)]
            for _ in 0..<(Int.random(in: 0..<8, using: &random) == 0 ? 3 : 1) {
                let quantity: Int64? = Bool.random(using: &random) ? nil : Int64.random(in: 1...4, using: &random)
                let hundreds = Int64.random(in: 40...60, using: &random)
                let price: String? =
                    !priced
                    ? nil
                    : cents
                        ? "\(hundreds / 10).\(hundreds % 10)\(Int.random(in: 0...9, using: &random))"
                        : "\(hundreds * 100)"
                let amount: String? =
                    cents && Int.random(in: 0..<4, using: &random) == 0
                    ? "\(Int.random(in: 1...30, using: &random)).25" : nil
                rows.append(
                    Row(
                        id: "A\(number)", orderedAt: time,
                        juice: Self.juices[Int.random(in: 0..<Self.juices.count, using: &random)],
                        quantity: quantity, unitPrice: price, amount: amount, status: status))
            }
        }
        self.rows = rows
    }

    /// The rows as a CSV file (absent values as empty cells).
    var csv: String {
        ([Self.header]
            + rows.map { row in
                [
                    row.id ?? "", row.orderedAt ?? "", "\"\(row.juice)\"", row.quantity.map(String.init) ?? "",
                    row.unitPrice ?? "",
                    row.amount ?? "", row.status ?? "",
                ].joined(separator: ",")
            }).joined(separator: "\n") + "\n"
    }

    private static func format(_ second: Int, offset: Int, suffix: String) -> String {
        let local = Date(timeIntervalSince1970: TimeInterval(second + offset))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: local)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
            + suffix
    }
}
