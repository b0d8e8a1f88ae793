/// How `--summary` prints the totals.
public enum SummaryFormat: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case table
    case json
    case csv
}

// `--summary`'s bare form (`defaultAsFlag`) describes its default with `String(describing:)`; saying
// here how a format describes itself spares every start-up the runtime's search of the conformance
// tables for the ways it could (bench/instructions.sh, job start-up).
extension SummaryFormat: CustomStringConvertible {
    public var description: String { rawValue }
}
