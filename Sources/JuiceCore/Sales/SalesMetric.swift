/// What a slice measures.
public enum SalesMetric: String, Sendable, CaseIterable {
    /// Units sold (or, by fruit, fruits used).
    case units
    /// Quantity × unit price, in the shop's currency unit.
    case revenue
    /// The plain figures of a totals file (litres, kilograms, scores), with their decimals:
    /// neither units nor money. Orders have no such figure.
    case value
}
