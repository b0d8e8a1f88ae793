/// A fruit the shop buys, named in both languages the charts speak.
public enum Fruit: String, Sendable, Hashable, CaseIterable {
    case strawberry, banana, pineapple, kiwi, mango

    public var koreanName: String {
        switch self {
        case .strawberry: "딸기"
        case .banana: "바나나"
        case .pineapple: "파인애플"
        case .kiwi: "키위"
        case .mango: "망고"
        }
    }

    public var englishName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
