import ChartTestSupport
import Foundation
import JuiceCore
import JuiceIngest
import PieRender
import Testing
@testable import JuiceReports

/// A chart run in-process: request in, files and figures out.
struct ChartRunTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../samples"
    ).standardizedFileURL

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("juice-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private let sales = samples.appendingPathComponent("sales.json").path

    @Test func drawsTheSampleAndDescribesWhatItWrote() throws {
        let directory = try Self.temporaryDirectory()
        let path = directory.appendingPathComponent("pie.png").path
        let request = ChartRequest(
            source: .orders(OrderInputs(paths: [sales])), chart: try ChartSpecification(scale: 2),
            output: ChartOutput(path: path, format: .png), summary: .csv)
        let result = try request.run()
        #expect(result.written == "\(path) (PNG, 1600×1200 px, 7 products, 549 units)")
        #expect(result.sales.totalUnits == 549 && result.sales.segments.count == 7)
        #expect(result.reading.orders == 332)
        #expect(result.notes.isEmpty)
        #expect(result.table?.hasPrefix("product,units,share,revenue\n") == true)
        let image = try RasterImage(pngBytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 1600 && image.height == 1200)
    }

    /// An output kept in memory (what `serve` answers with) holds the bytes a file would, for a
    /// chart and a split grid, and writes nothing: the server draws with no file between.
    @Test func aChartKeptInMemoryIsTheFileItWouldWrite() throws {
        let directory = try Self.temporaryDirectory()
        for (split, name) in [(nil, "pie.svg"), ("store", "grid.svg")] as [(String?, String)] {
            let csv = directory.appendingPathComponent("orders.csv")
            try Data(
                ("id,orderedAt,store,juice,quantity\n1,2026-11-02T09:00:00+09:00,Gangnam,딸기쥬스,3\n"
                    + "2,2026-11-02T10:00:00+09:00,Mapo,망고쥬스,2\n").utf8
            ).write(to: csv)
            var file = ChartRequest(
                source: .orders(OrderInputs(paths: [csv.path])), chart: try ChartSpecification(),
                output: ChartOutput(path: directory.appendingPathComponent(name).path, format: .svg))
            file.splitBy = split
            var memory = file
            memory.output = .inMemory(.svg)
            let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let kept = try memory.run()
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
            let written = try file.run()
            #expect(written.chart == nil)
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            #expect(kept.chart == bytes && bytes.count > 1_000, "\(name)")
        }
    }

    @Test func totalsAndOrdersGiveTheSameTable() throws {
        let directory = try Self.temporaryDirectory()
        let fromOrders = try ChartRequest(
            source: .orders(OrderInputs(paths: [sales])), chart: try ChartSpecification(),
            output: nil, summary: .csv
        ).run()
        let totals = directory.appendingPathComponent("totals.csv")
        try Data(try #require(fromOrders.table).utf8).write(to: totals)
        let fromTotals = try ChartRequest(
            source: .totals(path: totals.path), chart: try ChartSpecification(), output: nil, summary: .csv
        ).run()
        // Totals of units carry no revenue; every other column is the same.
        func withoutRevenue(_ table: String?) -> [String] {
            (table ?? "").split(separator: "\n").map {
                $0.split(separator: ",", omittingEmptySubsequences: false).dropLast().joined(separator: ",")
            }
        }
        #expect(withoutRevenue(fromTotals.table) == withoutRevenue(fromOrders.table))
        #expect(withoutRevenue(fromTotals.table).count == 8)
        #expect(fromTotals.sales.total == fromOrders.sales.total)
    }

    @Test func notesNoSalesAndUnlabelledSlices() throws {
        let empty = try ChartRequest(
            source: .orders(OrderInputs(paths: [Self.samples.appendingPathComponent("gallery/no-sales.json").path])),
            chart: try ChartSpecification(), output: nil
        ).run()
        #expect(empty.notes.count == 1)
        // Issue 37: the note quotes the chart's own words (Korean names: both languages).
        #expect(empty.notes[0].hasSuffix("; the chart says \"판매 없음 / No sales\""))

        let directory = try Self.temporaryDirectory()
        let crowded = try ChartRequest(
            source: .orders(
                OrderInputs(paths: [Self.samples.appendingPathComponent("gallery/sixty-juices.json").path])),
            chart: try ChartSpecification(),
            output: ChartOutput(path: directory.appendingPathComponent("p.svg").path, format: .svg)
        ).run()
        // Leader lines kept 3 pt apart leave thin slices' labels out (issue 18). Issue 27: leaders may
        // fan from neighbouring rims and a slice without room no longer ends the labelling. Issue 37:
        // leaders stay 2 pt apart from 4 pt past the rim, so the five smallest (0.2 % each) go to
        // Other, 39 of the other 55 are labelled and 16 are left to the legend.
        #expect(
            crowded.notes == [
                "no room to name every product: the 5 smallest are folded into 기타 (5); "
                    + "--top 39 keeps only the 39 products the labels name",
                "no room for the labels of 쥬스 59, 쥬스 49, 쥬스 21, 쥬스 38, 쥬스 58 and 11 more; they are in the legend",
            ])
    }

    @Test func refusesToOverwriteAnInputAndWritesNothingOnFailure() throws {
        let directory = try Self.temporaryDirectory()
        let input = directory.appendingPathComponent("orders.json")
        try Data(#"[{"juice": "kiwi"}]"#.utf8).write(to: input)
        let overwrite = ChartRequest(
            source: .orders(OrderInputs(paths: [input.path])), chart: try ChartSpecification(),
            output: ChartOutput(path: input.path, format: .png))
        #expect(
            throws: FileError.unwritableOutput(
                path: input.path, reason: "it is the input file; choose another output path")
        ) {
            try overwrite.run()
        }
        let missingFolder = directory.appendingPathComponent("no/such/pie.png").path
        let unwritable = ChartRequest(
            source: .orders(OrderInputs(paths: [input.path])), chart: try ChartSpecification(),
            output: ChartOutput(path: missingFolder, format: .png))
        #expect(throws: FileError.unwritableOutput(path: missingFolder, reason: "No such file or directory")) {
            try unwritable.run()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["orders.json"])
    }

    @Test func specificationRefusesWhatCannotBeDrawn() throws {
        // Issue 27: labels of 12 pt and a legend of 11 pt need 320 × 240 (it was 160 × 120).
        let tooSmall = RequestError(
            "--width must be 320 to 20000 points and --height 240 to 20000: "
                + "a smaller canvas has no room for a pie with readable labels (12 pt) or legend (11 pt).")
        #expect(throws: tooSmall) { try ChartSpecification(width: 50) }
        #expect(throws: tooSmall) { try ChartSpecification(width: 319) }
        #expect(throws: tooSmall) { try ChartSpecification(width: 400, height: 239) }
        #expect(throws: tooSmall) { try ChartSpecification(width: 200, height: 150) }
        #expect(try ChartSpecification(width: 320, height: 240).canvas.width == 320)
        #expect(throws: RequestError("--scale must be between 0.25 and 8.")) { try ChartSpecification(scale: 100) }
        #expect(throws: RequestError("--donut must be between 0.1 and 0.9.")) { try ChartSpecification(donut: 0.95) }
        #expect(throws: RequestError("--start-angle must be a number of degrees between -3600 and 3600.")) {
            try ChartSpecification(startAngleDegrees: .infinity)
        }
        #expect(throws: RequestError("--by fruit counts fruit used; it cannot be combined with --metric revenue.")) {
            try SalesQuery(metric: .revenue, grouping: .fruit).checked()
        }
        #expect(
            throws: RequestError(
                "Cannot tell the format of 'pie.gif' from its extension; name the file .png, .svg or .pdf, or pass --format."
            )
        ) {
            try ChartOutput(path: "pie.gif", format: nil)
        }
    }

    @Test func specificationHoldsTheUnitsTheLayoutUses() throws {
        let spec = try ChartSpecification(minimumSharePercent: 2.5, startAngleDegrees: -90, donut: 0.5)
        #expect(abs(spec.startAngle + Double.pi / 2) < 1e-12)
        #expect(spec.minimumShare == 0.025 && spec.innerRadiusRatio == 0.5)
        #expect(try ChartSpecification().innerRadiusRatio == 0)
    }
}
