import JuiceCore

/// The columns that hold each order field, found by the `--column` mapping or the field's own
/// name (ignoring case, as for CSV headers), and checked to hold values the field can take.
struct OrderColumns: Sendable {
    var juice: DatabaseColumn
    var quantity: DatabaseColumn?
    var orderedAt: DatabaseColumn?
    var unitPrice: DatabaseColumn?
    var amount: DatabaseColumn?
    var status: DatabaseColumn?
    var id: DatabaseColumn?

    /// The fields a database row gives; a date and a time in separate columns are for tables
    /// written by hand, and a database keeps one time.
    static let fields = ["juice", "quantity", "orderedAt", "unitPrice", "amount", "status", "id"]

    init(mapping: ColumnMapping, columns: [DatabaseColumn], database: String, source: OrderSource) throws(DatabaseError)
    {
        let names = columns.map(\.name).joined(separator: ", ")
        for (field, column) in mapping.headers where !Self.fields.contains(field.rawValue) {
            throw .missing(
                database: database,
                problem: "--column \(field.rawValue)=\(column): juice-report reads "
                    + "\(Self.fields.joined(separator: ", ")) from a database row "
                    + "(one time column: map orderedAt; no categories yet)"
            )
        }
        func find(_ fieldName: String) throws(DatabaseError) -> DatabaseColumn? {
            let field = mapping.headers.first { $0.key.rawValue == fieldName }
            let wanted = field?.value ?? fieldName
            let found =
                columns.first { $0.name == wanted } ?? columns.first { $0.name.lowercased() == wanted.lowercased() }
            if found == nil, let field {
                throw .missing(
                    database: database,
                    problem: "--column \(fieldName)=\(field.value): \(source.displayName) has no column "
                        + "\(quotedValue(field.value)); its columns are \(names)")
            }
            return found
        }
        guard let juice = try find("juice") else {
            throw .missing(
                database: database,
                problem: "\(source.displayName) has no column \"juice\"; its columns are \(names) "
                    + "(name the juice's column with --column juice=COLUMN)")
        }
        self.juice = juice
        quantity = try find("quantity")
        orderedAt = try find("orderedAt")
        unitPrice = try find("unitPrice")
        amount = try find("amount")
        status = try find("status")
        id = try find("id")
        try check(
            quantity, "quantity", [.integer, .decimal], "a column of whole numbers (integer or numeric)", database)
        try check(unitPrice, "unitPrice", [.integer, .decimal], "a column of numbers (integer or numeric)", database)
        try check(amount, "amount", [.integer, .decimal], "a column of numbers (integer or numeric)", database)
        try check(
            orderedAt, "orderedAt", [.instant, .localTime, .date], "a timestamptz, timestamp or date column", database)
    }

    private func check(
        _ column: DatabaseColumn?, _ field: String, _ kinds: [DatabaseColumn.Kind], _ expected: String,
        _ database: String
    ) throws(DatabaseError) {
        guard let column, column.kind != .dynamic, !kinds.contains(column.kind) else { return }
        throw .unsupportedColumn(
            database: database, column: column.name, field: field, type: column.typeName, expected: expected)
    }
}
