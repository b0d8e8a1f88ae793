/// One pre-aggregated `juice,value` pair, as a database's GROUP BY hands it over.
public struct TotalsRow: Sendable, Equatable {
    public let juice: String
    /// Units, revenue or a plain figure, at `Money.scale` (so `12` is 120,000), rounded to it
    /// when the figure was written with more decimals; below 0 for a juice whose returns passed
    /// its sales (as `--summary csv` writes it), which is listed but not drawn.
    public let value: Int64
    /// `totals.csv:3` or `totals.json:4:5`, for messages.
    public let location: String
    /// The decimals the figure was written with (2 for `4.50`, 16 for `0.6270739405881613`).
    public let decimals: Int
    /// The ISO code of the currency its symbol or code named (`$1,234.50` → USD), if any.
    public let currencyCode: String?

    public init(juice: String, value: Int64, location: String, decimals: Int = 0, currencyCode: String? = nil) {
        self.juice = juice
        self.value = value
        self.location = location
        self.decimals = decimals
        self.currencyCode = currencyCode
    }
}
