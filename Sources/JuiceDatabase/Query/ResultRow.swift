/// A statement's rows with their column names, looked up once per result.
struct ResultSet: Sendable {
    let database: String
    let columns: ResultColumns
    let values: [[SQLValue]]

    /// Throws when `names` and the rows disagree on the number of columns.
    init(database: String, names: [String], values: [[SQLValue]]) throws(DatabaseError) {
        guard values.allSatisfy({ $0.count == names.count }) else {
            throw .queryFailed(
                database: database,
                problem: "a result has \(values.first?.count ?? 0) columns where "
                    + "\(names.count) were named (\(names.joined(separator: ", ")))")
        }
        self.database = database
        columns = ResultColumns(names)
        self.values = values
    }

    var rows: [ResultRow] { values.map { ResultRow(result: self, values: $0) } }
}

/// Column names and where each is, the first of a repeated name winning.
struct ResultColumns: Sendable {
    let names: [String]
    private let positions: [String: Int]

    init(_ names: [String]) {
        self.names = names
        positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func position(of name: String) -> Int? { positions[name] }
}

/// One row of a result, read by column name into typed values: a name the result lacks, or a
/// value of another type, throws an error naming the column.
struct ResultRow: Sendable {
    let result: ResultSet
    let values: [SQLValue]

    func has(_ column: String) -> Bool { result.columns.position(of: column) != nil }

    /// A whole number, nil for NULL.
    func integer(_ column: String) throws(DatabaseError) -> Int64? {
        let value = try self[column]
        if value == .null { return nil }
        guard let number = value.integer else { throw wrongType(column, value, "a whole number") }
        return number
    }

    /// A number, nil for NULL.
    func real(_ column: String) throws(DatabaseError) -> Double? {
        let value = try self[column]
        if value == .null { return nil }
        guard let number = value.real else { throw wrongType(column, value, "a number") }
        return number
    }

    /// Any value as text (a number in its decimal spelling), nil for NULL.
    func text(_ column: String) throws(DatabaseError) -> String? {
        try self[column].text
    }

    /// A truth value: PostgreSQL's `t`/`f` or SQLite's 1/0; NULL is false.
    func flag(_ column: String) throws(DatabaseError) -> Bool {
        switch try self[column] {
        case .text("t"), .integer(1): true
        case .text("f"), .integer(0), .null: false
        case let value: throw wrongType(column, value, "true or false")
        }
    }

    private subscript(column: String) -> SQLValue {
        get throws(DatabaseError) {
            guard let position = result.columns.position(of: column) else {
                throw .queryFailed(
                    database: result.database,
                    problem: "the result has no column \"\(column)\"; "
                        + "its columns are \(result.columns.names.joined(separator: ", "))")
            }
            return values[position]
        }
    }

    private func wrongType(_ column: String, _ value: SQLValue, _ expected: String) -> DatabaseError {
        .queryFailed(
            database: result.database,
            problem: "the column \"\(column)\" holds \(value.text ?? "NULL"), not \(expected)")
    }
}
