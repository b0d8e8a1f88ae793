import Failures
import JuiceCore

/// Why an order history could not be read. Each case describes itself as one line
/// that starts with `file:line:column:`, the way compilers report, so editors can jump to it.
public enum OrderHistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not valid JSON.
    case invalidJSON(source: String, position: SourcePosition, problem: String)
    /// The JSON is valid but the top level is neither an array of orders nor an object with `orders`.
    case unexpectedTopLevel(source: String, position: SourcePosition, found: String)
    /// One order, or one of its items, has a missing or bad field.
    case invalidRecord(source: String, position: SourcePosition, order: OrderReference, field: String?, problem: String)
    /// A cell of a wide table (a date column and one column of units per product) that is not
    /// a number of units; `position` is its row (line) and column, counted from 1.
    case invalidCell(source: String, position: SourcePosition, header: String, problem: String)
    /// A CSV order history that CSV cannot parse (bad quoting, bytes that are not UTF-8).
    case invalidCSV(source: String, line: Int, problem: String)
    /// A `--column` mapping names a header the table does not have.
    case unknownColumn(source: String, problem: String)
    /// One order, or one value beside `orders`, is larger than the reader will hold in memory.
    case valueTooLarge(source: String, position: SourcePosition, limit: Int)
    /// The orders are in different currencies and revenue was asked for without saying which.
    case mixedCurrencies(source: String, found: [CurrencyOrders])

    public var description: String {
        switch self {
        case .invalidJSON(let source, let position, let problem):
            return "\(source):\(position): invalid JSON: \(problem)"
        case .unexpectedTopLevel(let source, let position, let found):
            return
                "\(source):\(position): expected an object with an "
                + "\"orders\" array, or an array of orders; found \(found)"
        case .invalidRecord(let source, let position, let order, let field, let problem):
            let subject = field.map { "\(order): \"\($0)\" " } ?? "\(order): "
            return "\(source):\(position): \(subject)\(problem)"
        case .invalidCell(let source, let position, let header, let problem):
            return "\(source):\(position): \"\(header)\" (column \(position.column)) \(problem)"
        case .unknownColumn(let source, let problem):
            return "\(source):1: \(problem)"
        case .invalidCSV(let source, let line, let problem):
            return "\(source):\(line): invalid CSV: \(problem)"
        case .mixedCurrencies(let source, let found):
            let codes = found.map { "--currency \($0.name)" }
            return
                "\(source): the orders are in \(found.count) currencies "
                + "(\(found.map(\.description).joined(separator: ", "))), and revenue adds up "
                + "one at a time: give \(codes.dropLast().joined(separator: ", ")) "
                + "or \(codes[codes.count - 1]), or chart --metric units"
        case .valueTooLarge(let source, let position, let limit):
            return
                "\(source):\(position): this value is larger than \(limit >> 20) "
                + "MiB, far more than any order needs; refusing to hold it in memory"
        }
    }
}

extension OrderHistoryError: CategorizedError {
    public var category: FailureCategory {
        switch self {
        case .invalidJSON, .invalidCSV: .syntax
        case .unknownColumn: .usage
        case .unexpectedTopLevel, .invalidRecord, .invalidCell, .valueTooLarge, .mixedCurrencies: .badData
        }
    }
}
