import Foundation
import Testing
import PieGeometry

struct SliceTests {
    @Test func slicesAreProportionalAndCoverAFullTurnExactly() {
        let slices = Slice.slices(for: [3, 1, 7, 0.5, 11])
        #expect(slices.count == 5)
        #expect(slices.first?.startAngle == 0)
        #expect(slices.last?.endAngle == 2 * Double.pi)
        #expect(abs(slices.map(\.sweep).reduce(0, +) - 2 * Double.pi) < 1e-12)
        #expect(abs(slices[0].sweep - 3 / 22.5 * 2 * Double.pi) < 1e-12)
        for (a, b) in zip(slices, slices.dropFirst()) {
            #expect(a.endAngle == b.startAngle)
        }
    }

    @Test func startAngleRotatesEverySlice() {
        let slices = Slice.slices(for: [1, 1], startAngle: -Double.pi / 2)
        #expect(
            slices == [
                Slice(startAngle: -Double.pi / 2, endAngle: Double.pi / 2),
                Slice(startAngle: Double.pi / 2, endAngle: 3 * Double.pi / 2),
            ])
        #expect(slices[0].midAngle == 0)
    }

    @Test func oneValueIsAFullCircle() {
        let slices = Slice.slices(for: [42])
        #expect(slices.count == 1)
        #expect(slices[0].isFullCircle)
        #expect(!Slice.slices(for: [1, 1])[0].isFullCircle)
        #expect(Slice.slices(for: [0, 0]).isEmpty)
    }
}
