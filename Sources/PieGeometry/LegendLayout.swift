/// A placed legend: a swatch and three texts per entry, in columns.
public struct LegendLayout: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// The slice (and request entry) this row stands for.
        public let index: Int
        public let swatch: Rect
        public let name: PlacedText
        public let value: PlacedText
        public let share: PlacedText

        public init(index: Int, swatch: Rect, name: PlacedText, value: PlacedText, share: PlacedText) {
            self.index = index
            self.swatch = swatch
            self.name = name
            self.value = value
            self.share = share
        }

        /// The swatch and the three texts of the row.
        public var boxes: [Rect] { [swatch, name.box, value.box, share.box] }
    }

    public let position: LegendPosition
    public let frame: Rect
    public let entries: [Entry]

    public init(position: LegendPosition, frame: Rect, entries: [Entry]) {
        self.position = position
        self.frame = frame
        self.entries = entries
    }
}
