/// Where a slice's label ended up.
public struct SliceLabel: Sendable, Equatable {
    public enum Placement: Sendable, Equatable {
        /// Wholly inside the slice.
        case inside
        /// Beside the pie in the left or right column, or standing above or below it, reached by a leader line
        /// from the slice's rim (first point) to the label (last point).
        case outside(leader: [Point])
    }

    /// The slice this label belongs to.
    public let sliceIndex: Int
    public let text: PlacedText
    public let placement: Placement
    /// How much of the slice's full label is shown; anything less needs the legend to name the slice.
    public let form: LabelForm

    public init(sliceIndex: Int, text: PlacedText, placement: Placement, form: LabelForm = .full) {
        self.sliceIndex = sliceIndex
        self.text = text
        self.placement = placement
        self.form = form
    }

    public var leader: [Point]? {
        if case .outside(let leader) = placement { return leader }
        return nil
    }

    /// The leader line's straight pieces, from the rim to the label.
    var leaderSegments: [LineSegment] {
        guard let leader else { return [] }
        return zip(leader, leader.dropFirst()).map { LineSegment(from: $0, to: $1) }
    }
}
