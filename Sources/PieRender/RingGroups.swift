import PieGeometry

/// The groups of a grouped chart (`--group-by`), drawn as an inner ring: each group's name,
/// colour and the outer slices (consecutive) that are its products.
public struct RingGroups: Sendable, Equatable {
    public let names: [String]
    public let colors: [RGBColor]
    /// The indices of each group's slices in the outer ring, in order.
    public let slices: [Range<Int>]

    public init(names: [String], colors: [RGBColor], slices: [Range<Int>]) {
        precondition(names.count == colors.count && names.count == slices.count, "one name and colour per group")
        self.names = names
        self.colors = colors
        self.slices = slices
    }
}
