/// How many of one fruit a single juice uses.
public struct FruitUse: Sendable, Hashable {
    public let fruit: Fruit
    public let count: Int

    public init(_ count: Int, _ fruit: Fruit) {
        self.fruit = fruit
        self.count = count
    }
}
