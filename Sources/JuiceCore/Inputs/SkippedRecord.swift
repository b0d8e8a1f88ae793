/// What `--skip-invalid` leaves out of an input: whole orders (an order with one bad line goes
/// whole), rows of a totals table or of a database, or, across inputs of both kinds, records.
public enum SkippedRecord: String, Sendable, Equatable {
    case order
    case row
    case record

    /// "1 invalid order", "2 invalid rows".
    public func counted(_ count: Int, grouped: String) -> String {
        "\(grouped) invalid \(rawValue)\(count == 1 ? "" : "s")"
    }
}
