/// Where a slice's label ended up.
public struct SliceLabel: Sendable, Equatable {
    public enum Placement: Sendable, Equatable {
        /// Wholly inside the slice.
        case inside
        /// Beside the pie in the left or right column, reached by a leader line
        /// from the slice's rim (first point) to the label (last point).
        case outside(leader: [Point])
    }

    /// The slice this label belongs to.
    public let sliceIndex: Int
    public let text: PlacedText
    public let placement: Placement

    public init(sliceIndex: Int, text: PlacedText, placement: Placement) {
        self.sliceIndex = sliceIndex
        self.text = text
        self.placement = placement
    }

    public var leader: [Point]? {
        if case .outside(let leader) = placement { return leader }
        return nil
    }
}
