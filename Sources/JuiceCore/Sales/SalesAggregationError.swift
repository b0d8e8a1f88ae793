/// Totals that cannot be represented.
public enum SalesAggregationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Units add up past `Int64.max`; only a corrupt or hostile file gets here.
    case totalOverflow(juice: String)

    public var description: String {
        switch self {
        case .totalOverflow(let juice):
            "units sold of \(juice) add up to more than \(Int64.max.groupedDecimal); the quantities cannot be right"
        }
    }
}
