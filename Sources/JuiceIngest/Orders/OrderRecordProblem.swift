import JuiceCore

/// A bad field inside one order, before the reader turns the offset into a line and column.
struct OrderRecordProblem: Error {
    let offset: Int
    let order: OrderReference
    let field: String?
    let problem: String
    /// Set when the problem is the run's, not the order's (a key `--by` names that no order so far
    /// holds): the problem of the usage error the reader reports instead, never skipped.
    var usageProblem: String?
}
