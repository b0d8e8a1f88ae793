import Foundation
import JuiceCore

/// `--where` on a table: each clause's column found by its header, its values by their keys. A
/// line counts when every clause's cell holds one of its values; a line that leaves the cell empty
/// takes its order's first line's, since exports write order-level columns only there (Shopify).
struct WhereColumns {
    private struct Resolved {
        let column: Int
        /// Each value's key, with its position in the clause.
        let values: [String: Int]
        let observesOnly: Bool
    }

    let filter: ColumnFilter
    private var resolved: [Resolved] = []
    /// Per clause, the key of the order's first line's cell.
    private var orderKeys: [String] = []
    /// Per clause, what the column held and which values matched.
    private(set) var sightings: [ColumnSighting]
    /// Per clause, each cell as written that was met, with its key and the position of the clause's
    /// value it is: a store's name repeats on most rows, and trimming and folding it again on each
    /// cost more than all the rest of reading it (callgrind, as bench/instructions.sh counts,
    /// with `--where` added). Cells without a key (they take their order's) are not kept.
    private var decided: [[String: (key: String, match: Int?)]]
    /// Past this many cells a clause's are decided each time, so a hostile table cannot make the
    /// reader remember without end.
    private static let decidedLimit = 16_384

    init(_ filter: ColumnFilter) {
        self.filter = filter
        sightings = filter.clauses.map { _ in ColumnSighting() }
        orderKeys = filter.clauses.map { _ in "" }
        decided = filter.clauses.map { _ in [:] }
    }

    var isEmpty: Bool { filter.isEmpty }

    /// Finds each clause's column in the header row; a column the table lacks is a usage error
    /// naming the columns it has.
    mutating func resolve(headers: [String], source: String) throws(OrderHistoryError) {
        let normalized = headers.map(ColumnMapping.normalized)
        resolved = try filter.clauses.map { clause throws(OrderHistoryError) in
            guard let column = normalized.firstIndex(of: ColumnMapping.normalized(clause.column)) else {
                throw .unknownColumn(
                    source: source,
                    problem: "--where \(clause.description): the table has no column \"\(clause.column)\"; "
                        + "its columns are \(headers.joined(separator: ", "))")
            }
            var values: [String: Int] = [:]
            for (index, value) in clause.values.enumerated() where values[ColumnFilter.key(value)] == nil {
                values[ColumnFilter.key(value)] = index
            }
            return Resolved(column: column, values: values, observesOnly: clause.observesOnly)
        }
    }

    /// Whether a line whose cells `cell` gives counts; `startsOrder` when it is its order's first line.
    mutating func keeps(startsOrder: Bool, cell: (Int) -> String) -> Bool {
        var keeps = true
        for (index, clause) in resolved.enumerated() {
            let written = cell(clause.column)
            if let known = decided[index][written] {
                // Met before, and noted then: noting it again changes nothing.
                if startsOrder { orderKeys[index] = known.key }
                if known.match == nil, !clause.observesOnly { keeps = false }
                continue
            }
            let text = written.trimmingCharacters(in: .whitespaces)
            var key = ColumnFilter.key(text)
            if !key.isEmpty, decided[index].count < Self.decidedLimit {
                decided[index][written] = (key, clause.values[key])
            }
            if startsOrder {
                orderKeys[index] = key
            } else if key.isEmpty {
                key = orderKeys[index]
            }
            let match = clause.values[key]
            sightings[index].note(text, key: key, matching: match)
            if match == nil, !clause.observesOnly { keeps = false }
        }
        return keeps
    }
}
