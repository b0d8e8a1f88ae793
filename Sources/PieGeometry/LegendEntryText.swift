/// The three columns of one legend row.
public struct LegendEntryText: Sendable, Equatable {
    public var name: String
    public var value: String
    public var share: String

    public init(name: String, value: String, share: String) {
        self.name = name
        self.value = value
        self.share = share
    }
}
