/// A fruit the shop buys, named in the languages the charts speak.
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

    public var japaneseName: String {
        switch self {
        case .strawberry: "いちご"
        case .banana: "バナナ"
        case .pineapple: "パイナップル"
        case .kiwi: "キウイ"
        case .mango: "マンゴー"
        }
    }

    public var chineseName: String {
        switch self {
        case .strawberry: "草莓"
        case .banana: "香蕉"
        case .pineapple: "菠萝"
        case .kiwi: "猕猴桃"
        case .mango: "芒果"
        }
    }

    /// The fruit's name in `language`.
    public func name(in language: NameLanguage) -> String {
        switch language {
        case .korean: koreanName
        case .english: englishName
        case .japanese: japaneseName
        case .chinese: chineseName
        }
    }
}
