import CPangoCairo
import Failures

/// A Cairo failure, described with Cairo's own words for the status.
public struct CairoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The raw `cairo_status_t` value.
    public let status: UInt32
    /// What Cairo was asked to do when it failed.
    public let operation: String

    init(_ status: cairo_status_t, during operation: String) {
        self.status = status.rawValue
        self.operation = operation
    }

    public var description: String {
        let reason = String(cString: cairo_status_to_string(cairo_status_t(rawValue: status)))
        return "\(operation) failed in Cairo: \(reason)"
    }

    /// Throws unless `status` is `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, during operation: String) throws(CairoError) {
        if status != CAIRO_STATUS_SUCCESS { throw CairoError(status, during: operation) }
    }
}

extension CairoError: CategorizedError {
    public var category: FailureCategory {
        .software
    }
}
