import Foundation
import JuiceCore

extension DatabaseOrderReader {
    /// The first refused rows by id, each as the error a file reader gives for that value.
    func problemMessages(_ database: any SalesDatabase, _ statement: SalesStatement, unknownStatuses: [String],
                         name: String, limit: Int) throws -> [DatabaseError] {
        let (sql, binds) = statement.problemRows(statuses: unknownStatuses, limit: 1_000)
        var messages: [DatabaseError] = []
        for row in try database.rows(sql, binds) where messages.count < limit {
            let id = row[0].text
            let status = row[2].text
            let known = status.map(Self.status(of:)) ?? .completed
            guard let known else {
                messages.append(.invalidRow(database: name, rowID: id, problem: Self.fieldProblem { () throws(OrderFieldProblem) in
                    _ = try OrderFieldRules.status(status ?? "")
                }))
                continue
            }
            guard let problem = row[1].integer.flatMap(RowProblem.init(rawValue:)) else { continue }
            if problem.dependsOnStatus, !known.countsAsSold { continue }
            let text: String = switch problem {
            case .badTime:
                Self.fieldProblem { () throws(OrderFieldProblem) in
                    let value = Array((row[6].text ?? "").utf8)
                    let clock = LocalClock(timeZone: statement.zone)
                    _ = try value.withUnsafeBytes { bytes in
                        Result { () throws(OrderFieldProblem) in try OrderFieldRules.orderedAt(utf8: bytes, localTo: clock) }
                    }.get()
                }
            case .missingJuice: Self.fieldProblem { () throws(OrderFieldProblem) in throw OrderFieldRules.juiceMissing }
            case .badQuantity: Self.fieldProblem { () throws(OrderFieldProblem) in _ = try OrderFieldRules.quantity.value(text: row[4].text ?? "") }
            case .badPrice: Self.fieldProblem { () throws(OrderFieldProblem) in try Self.money(row[5].text, rule: OrderFieldRules.unitPrice) }
            case .badAmount: Self.fieldProblem { () throws(OrderFieldProblem) in try Self.money(row[7].text, rule: OrderFieldRules.amount) }
            case .missingTime: statement.byDay ? SalesAggregationError.missingDay(nil).description : SalesAggregationError.missingTimestamp(nil).description
            case .missingPrice: SalesAggregationError.missingPrice(nil, item: nil).description
            }
            messages.append(.invalidRow(database: name, rowID: id, problem: text))
        }
        return messages
    }

    /// Checks a value's text by a money rule, as a CSV cell's, for its message.
    private static func money(_ text: String?, rule: OrderFieldRules.MoneyField) throws(OrderFieldProblem) {
        let bytes = Array((text ?? "").utf8)
        _ = try bytes.withUnsafeBytes { raw in Result { () throws(OrderFieldProblem) in try rule.value(cell: raw) } }.get()
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
