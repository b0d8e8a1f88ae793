/// One pre-aggregated `juice,value` pair, as a database's GROUP BY hands it over.
public struct TotalsRow: Sendable, Equatable {
    public let juice: String
    /// Units, or revenue with `--metric revenue`, at `Money.scale` (so `12` is 120,000); never negative.
    public let value: Int64
    /// `totals.csv:3` or `totals.json:4:5`, for messages.
    public let location: String

    public init(juice: String, value: Int64, location: String) {
        self.juice = juice
        self.value = value
        self.location = location
    }
}
