/// Which of a slashed date's first two numbers is the month: `3/11/26` is 11 March in
/// day-first countries and 3 November in the United States.
public enum DateOrder: String, Sendable, CaseIterable {
    /// `31/12/2025`: day, month, year (`--date-order dmy`).
    case dayFirst = "dmy"
    /// `12/31/2025`: month, day, year (`--date-order mdy`).
    case monthFirst = "mdy"
}
