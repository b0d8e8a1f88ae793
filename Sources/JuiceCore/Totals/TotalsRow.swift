/// One pre-aggregated `juice,value` pair, as a database's GROUP BY hands it over.
public struct TotalsRow: Sendable, Equatable {
    public let juice: String
    /// Units (or revenue with `--metric revenue`); never negative.
    public let value: Int64
    /// `totals.csv:3` or `totals.json:4:5`, for messages.
    public let location: String

    public init(juice: String, value: Int64, location: String) {
        self.juice = juice
        self.value = value
        self.location = location
    }
}
