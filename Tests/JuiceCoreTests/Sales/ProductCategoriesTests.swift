import Testing
@testable import JuiceCore

/// Each product's category: the one most of its lines name, with a word for those seen under several.
struct ProductCategoriesTests {
    @Test func aProductTakesItsMostUsedCategoryAndTheConflictIsTold() {
        var categories = ProductCategories()
        categories.count(.offMenu("Latte"), category: "Coffee", lines: 3)
        categories.count(.offMenu("Latte"), category: "Drinks")
        categories.count(.offMenu("Scone"), category: " Bakery ")
        #expect(categories.mostUsed == [.offMenu("Latte"): "Coffee", .offMenu("Scone"): "Bakery"])
        let conflicts = categories.conflicts
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.product == .offMenu("Latte"))
        #expect(conflicts.first?.chosen == "Coffee")
        #expect(conflicts.first?.others == ["Drinks"])
    }

    @Test func aTieGoesToTheNameThatSortsFirstAndEmptyOrNoneIsNoCategory() {
        var categories = ProductCategories()
        categories.count(.offMenu("Mug"), category: "Merch")
        categories.count(.offMenu("Mug"), category: "Branded")
        categories.count(.offMenu("Tote"), category: "")
        categories.count(.offMenu("Tote"), category: "None")
        #expect(categories.mostUsed == [.offMenu("Mug"): "Branded"])
    }

    @Test func theHalvesOfAFileAddUp() {
        var first = ProductCategories()
        first.count(.menu("latte"), category: "Drinks", lines: 2)
        var second = ProductCategories()
        second.count(.menu("latte"), category: "Coffee", lines: 3)
        first.merge(second)
        #expect(first.mostUsed == [.menu("latte"): "Coffee"])
        #expect(first.counts[.menu("latte")] == ["Drinks": 2, "Coffee": 3])
    }
}
