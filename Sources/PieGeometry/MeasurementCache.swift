/// Remembers the sizes a measurer gave, so a text measured once is not measured again.
///
/// Laying out one chart measures the same label forms over and over: the pie at five sizes and
/// three positions, with and without a legend, and again for each number of juices folding tries;
/// shortening a name measures candidates in a binary search each time. Pango's measuring was most
/// of the time of an 80-product chart (`bench/layout.sh`). A class, so that every copy of
/// the engine's helpers shares what the first one measured; it lives for one layout call.
final class MeasurementCache: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let role: TextRole
        let maxWidth: Double?
    }

    /// A shortening asked for (`TextShortening`): what, of which text, beside what, to which width.
    struct ShorteningKey: Hashable {
        let kind: Int
        let text: String
        let beside: String
        let width: Double
        let keeping: Int
        let role: TextRole
    }

    private let measurer: any TextMeasuring
    private var sizes: [Key: Size] = [:]
    private var shortenings: [ShorteningKey: String?] = [:]

    init(_ measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    func measure(_ text: String, role: TextRole, maxWidth: Double?) -> Size {
        let key = Key(text: text, role: role, maxWidth: maxWidth)
        if let size = sizes[key] { return size }
        let size = measurer.measure(text, role: role, maxWidth: maxWidth)
        sizes[key] = size
        return size
    }

    /// The shortening `key` names, worked out once: the label placer asks for the same names cut
    /// to the same widths again as it tries radii, sides and numbers of products, and each answer
    /// is a binary search of measured candidates. With `LabelTexts.ReadsAsOne`, the chain's day
    /// report (80 products) went from 0.42 to 0.38 s; the layouts are the same.
    func shortening(_ key: ShorteningKey, _ compute: () -> String?) -> String? {
        if let known = shortenings[key] { return known }
        let result = compute()
        shortenings[key] = .some(result)
        return result
    }

    /// `measurer` itself when it already remembers, else a new cache around it.
    static func around(_ measurer: some TextMeasuring) -> MeasurementCache {
        (measurer as? MeasurementCache) ?? MeasurementCache(measurer)
    }
}
