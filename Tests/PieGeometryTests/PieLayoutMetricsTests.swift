import Testing
import PieGeometry

struct PieLayoutMetricsTests {
    private let metrics = PieLayoutMetrics()

    @Test func canvasesOf400By300OrMoreKeepTheFullSpacing() {
        #expect(metrics.scaled(for: Size(width: 400, height: 300)) == metrics)
        #expect(metrics.scaled(for: Size(width: 800, height: 600)) == metrics)
        // A banner as large in area as 400 × 300 keeps it too, however low.
        #expect(metrics.scaled(for: Size(width: 1200, height: 240)) == metrics)
    }

    @Test func smallerCanvasesShrinkTheSpacingWithTheirSideDownToHalf() {
        let thumbnail = metrics.scaled(for: Size(width: 200, height: 150))
        #expect(thumbnail.padding == 8)
        #expect(thumbnail.sectionGap == 6)
        #expect(thumbnail.leaderRadialLength == 7)
        #expect(thumbnail.leaderHorizontalLength == 8)
        #expect(thumbnail.leaderTextGap == 2)
        // What keeps text and lines apart stays.
        #expect(thumbnail.insideLabelPadding == metrics.insideLabelPadding)
        #expect(thumbnail.outlineMargin == metrics.outlineMargin)
        // 320 × 240 is 0.8 of 400 × 300 on each side.
        #expect(abs(metrics.scaled(for: Size(width: 320, height: 240)).padding - 12.8) < 1e-9)
        // Never below half.
        #expect(metrics.scaled(for: Size(width: 160, height: 120)).padding == 8)
    }
}
