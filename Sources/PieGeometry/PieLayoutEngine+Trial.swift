extension PieLayoutEngine {
    /// The layout of `request` as it is (nothing folded), or nil when it would break a promise of
    /// `PieLayout.invariantViolations()` (a slice named neither by a label nor in the legend):
    /// for callers that try keeping more slices than `layoutFolding` chose.
    public func layoutIfSound(_ request: PieLayoutRequest, measuring measurer: some TextMeasuring) -> PieLayout? {
        let layout = narrowerLegend(
            unverifiedLayout(request, measuring: measurer), request: request, measuring: measurer)
        return layout.invariantViolations().isEmpty ? layout : nil
    }
}

extension PieLayoutEngine {
    /// `measurer` remembering what it measured, to hand to `layoutFolding` and then `layoutIfSound`,
    /// so trials after the folding measure only texts it did not (Pango measures dominate a layout's time).
    public static func remembering(_ measurer: some TextMeasuring) -> some TextMeasuring {
        MeasurementCache.around(measurer)
    }
}
