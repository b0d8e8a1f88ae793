import Foundation

/// A value sent as a bind parameter or read back from a result row.
enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    /// An instant, sent to PostgreSQL as a `timestamptz` parameter: compared with a
    /// `timestamptz` column without a cast, so postgres_fdw can send the bound to a shard.
    case instant(Date)

    var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .real(let value): Int64(exactly: value)
        default: nil
        }
    }

    var real: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    var text: String? {
        switch self {
        case .null: nil
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value
        case .instant(let date): ISO8601DateFormatter().string(from: date)
        }
    }
}
