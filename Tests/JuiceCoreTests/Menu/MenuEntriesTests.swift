import Testing
@testable import JuiceCore

/// A shop's menu file joins the built-in menu, or takes its place.
struct MenuEntriesTests {
    @Test func anEntryNamingABuiltInJuiceAmendsIt() throws {
        let menu = try Menu.standard.adding([
            MenuEntry(name: "Strawberry Banana", aliases: ["딸바", "SB Smoothie"], displayName: "딸기바나나", color: 0xFF3366)
        ])
        #expect(menu.juices.count == Menu.standard.juices.count)
        #expect(menu.identify("SB Smoothie") == .menu("strawberryBanana"))
        #expect(menu.identify("딸바") == .menu("strawberryBanana"))
        #expect(menu.identify("딸기바나나쥬스") == .menu("strawberryBanana"), "the built-in aliases stay")
        let juice = try #require(menu.juice(id: "strawberryBanana"))
        #expect(juice.color == 0xFF3366 && juice.colorFromMenuFile)
        #expect(juice.name(in: .english) == "딸기바나나" && juice.name(in: .korean) == "딸기바나나", "the display name is drawn")
        #expect(juice.recipe == Menu.standard.juice(id: "strawberryBanana")?.recipe, "the recipe stays")
        // Without a colour, the built-in colour stays the menu's own.
        let plain = try Menu.standard.adding([MenuEntry(name: "kiwi", category: "Juice")])
        #expect(plain.juice(id: "kiwi")?.color == 0x5C9E31 && plain.juice(id: "kiwi")?.colorFromMenuFile == false)
        #expect(plain.juice(id: "kiwi")?.category == "Juice")
    }

    @Test func otherEntriesAreProductsOfTheirOwn() throws {
        let menu = try Menu.standard.adding([
            MenuEntry(name: "Caffè Latte", aliases: ["Latte", "카페라떼"], category: "Coffee"),
            MenuEntry(name: "Croissant", displayName: "Butter Croissant", color: 0xD8B36A),
        ])
        #expect(menu.juices.count == Menu.standard.juices.count + 2)
        #expect(menu.identify(" latte ") == .menu("Caffè Latte"))
        #expect(menu.identify("카페라떼") == .menu("Caffè Latte"))
        #expect(menu.identify("Butter Croissant") == .menu("Croissant"), "the display name is a spelling too")
        #expect(menu.juice(id: "Caffè Latte")?.color == nil, "no colour: the name or the palette gives one")
        #expect(menu.name(of: .menu("Croissant"), in: .korean) == "Butter Croissant")
        #expect(menu.identify("딸기쥬스") == .menu("strawberry"), "extending keeps the juices")
    }

    @Test func replacingStartsFromNoJuices() throws {
        let menu = try Menu.standard.adding([MenuEntry(name: "Banana Bread")], replacing: true)
        #expect(menu.juices.map(\.id) == ["Banana Bread"])
        #expect(menu.identify("banana") == .offMenu("banana"), "the built-in banana juice is gone")
    }

    @Test func clashesAreRefusedNotTrapped() {
        #expect(
            throws: MenuEntryProblem(
                entry: 1, problem: "\"latte\" already names a product of this file", earlierEntry: 0)
        ) {
            try Menu.standard.adding([MenuEntry(name: "Latte"), MenuEntry(name: "Flat White", aliases: ["latte"])])
        }
        #expect(throws: MenuEntryProblem(entry: 0, problem: "names two products: \"kiwi\" is Kiwi, \"mango\" is Mango"))
        {
            try Menu.standard.adding([MenuEntry(name: "kiwi", aliases: ["mango"])])
        }
        #expect(throws: MenuEntryProblem.self) {
            try Menu.standard.adding([
                MenuEntry(name: "Latte", displayName: "Mocha"), MenuEntry(name: "Mocha Latte", displayName: "Mocha"),
            ])
        }
    }

    @Test func aMenuCategoryAnswersOnlyAndExcludeForLinesWithoutOne() throws {
        let menu = try Menu.standard.adding([
            MenuEntry(name: "Croissant", category: "Bakery"), MenuEntry(name: "Latte", category: "Coffee"),
        ])
        let bakeryOnly = JuiceFilter.Resolved(JuiceFilter(only: ["bakery"]), menu: menu)
        #expect(bakeryOnly.decision(for: .menu("Croissant")) == true)
        #expect(bakeryOnly.keeps(.menu("Latte"), category: nil) == false)
        #expect(bakeryOnly.keeps(.menu("Latte"), category: "Bakery") == true, "the line's own category comes first")
        let noCoffee = JuiceFilter.Resolved(JuiceFilter(exclude: ["Coffee"]), menu: menu)
        #expect(noCoffee.decision(for: .menu("Latte")) == false)
        #expect(noCoffee.decision(for: .menu("Croissant")) == true)
    }
}
