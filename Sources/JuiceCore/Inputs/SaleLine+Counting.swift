extension SaleLine {
    /// The units and revenue the line counts for, by the one rule of every total (the chart's, the
    /// days', the hours'): a sale; a return (a negative quantity: its units back and its amount
    /// off, whatever sign the amount is written with); a refund of money only (a positive quantity
    /// with a negative amount: revenue off, no units). The revenue is nil without an amount or a
    /// price; the whole is nil when quantity × price does not fit.
    @inline(__always)
    func counted() -> (units: Int64, revenue: Int64?)? {
        if let amount {
            if quantity < 0, amount > 0 { return (quantity, -amount) }
            return (quantity > 0 && amount < 0 ? 0 : quantity, amount)
        }
        guard let unitPrice else { return (quantity, nil) }
        let (product, overflow) = quantity.multipliedReportingOverflow(by: unitPrice)
        guard !overflow, product != .min else { return nil }
        return (quantity, product)
    }
}
