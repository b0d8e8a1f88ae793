/// What a `SalesAggregator` counted of one product (one slot: a juice, a spelling of a menu
/// juice, or a fruit), one value per product, so that a new figure is one field here and not a
/// parallel array to keep in step.
///
/// Invariants the aggregator keeps: `sliceValue` stays 0 while `isSlice` is false (a juice
/// counted by fruit feeds its fruits' slices, not its own); `revenue` means nothing once
/// `revenueUnknown` (some sale had no price); `unrecipedUnits` grows only by fruit, for a juice
/// without a recipe.
struct ProductTally: Sendable {
    /// The product the slot stands for.
    let juice: JuiceIdentity
    /// How the input wrote a menu juice (nil for its id, for a juice given in code, and for any
    /// other juice, whose identity keeps its spelling): each spelling has a slot of its own, so
    /// counting which is used most costs nothing per order.
    let spelling: String?
    /// The slice's value in the query's metric and grouping, and whether the slot is a slice at all.
    var sliceValue: Int64 = 0
    var isSlice = false
    var units: Int64 = 0
    var revenue: Int64 = 0
    /// Some sale of the product had no price, so its revenue is unknown.
    var revenueUnknown = false
    /// A line (or a database's group) of the product counted, whatever its figure came to, so
    /// the summary lists the product even when its returns reach its sales.
    var countedLines = false
    /// Units of a juice with no recipe, when counting by fruit.
    var unrecipedUnits: Int64 = 0
    /// The juice's recipe as fruit slots, filled in the first time it is needed (by fruit only);
    /// empty for a juice without one.
    var recipe: [(slot: Int, count: Int64)]?

    init(juice: JuiceIdentity, spelling: String?) {
        self.juice = juice
        self.spelling = spelling
    }
}
