/// How `--summary` prints the totals.
public enum SummaryFormat: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case table
    case json
    case csv
}
