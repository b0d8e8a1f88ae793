import Foundation
import PieGeometry
@testable import PieRender
import Testing

/// How a report's blocks are cut into pieces and placed down pages, read from the placement
/// itself (pages, tops, heights) with the Pango setup that draws them.
struct ReportFlowTests {
    /// A piece as placed: its page (from 0), its top and its height, in points.
    private struct Placed: Equatable {
        let page: Int
        let top: Double
        let height: Double
    }

    private let page = Size(width: 420, height: 420)
    /// 40-point margins and a 24-point footer: pieces end by 420 − 40 − 24.
    private let bottom = 356.0

    private func placed(_ blocks: [ReportBlock]) throws -> [Placed] {
        let document = ReportDocument(
            title: "t", pageSize: page, creationDate: Date(timeIntervalSince1970: 0),
            footer: "f", blocks: blocks)
        let context = try CairoContext(surface: try CairoSurface.pdf(width: page.width, height: page.height))
        TextSetup.configure(context)
        let pages = ReportFlow(document: document, style: ChartStyle(), context: context).paginate()
        return pages.enumerated().flatMap { number, pieces in
            pieces.map { Placed(page: number, top: $0.1, height: $0.0.height) }
        }
    }

    private func table(rows: Int) -> ReportTable {
        ReportTable(
            header: ["juice", "units"], alignRight: [false, true],
            rows: (1...rows).map { ReportTable.Row(cells: ["딸기쥬스 \($0)", "\($0)"]) })
    }

    @Test func piecesStackFromTheMarginAndNoneCrossesTheFooter() throws {
        let pieces = try placed((1...60).map { .paragraph("딸기쥬스 \($0): 12 units, ₩54,000") })
        #expect(pieces.count == 60)
        #expect(pieces.last?.page ?? 0 >= 2, "60 paragraphs fill more than two small pages")
        for (index, piece) in pieces.enumerated() {
            #expect(piece.top + piece.height <= bottom, "piece \(index)")
            if index == 0 || pieces[index - 1].page != piece.page {
                #expect(piece.top == 40, "piece \(index) starts its page at the margin")
            } else {
                #expect(piece.top == pieces[index - 1].top + pieces[index - 1].height, "piece \(index)")
            }
        }
        // A page ends only when its next piece would not fit.
        for index in pieces.indices.dropFirst() where pieces[index].page != pieces[index - 1].page {
            #expect(pieces[index - 1].top + pieces[index - 1].height + pieces[index].height > bottom, "piece \(index)")
        }
    }

    /// A table is one piece a row, the header with the first; its heading stays on the page of
    /// the header even when the heading alone would fit at the foot of the page before.
    @Test func aHeadingNeverEndsAPage() throws {
        var pushed = 0
        for count in 1...24 {
            let blocks: [ReportBlock] =
                (0..<count).map { _ in .paragraph("딸기쥬스") }
                + [.heading("By juice"), .table(table(rows: 3))]
            let pieces = try placed(blocks)
            #expect(pieces.count == count + 1 + 4, "\(count) paragraphs, the heading, the header and 3 rows")
            let heading = pieces[count]
            let header = pieces[count + 1]
            #expect(heading.page == header.page, "after \(count) paragraphs")
            let before = pieces[count - 1]
            if heading.page != before.page, before.top + before.height + heading.height <= bottom { pushed += 1 }
        }
        #expect(pushed >= 1, "some count of paragraphs leaves room for the heading alone")
    }

    @Test func pageBreaksStartAPageButNeverAnEmptyOne() throws {
        let pieces = try placed([.pageBreak, .paragraph("a"), .pageBreak, .pageBreak, .paragraph("b")])
        #expect(pieces.map(\.page) == [0, 1])
        #expect(pieces.map(\.top) == [40, 40])
        #expect(try placed([]) == [])
    }

    /// A chart is its canvas and a 14-point gap; one taller than the page takes a page of its own
    /// rather than leaving an empty one before it.
    @Test func aChartTallerThanThePageStandsAloneOnItsPage() throws {
        let tall = TrendChartRendererTests.fiveDays(canvas: Size(width: 300, height: 500))
        let pieces = try placed([.paragraph("before"), .trend(tall), .paragraph("after")])
        #expect(pieces.map(\.page) == [0, 1, 2])
        #expect(pieces[1] == Placed(page: 1, top: 40, height: 514))
        #expect(pieces[2].top == 40)
    }
}
