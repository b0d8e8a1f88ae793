import JuiceCore

extension OrderReadReport {
    /// Lines for standard error about orders or rows skipped under `--skip-invalid`, or none.
    public var skippedNotes: [String] {
        guard skipped > 0 else { return [] }
        let count = skippedRecord.counted(skipped, grouped: Int64(skipped).groupedDecimal)
        let shown = skippedExamples.count < skipped ? " (the first \(skippedExamples.count) below)" : ""
        return ["skipped \(count) (--skip-invalid)\(shown); the chart leaves them out"]
            + skippedExamples.map { "skipped: \($0)" }
    }
}
