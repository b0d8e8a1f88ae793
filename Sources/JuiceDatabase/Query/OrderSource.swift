import JuiceCore

/// Where a database keeps the orders: a table (`--table`, default `orders`) or the rows of
/// a query (`--query "SELECT …"`), whose rows are orders or line items.
public enum OrderSource: Sendable, Equatable {
    case table(String)
    case query(String)

    public static let defaultTable = OrderSource.table("orders")

    /// The `FROM` item: the quoted table name, or the query as a subquery.
    func fromItem() throws(SQLIdentifierError) -> String {
        switch self {
        case .table(let name): try SQLIdentifier(name).description
        case .query(let sql): "(\(Self.trimmingSemicolon(sql)))"
        }
    }

    /// What messages call it: `table "orders"` or `the query`.
    var displayName: String {
        switch self {
        case .table(let name): "table \(quotedValue(name))"
        case .query: "the query"
        }
    }

    /// A query typed with a closing `;` still reads as a subquery.
    private static func trimmingSemicolon(_ sql: String) -> String {
        var text = Substring(sql)
        while let last = text.last, last == ";" || last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
