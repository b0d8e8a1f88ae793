import Foundation

/// PostgreSQL's built-in type OIDs (`pg_type.dat`, fixed across versions) as juice-report reads them.
enum PostgresType {
    static let bool: UInt32 = 16, name: UInt32 = 19, int8: UInt32 = 20, int2: UInt32 = 21, int4: UInt32 = 23,
        text: UInt32 = 25
    static let oid: UInt32 = 26, float4: UInt32 = 700, float8: UInt32 = 701, bpchar: UInt32 = 1042,
        varchar: UInt32 = 1043
    static let date: UInt32 = 1082, timestamp: UInt32 = 1114, timestamptz: UInt32 = 1184, numeric: UInt32 = 1700

    /// How a column of the type is read; nil for a type juice-report does not read.
    static func kind(of type: UInt32) -> DatabaseColumn.Kind? {
        switch type {
        case int2, int4, int8: .integer
        case numeric, float4, float8: .decimal
        case text, varchar, bpchar, name: .text
        case timestamptz: .instant
        case timestamp: .localTime
        case date: .date
        default: nil
        }
    }

    /// The type's SQL name for the types above; other types are named by the server.
    static func name(of type: UInt32) -> String {
        switch type {
        case int2: "smallint"
        case int4: "integer"
        case int8: "bigint"
        case numeric: "numeric"
        case float4: "real"
        case float8: "double precision"
        case text: "text"
        case varchar: "character varying"
        case bpchar: "character"
        case self.name: "name"
        case timestamptz: "timestamp with time zone"
        case timestamp: "timestamp without time zone"
        case date: "date"
        default: "oid \(type)"
        }
    }

    /// A text-format cell as a value: integers and floats as numbers, everything else as text.
    static func value(_ text: String, type: UInt32) -> SQLValue {
        switch type {
        case int2, int4, int8, oid: Int64(text).map(SQLValue.integer) ?? .text(text)
        case float4, float8: Double(text).map(SQLValue.real) ?? .text(text)
        default: .text(text)
        }
    }

    /// The type a parameter is sent as, so `$1 < column` compares as the value's type.
    static func parameterType(_ value: SQLValue) -> UInt32 {
        switch value {
        case .null: 0
        case .integer: int8
        case .real: float8
        case .text: text
        case .instant: timestamptz
        }
    }
}
