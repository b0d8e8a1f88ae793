import Foundation
import JuiceCore

extension DatabaseOrderReader {
    /// The first refused rows by id, each as the error a file reader gives for that value.
    func problemMessages(
        _ backend: any SalesBackend, _ totals: TotalsQuery, unknownStatuses: [String],
        name: String, limit: Int
    ) throws -> [DatabaseError] {
        var messages: [DatabaseError] = []
        let rows = try backend.problemRows(totals, statuses: unknownStatuses, limit: 1_000).rows
        for row in rows where messages.count < limit {
            let id = try row.text("id")
            let status = try row.text("s")
            let known = status.map(Self.status(of:)) ?? .completed
            guard let known else {
                messages.append(
                    .invalidRow(
                        database: name, rowID: id,
                        problem: Self.fieldProblem { () throws(OrderFieldProblem) in
                            _ = try OrderFieldRules.status(status ?? "")
                        }))
                continue
            }
            guard let problem = try row.integer("problem").flatMap(RowProblem.init(rawValue:)) else { continue }
            if problem.dependsOnStatus, !known.countsAsSold { continue }
            let (quantity, price) = (try row.text("qt"), try row.text("pt"))
            let (time, amount) = (try row.text("tt"), try row.text("at"))
            let text: String =
                switch problem {
                case .badTime:
                    Self.fieldProblem { () throws(OrderFieldProblem) in
                        let value = Array((time ?? "").utf8)
                        let clock = LocalClock(timeZone: totals.zone)
                        _ = try value.withUnsafeBytes { bytes in
                            Result { () throws(OrderFieldProblem) in
                                try OrderFieldRules.orderedAt(utf8: bytes, localTo: clock)
                            }
                        }.get()
                    }
                case .missingJuice:
                    Self.fieldProblem { () throws(OrderFieldProblem) in throw OrderFieldRules.juiceMissing }
                case .badQuantity:
                    Self.fieldProblem { () throws(OrderFieldProblem) in
                        _ = try OrderFieldRules.quantity.value(text: quantity ?? "")
                    }
                case .badPrice:
                    Self.fieldProblem { () throws(OrderFieldProblem) in
                        try Self.money(price, rule: OrderFieldRules.unitPrice)
                    }
                case .badAmount:
                    Self.fieldProblem { () throws(OrderFieldProblem) in
                        try Self.money(amount, rule: OrderFieldRules.amount)
                    }
                case .missingTime:
                    totals.byDay
                        ? SalesAggregationError.missingDay(nil).description
                        : SalesAggregationError.missingTimestamp(nil).description
                case .missingPrice: SalesAggregationError.missingPrice(nil, item: nil).description
                }
            messages.append(.invalidRow(database: name, rowID: id, problem: text))
        }
        return messages
    }

    /// Checks a value's text by a money rule, as a CSV cell's, for its message.
    private static func money(_ text: String?, rule: OrderFieldRules.MoneyField) throws(OrderFieldProblem) {
        let bytes = Array((text ?? "").utf8)
        _ = try bytes.withUnsafeBytes { raw in Result { () throws(OrderFieldProblem) in try rule.value(cell: raw) } }
            .get()
    }

    /// The message of the field problem `check` throws, as `"field" problem`.
    private static func fieldProblem(_ check: () throws(OrderFieldProblem) -> Void) -> String {
        do {
            try check()
            return "is not valid"
        } catch {
            return "\"\(error.field)\" \(error.problem)"
        }
    }
}
