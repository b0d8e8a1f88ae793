/// What a slice stands for.
public enum SalesGrouping: String, Sendable, CaseIterable {
    /// One slice per juice.
    case juice
    /// One slice per fruit used, through the menu's recipes: what to restock.
    case fruit
}
