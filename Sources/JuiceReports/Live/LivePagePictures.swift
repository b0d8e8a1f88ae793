import Foundation

/// The pictures of a live page as data to paint (issue 38): its pie (`LivePagePie`), its trend and
/// its hours (`LivePicture`; no hours when no order has a time of day), what an event's `pictures`
/// carries after the view's table. The page then fetched without its pictures (`pictures=painted`)
/// is drawn from the same layouts.
public struct LivePagePictures: Sendable, Encodable {
    public let pie: LivePagePie
    let trend: LivePicture
    let hours: LivePicture?
    /// Whether the pie needed both its layouts (`PeriodReport.pie`): not sent, but a hint for the
    /// view's next pictures (`layingOutBoth`).
    public let pieNeededBoth: Bool

    private enum CodingKeys: String, CodingKey { case pie, trend, hours }

    /// The pictures as compact JSON (no spaces, keys sorted): what an event's `"pictures"` carries.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            preconditionFailure("strings and finite numbers always encode: \(error)")
        }
    }
}
