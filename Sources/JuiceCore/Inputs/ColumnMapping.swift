/// Which header names a table's order fields, as `--column FIELD=HEADER` says: for tables whose
/// columns are not named as juice-report names them (`--column juice=Item --column quantity=Qty`).
public struct ColumnMapping: Sendable, Equatable {
    /// The fields a table can give.
    public enum Field: String, Sendable, CaseIterable {
        case juice, quantity, orderedAt, date, time, unitPrice, amount, status, id, category

        /// The header that names the field when no mapping does (compared ignoring case and spaces).
        package var defaultHeader: String { rawValue.lowercased() }
    }

    /// The header named for each mapped field, as written.
    public private(set) var headers: [Field: String] = [:]

    public init() {}

    /// Reads `FIELD=HEADER` assignments; a field may be named once.
    public init(_ assignments: [String]) throws(ColumnMappingError) {
        let fields = Field.allCases.map(\.rawValue).joined(separator: ", ")
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw ColumnMappingError("--column \(assignment): write it as FIELD=HEADER, such as juice=Item")
            }
            let name = assignment[..<equals].trimmingCharacters(in: .whitespaces)
            let header = assignment[assignment.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let field = Field.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw ColumnMappingError(
                    "--column \(assignment): there is no field \"\(name)\"; the fields are \(fields)")
            }
            guard !header.isEmpty else {
                throw ColumnMappingError("--column \(assignment): name the header after the =")
            }
            guard headers[field] == nil else {
                throw ColumnMappingError("--column: the field \(field.rawValue) is mapped twice")
            }
            headers[field] = header
        }
        if headers[.orderedAt] != nil, headers[.date] != nil || headers[.time] != nil {
            throw ColumnMappingError("--column: map orderedAt, or date and time, not both")
        }
    }

    /// This mapping with `field` read from `header` instead (`--by store` reads the store as the juice).
    public func mapping(_ field: Field, to header: String) -> ColumnMapping {
        var mapped = self
        mapped.headers[field] = header
        return mapped
    }

    /// A header as columns are compared: without case, surrounding spaces or runs of spaces.
    package static func normalized(_ header: String) -> String {
        header.foldedForMatching
    }

}

/// A `--column` assignment that cannot be used, in a sentence naming it.
public struct ColumnMappingError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
