import Foundation
import JuiceCore
import PieGeometry
import PieRender
import Testing
@testable import JuiceReports

/// The inputs in samples/gallery-hard, each `NAME.csv` (totals) drawn with the options in
/// `NAME.args`, as `make gallery` draws them: charts that broke the old layout.
struct GalleryHardTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../samples/gallery-hard").standardizedFileURL
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".csv") }.map { String($0.dropLast(4)) }.sorted()

    /// The chart options of `NAME.args`: the few flags the gallery uses, with double quotes.
    static func specification(_ name: String) throws -> ChartSpecification {
        let text = (try? String(contentsOf: directory.appendingPathComponent("\(name).args"), encoding: .utf8)) ?? ""
        var words: [String] = []
        var quoted = false
        var word = ""
        for character in text {
            if character == "\"" { quoted.toggle() } else if character.isWhitespace && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else { word.append(character) }
        }
        if !word.isEmpty { words.append(word) }
        var options: [String: String] = [:]
        for index in stride(from: 0, to: words.count - 1, by: 2) { options[words[index]] = words[index + 1] }
        return try ChartSpecification(
            width: options["--width"].flatMap(Double.init) ?? 800, height: options["--height"].flatMap(Double.init) ?? 600,
            title: options["--title"], language: options["--names"].flatMap(NameLanguage.init) ?? .korean,
            labelContent: options["--label"].flatMap(LabelContent.init) ?? .namePercent,
            legendPosition: options["--legend"].flatMap(LegendPosition.init) ?? .automatic,
            top: options["--top"].flatMap(Int.init), order: options["--sort"].flatMap(SegmentOrder.init) ?? .value,
            startAngleDegrees: options["--start-angle"].flatMap(Double.init) ?? 0, donut: options["--donut"].flatMap(Double.init))
    }

    static func summary(_ name: String) throws -> SalesSummary {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("\(name).csv")))
        var aggregator = SalesAggregator()
        for row in try TotalsCSVReader.read(bytes, source: name) { try aggregator.add(row) }
        return aggregator.summary()
    }

    @Test func theGalleryHasItsCharts() {
        #expect(Self.names.count >= 12)
    }

    @Test(arguments: names)
    func everyChartKeepsEveryPromise(name: String) throws {
        let summary = try Self.summary(name)
        let (content, _, layout) = try Self.specification(name).draw(summary, menu: .standard, as: [.svg])
        #expect(layout.invariantViolations() == [], "\(name)")
        #expect(layout.unnamedSlices == [], "\(name)")
        // Every slice of 3 % or more carries at least its share, on the 200 × 150 canvas too.
        let total = content.segments.reduce(0) { $0 + $1.value }
        for (index, segment) in content.segments.enumerated() where Double(segment.value) / Double(total) >= 0.03 {
            #expect(layout.labels.contains { $0.sliceIndex == index }, "\(name): \(segment.name) has no label")
        }
    }

    @Test func foldsWhatNoLabelOrLegendRowCanName() throws {
        let (content, _, layout) = try Self.specification("companies-196").draw(try Self.summary("companies-196"), menu: .standard, as: [.svg])
        #expect(content.foldedToFit > 100)
        #expect(content.segments.last?.name == "기타 (\(content.foldedCount))")
        #expect(layout.legend?.entries.count == content.segments.count, "the legend is drawn and lists every slice")
    }
}
