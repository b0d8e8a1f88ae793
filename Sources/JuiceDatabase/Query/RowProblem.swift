/// Why a row cannot be counted, as the statement computes it per row (the `problem` column),
/// in the order the file readers check the fields. 0 is a row without a problem; the bad
/// values (`isBadValue`) leave the row out of every sum.
enum RowProblem: Int64, Sendable, CaseIterable {
    /// `orderedAt` holds a value that is not a time (PostgreSQL's `infinity`, SQLite text that does not parse).
    case badTime = 1
    /// `juice` is null or blank.
    case missingJuice = 2
    /// `quantity` is not a whole number other than 0 (a negative one is a return, which counts).
    case badQuantity = 3
    /// `unitPrice` is not an amount of money of at least 0 (at most `Money.scaleDigits` decimals).
    case badPrice = 4
    /// No `orderedAt`, when days are chosen or reported: a problem whatever the status, as
    /// an order must have a day before it can be left out as cancelled.
    case missingTime = 5
    /// No `unitPrice` and no `amount`, when revenue by juice is asked for: a problem only for a sold order.
    case missingPrice = 6
    /// `amount` is not an amount of money (a refund line's is negative).
    case badAmount = 7

    /// Whether the row is a problem only if its order counts as sold, as the aggregator checks
    /// a price only for sold orders; such rows are still added up in their groups.
    var dependsOnStatus: Bool { self == .missingPrice }
}
