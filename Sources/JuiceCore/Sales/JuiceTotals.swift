/// One juice's units and revenue, for summary tables.
public struct JuiceTotals: Sendable, Equatable {
    public let juice: JuiceIdentity
    public let units: Int64
    /// Nil when some sale of this juice had no price.
    public let revenue: Int64?

    public init(juice: JuiceIdentity, units: Int64, revenue: Int64?) {
        self.juice = juice
        self.units = units
        self.revenue = revenue
    }
}
