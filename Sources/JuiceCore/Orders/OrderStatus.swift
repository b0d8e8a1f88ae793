import Foundation

/// Whether an order counts as sold.
public enum OrderStatus: String, Sendable, CaseIterable {
    case completed, cancelled, refunded

    /// Reads a status as orders write it; case and surrounding spaces are ignored, and the
    /// American spelling `canceled` is accepted. Returns nil for any other value.
    public init?(written: String) {
        let normalized = written.trimmingCharacters(in: .whitespaces).lowercased()
        if normalized == "canceled" {
            self = .cancelled
        } else if let status = OrderStatus(rawValue: normalized) {
            self = status
        } else {
            return nil
        }
    }

    /// Cancelled and refunded orders are kept out of every total.
    public var countsAsSold: Bool { self == .completed }
}
