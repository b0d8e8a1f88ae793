extension PieLayoutEngine {
    /// The layout of `request` as it is (nothing folded), or nil when it would break a promise of
    /// `PieLayout.invariantViolations()` (a slice named neither by a label nor in the legend):
    /// for callers that try keeping more slices than `layoutFolding` chose.
    public func layoutIfSound(_ request: PieLayoutRequest, measuring measurer: some TextMeasuring) -> PieLayout? {
        let layout = unverifiedLayout(request, measuring: measurer)
        return layout.invariantViolations().isEmpty ? layout : nil
    }
}
