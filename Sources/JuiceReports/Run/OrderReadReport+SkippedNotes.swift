import JuiceCore

extension OrderReadReport {
    /// Lines for standard error about orders skipped under `--skip-invalid`, or none.
    public var skippedNotes: [String] {
        guard skipped > 0 else { return [] }
        let count = skipped == 1 ? "1 invalid order" : "\(Int64(skipped).groupedDecimal) invalid orders"
        let shown = skippedExamples.count < skipped ? " (the first \(skippedExamples.count) below)" : ""
        return ["skipped \(count) (--skip-invalid)\(shown); the chart leaves them out"]
            + skippedExamples.map { "skipped: \($0)" }
    }
}
