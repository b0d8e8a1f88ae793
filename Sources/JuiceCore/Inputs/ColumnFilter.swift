import Foundation

/// `--where COLUMN=VALUE[,VALUE…]`, repeatable: a line counts only when every named column holds
/// one of its values (`--where store_location=Astoria --where product_category=Coffee,Tea`).
///
/// A column is the input's own header, compared as `--column` headers are (without case or runs
/// of spaces), or a key of a JSON order or of its item (the item's own first); a value matches a
/// cell's trimmed text without case. A column an export fills only
/// on an order's first line (Shopify's `Financial Status`) applies to every line of the order.
public struct ColumnFilter: Sendable, Equatable {
    public struct Clause: Sendable, Equatable {
        /// The header as written after `--where`.
        public let column: String
        /// The values as written, in order.
        public let values: [String]
        /// A clause that keeps every line and only notes the column's values (`--split-by` finding its values).
        public let observesOnly: Bool

        public init(column: String, values: [String], observesOnly: Bool = false) {
            self.column = column
            self.values = values
            self.observesOnly = observesOnly
        }

        /// `store=Astoria,Lower Manhattan`, as given.
        public var description: String { "\(column)=\(values.joined(separator: ","))" }
    }

    public private(set) var clauses: [Clause] = []

    public init() {}

    public init(clauses: [Clause]) {
        self.clauses = clauses
    }

    /// This filter with `clause` added.
    public func adding(_ clause: Clause) -> ColumnFilter {
        ColumnFilter(clauses: clauses + [clause])
    }

    /// Reads `COLUMN=VALUE[,VALUE…]` arguments; a column named twice keeps the values of both.
    public init(parsing arguments: [String]) throws(ColumnMappingError) {
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ColumnMappingError("--where \(argument): write it as COLUMN=VALUE, such as store=Astoria")
            }
            let column = argument[..<equals].trimmingCharacters(in: .whitespaces)
            let values = argument[argument.index(after: equals)...].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            .filter { !$0.isEmpty }
            guard !column.isEmpty else { throw ColumnMappingError("--where \(argument): name the column before the =") }
            guard !values.isEmpty else {
                throw ColumnMappingError("--where \(argument): give the values after the =, separated by commas")
            }
            if let index = clauses.firstIndex(where: { $0.column.foldedForMatching == column.foldedForMatching }) {
                clauses[index] = Clause(column: clauses[index].column, values: clauses[index].values + values)
            } else {
                clauses.append(Clause(column: column, values: values))
            }
        }
    }

    public var isEmpty: Bool { clauses.isEmpty }

    /// The key a cell and a value are compared by: trimmed, without case.
    public static func key(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

/// What one `--where` column held while reading: which of its values matched some line, and the
/// different values it holds (at most `rememberedLimit`), for the message when one matched nothing.
public struct ColumnSighting: Sendable, Equatable {
    static let rememberedLimit = 4_096

    public private(set) var matched: Set<Int> = []
    public private(set) var held: [String] = []
    private var keys: Set<String> = []

    public init() {}

    /// Whether some line noted a value, even an empty one: a JSON key no order or item holds
    /// is never met (a table's column always is).
    public var wasMet: Bool { !keys.isEmpty }

    /// Notes a cell's value the first time it is met, and which of the clause's values it is.
    public mutating func note(_ value: String, key: String, matching index: Int?) {
        guard !keys.contains(key) else { return }
        if keys.count < Self.rememberedLimit * 4 { keys.insert(key) }
        if let index { matched.insert(index) }
        if held.count < Self.rememberedLimit, !value.isEmpty { held.append(value) }
    }

    public mutating func merge(_ other: ColumnSighting) {
        matched.formUnion(other.matched)
        var known = Set(held)
        for value in other.held where held.count < Self.rememberedLimit && known.insert(value).inserted {
            held.append(value)
        }
        keys.formUnion(other.keys)
    }
}
