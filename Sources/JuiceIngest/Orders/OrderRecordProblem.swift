import JuiceCore

/// A bad field inside one order, before the reader turns the offset into a line and column.
struct OrderRecordProblem: Error {
    let offset: Int
    let order: OrderReference
    let field: String?
    let problem: String
}
