extension Menu {
    /// The seven juices of the shop this tool grew out of (docs/domain.md).
    public static let standard = Menu(juices: [
        MenuJuice(
            id: "strawberry", koreanName: "딸기쥬스", englishName: "Strawberry",
            recipe: [FruitUse(16, .strawberry)], color: 0xD62839),
        MenuJuice(
            id: "banana", koreanName: "바나나쥬스", englishName: "Banana",
            recipe: [FruitUse(2, .banana)], color: 0xF7D64A),
        MenuJuice(
            id: "pineapple", koreanName: "파인애플쥬스", englishName: "Pineapple",
            recipe: [FruitUse(2, .pineapple)], color: 0xC98B0B),
        MenuJuice(
            id: "kiwi", koreanName: "키위쥬스", englishName: "Kiwi",
            recipe: [FruitUse(3, .kiwi)], color: 0x5C9E31),
        MenuJuice(
            id: "mango", koreanName: "망고쥬스", englishName: "Mango",
            recipe: [FruitUse(3, .mango)], color: 0xF58A1F),
        MenuJuice(
            id: "strawberryBanana", koreanName: "딸바쥬스", englishName: "Strawberry Banana",
            aliases: ["딸기바나나쥬스"], recipe: [FruitUse(10, .strawberry), FruitUse(1, .banana)],
            color: 0xF28BA8),
        MenuJuice(
            id: "mangoKiwi", koreanName: "망고키위쥬스", englishName: "Mango Kiwi",
            aliases: ["망키쥬스"], recipe: [FruitUse(2, .mango), FruitUse(1, .kiwi)],
            color: 0xA8C545),
    ])
}
