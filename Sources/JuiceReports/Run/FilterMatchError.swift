import JuiceCore
import Failures

/// `--only` or `--where` values that name nothing in any input: a typo, or a store's name where a
/// product's was meant. The run stops before anything is written or sent, so a cron job never mails an
/// empty chart; the message lists what the inputs do hold, nearest to what was asked first.
public struct FilterMatchError: Error, Sendable, Equatable, CustomStringConvertible, CategorizedError {
    /// The `--where` column whose values matched nothing; nil for `--only`.
    public let column: String?
    public let values: [String]
    public let inputs: String
    /// The products and categories the inputs hold, nearest to the first value first, at most `listed` of each.
    public let products: [String]
    public let categories: [String]
    public let productCount: Int

    public init(
        values: [String], inputs: String, products: [String], categories: [String], productCount: Int,
        column: String? = nil
    ) {
        self.column = column
        self.values = values
        self.inputs = inputs
        self.products = products
        self.categories = categories
        self.productCount = productCount
    }

    /// How many of the held values the message names.
    static let listed = 12

    public var category: FailureCategory { .filterMatchesNothing }

    /// Throws when some `only` value of `filter` matched nothing in `sightings`; returns the
    /// `exclude` values that matched nothing (only a note: excluding what is not there changes nothing).
    static func check(_ filter: JuiceFilter, _ sightings: FilterSightings, inputs: String) throws(FilterMatchError)
        -> [String]
    {
        let unmatched = filter.only.indices.filter { !sightings.matchedOnly.contains($0) }.map { filter.only[$0] }
        if let first = unmatched.first {
            throw FilterMatchError(
                values: unmatched, inputs: inputs, products: nearest(sightings.names, to: first),
                categories: nearest(sightings.categories, to: first), productCount: sightings.names.count)
        }
        return filter.exclude.indices.filter { !sightings.matchedExclude.contains($0) }.map { filter.exclude[$0] }
    }

    /// The first `listed` of `held`, nearest to `value` first (edit distance ignoring case and
    /// spaces, then the order met), so "Coffe" lists "Coffee" before "Bread".
    static func nearest(_ held: [String], to value: String) -> [String] {
        let target = Array(value.foldedForMatching)
        return held.enumerated()
            .map {
                (index: $0.offset, name: $0.element, distance: distance(Array($0.element.foldedForMatching), target))
            }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .prefix(listed).map(\.name)
    }

    /// Throws when some value of a `--where` clause matched nothing in its column.
    static func check(_ filter: ColumnFilter, _ sightings: [ColumnSighting], inputs: String) throws(FilterMatchError) {
        for (index, clause) in filter.clauses.enumerated() where !clause.observesOnly {
            let sighting = sightings.indices.contains(index) ? sightings[index] : ColumnSighting()
            let unmatched = clause.values.indices.filter { !sighting.matched.contains($0) }.map { clause.values[$0] }
            if let first = unmatched.first {
                throw FilterMatchError(
                    values: unmatched, inputs: inputs, products: nearest(sighting.held, to: first), categories: [],
                    productCount: sighting.held.count, column: clause.column)
            }
        }
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    public var description: String {
        if let column {
            var text = "--where \(column)=\(values.joined(separator: ",")) matches nothing in \(inputs)"
            if products.isEmpty { return text + ", whose \"\(column)\" column is empty; nothing was written" }
            let more = productCount > products.count ? ", … (\(Int64(productCount).groupedDecimal) in all)" : ""
            text += "; its \"\(column)\" values, nearest first: \(products.joined(separator: ", "))\(more)"
            return text + "; nothing was written"
        }
        let quoted = values.map { "\"\($0)\"" }.joined(separator: ", ")
        var text = "--only \(quoted) \(values.count == 1 ? "matches" : "match") no product or category in \(inputs)"
        if products.isEmpty, categories.isEmpty { return text + ", which holds no products; nothing was written" }
        if !products.isEmpty {
            let more = productCount > products.count ? ", … (\(Int64(productCount).groupedDecimal) in all)" : ""
            text += "; its products, nearest first: \(products.joined(separator: ", "))\(more)"
        }
        if !categories.isEmpty { text += "; its categories: \(categories.joined(separator: ", "))" }
        return text + "; nothing was written"
    }
}
