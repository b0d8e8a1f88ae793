import Testing
import PieGeometry

struct RectTests {
    @Test func intersectsOnlyWhenSharingArea() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges do not overlap")
        #expect(!a.intersects(Rect(x: 0, y: 11, width: 5, height: 5)))
        #expect(a.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!a.contains(Rect(x: 1, y: 1, width: 10, height: 1)))
        #expect(
            Rect(center: Point(x: 5, y: 5), size: Size(width: 4, height: 2)) == Rect(x: 3, y: 4, width: 4, height: 2))
    }
}
