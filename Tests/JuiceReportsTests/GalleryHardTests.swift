import Foundation
import JuiceCore
import JuiceIngest
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
        var specification = try ChartSpecification(
            width: options["--width"].flatMap(Double.init) ?? 800, height: options["--height"].flatMap(Double.init) ?? 600,
            title: options["--title"], language: options["--names"].flatMap { NameLanguage(rawValue: $0) },
            labelContent: options["--label"].flatMap(LabelContent.init) ?? .namePercent,
            legendPosition: options["--legend"].flatMap(LegendPosition.init) ?? .automatic,
            top: options["--top"].flatMap(Int.init), order: options["--sort"].flatMap(SegmentOrder.init) ?? .value,
            startAngleDegrees: options["--start-angle"].flatMap(Double.init) ?? 0, donut: options["--donut"].flatMap(Double.init))
        // Without --names, the language the CLI settles from every name the totals write.
        var reading = OrderReadReport()
        for row in try rows(name) { reading.writtenNames.note(row.juice, menu: .standard) }
        specification.language = specification.language(after: reading, sales: try summary(name), menu: Menu.standard)
        return specification
    }

    static func rows(_ name: String) throws -> [TotalsRow] {
        try TotalsCSVReader.read(Array(try Data(contentsOf: directory.appendingPathComponent("\(name).csv"))), source: name)
    }

    static func summary(_ name: String) throws -> SalesSummary {
        var aggregator = SalesAggregator()
        for row in try rows(name) { try aggregator.add(row) }
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
        // Every slice of 3 % or more carries its name (whole or shortened) from 400 × 300 up, and on
        // the thumbnails (200 × 150, a 320 × 240 donut) at least its share or a 9 pt legend row: there
        // the biggest are named when their names fit, the rest fold into a named Other when a 9 pt
        // legend cannot list them (`aThumbnailNamesItsBiggestSlicesAndFoldsTheRestIntoANamedOther`);
        // the donut's long names need more than a 320-point canvas leaves beside a pie of 24 pt.
        let total = content.segments.reduce(0) { $0 + $1.value }
        let thumbnail = layout.canvas.width * layout.canvas.height < 400 * 300
        let listed = Set(layout.legend?.entries.map(\.index) ?? [])
        for (index, segment) in content.segments.enumerated() where Double(segment.value) / Double(total) >= 0.03 {
            let label = layout.labels.first { $0.sliceIndex == index }
            // A thumbnail's legend keeps 9 pt type, so it may leave a slice it lists without a label.
            #expect(label != nil || thumbnail && listed.contains(index), "\(name): \(segment.name) has no label")
            #expect(thumbnail || label?.form != .compact, "\(name): \(segment.name) shows only \(label?.text.text ?? "")")
        }
        // A larger slice never tells less than a smaller one: whole name, shortened, share, nothing.
        let told = layout.slices.indices.map { index in layout.labels.first { $0.sliceIndex == index }?.form.informativeness ?? 0 }
        for a in told.indices {
            for b in told.indices where content.segments[a].value > content.segments[b].value {
                #expect(told[a] >= told[b], "\(name): \(content.segments[a].name) tells less than \(content.segments[b].name)")
            }
        }
        #expect(layout.radius >= 24, "\(name)")
        // Legend type never shrinks below 9 pt: past it, more juices fold into Other.
        let legendSize = ChartStyle().fontSize(for: .legend, canvas: layout.canvas)
        for entry in layout.legend?.entries ?? [] {
            #expect(legendSize * entry.name.fontScale >= 9 - 1e-9, "\(name): \(entry.name.text)")
        }
    }

    @Test func theBannerStandsItsLegendBesideALargePie() throws {
        // Issue 18: at 1200 × 240 the legend went below a pie of 59 pt and most of the width stayed empty.
        let (_, _, layout) = try Self.specification("banner-1200x240").draw(try Self.summary("banner-1200x240"), menu: .standard, as: [.svg])
        #expect(layout.legend?.position == .right)
        #expect(layout.radius >= 80, "radius \(layout.radius)")
        let legend = try #require(layout.legend)
        #expect(legend.frame.minX > layout.center.x + layout.radius, "beside the pie, not over it")
    }

    @Test func anEnglishExportSpeaksEnglishThroughout() throws {
        // Issue 18: English menu names were drawn in Korean beside off-menu names left in English.
        let (content, _, layout) = try Self.specification("english-and-off-menu").draw(try Self.summary("english-and-off-menu"), menu: .standard, as: [.svg])
        let hangul = { (text: String) in text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
        let texts = content.segments.map(\.name) + layout.labels.map(\.text.text) + (layout.legend?.entries.map(\.name.text) ?? [])
            + [layout.title?.text, layout.footnote?.text].compactMap { $0 }
        #expect(!texts.contains(where: hangul), "\(texts.filter(hangul))")
        // Names stay as the export writes them (issue 27): "Strawberry Juice", not the menu's "Strawberry".
        #expect(content.segments.map(\.name).prefix(4) == ["Strawberry Juice", "Mango Juice", "Watermelon Juice", "Banana Juice"])
        let total = content.segments.reduce(0) { $0 + $1.value }
        for (index, segment) in content.segments.enumerated() where Double(segment.value) / Double(total) >= 0.03 {
            let label = try #require(layout.labels.first { $0.sliceIndex == index })
            #expect(label.form.namesSlice, "\(segment.name): \(label.text.text)")
        }
    }

    @Test func aThumbnailNamesItsBiggestSlicesAndFoldsTheRestIntoANamedOther() throws {
        // Issue 18: at 200 × 150 a legend of all seven juices left the pie 24 pt and every label a
        // bare share; then a legend of the four smallest in 5.4 pt type. The legend keeps 9 pt, has
        // no room at that size, and the four fold into an Other named on the pie with its share.
        let (content, _, layout) = try Self.specification("small-200x150").draw(try Self.summary("small-200x150"), menu: .standard, as: [.svg])
        #expect(layout.invariantViolations() == [])
        #expect(content.segments.map(\.name) == ["딸기쥬스", "딸바쥬스", "망고쥬스", "기타 (4)"])
        for index in content.segments.indices {
            let label = try #require(layout.labels.first { $0.sliceIndex == index }, "\(content.segments[index].name)")
            #expect(label.form == .full && label.text.text.hasPrefix(content.segments[index].name), "\(label.text.text)")
        }
        #expect(content.folded.map(\.name) == ["바나나쥬스", "망고키위쥬스", "키위쥬스", "파인애플쥬스"])
        #expect(layout.legend == nil)
        #expect(layout.footnote?.text.hasPrefix("기타 (4): 바나나쥬스 69, 망고키위쥬스 67, 키위쥬스 59") == true, "\(layout.footnote?.text ?? "")")
    }

    /// The thumbnails: the gallery's own, and every gallery chart drawn at 200 × 150 and 320 × 240.
    static let thumbnails: [(name: String, width: Double, height: Double)] =
        names.flatMap { name in [(name, 200.0, 150.0), (name, 320.0, 240.0)] }

    @Test(arguments: thumbnails)
    func aThumbnailDrawsNoTextUnderItsFloorAndNamesEveryNoticeableJuice(thumbnail: (name: String, width: Double, height: Double)) throws {
        // Issue 18, item 6: legend type has a floor of 9 pt on every canvas (it was 5.4 pt at
        // 200 × 150), labels keep their 10 pt; a juice of 3 % or more is named by its label or a
        // legend row, or is folded into an Other that is.
        let name = thumbnail.name
        var specification = try Self.specification(name)
        specification.canvas = Size(width: thumbnail.width, height: thumbnail.height)
        let summary = try Self.summary(name)
        let (content, _, layout) = try specification.draw(summary, menu: .standard, as: [.svg])
        let drawn = "\(name) at \(Int(thumbnail.width))×\(Int(thumbnail.height))"
        #expect(layout.invariantViolations() == [], "\(drawn)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(ChartLayoutDocument(content: content, layout: layout).json()))
                                    as? [String: Any])
        let slices = document["slices"] as? [[String: Any]] ?? []
        let labels = slices.compactMap { $0["label"] as? [String: Any] }
        let legendTexts = ((document["legend"] as? [String: Any])?["entries"] as? [[String: Any]] ?? [])
            .flatMap { $0["texts"] as? [[String: Any]] ?? [] }
        for label in labels {
            #expect((label["fontSize"] as? Double ?? 0) >= 10, "\(drawn): label \(label["text"] ?? "") at \(label["fontSize"] ?? "")")
        }
        for text in legendTexts {
            #expect((text["fontSize"] as? Double ?? 0) >= 9, "\(drawn): legend \(text["text"] ?? "") at \(text["fontSize"] ?? "")")
        }
        let listed = Set(layout.legend?.entries.map(\.index) ?? [])
        func named(_ index: Int) -> Bool {
            listed.contains(index) || layout.labels.contains { $0.sliceIndex == index && $0.form != .compact }
        }
        let total = summary.segments.reduce(Int64(0)) { $0 + $1.value }
        let folded = Set(content.folded.map(\.juice))
        let otherIndex = content.folded.isEmpty ? nil : content.segments.indices.last
        for segment in summary.segments where Double(segment.value) >= 0.03 * Double(total) {
            if folded.contains(segment.juice) {
                let other = try #require(otherIndex)
                #expect(named(other), "\(drawn): \(segment.juice) is folded into an Other nothing names")
            } else {
                let index = try #require(content.segments.firstIndex { $0.juice == segment.juice })
                #expect(named(index), "\(drawn): \(content.segments[index].name) is named nowhere")
            }
        }
    }

    @Test func aThumbnailWhoseLabelsNameEverySliceHasNoLegend() throws {
        // Issue 18, item 6: a 320 × 240 thumbnail's legend repeated all the labels on the chart.
        var specification = try ChartSpecification(width: 320, height: 240)
        specification.language = .korean
        let (_, _, layout) = try specification.draw(try Self.summary("small-200x150"), menu: .standard, as: [.svg])
        #expect(layout.labels.count == 7 && layout.labels.allSatisfy { $0.form == .full })
        #expect(layout.legend == nil)
    }

    @Test func aLowStripKeepsAPieOf24BeforeItsTitle() throws {
        // Issue 18: at 800 × 160 the pie shrank to 3–7 pt while a two-line footnote stayed.
        let (_, _, layout) = try Self.specification("strip-800x160").draw(try Self.summary("strip-800x160"), menu: .standard, as: [.svg])
        #expect(layout.radius >= 24, "radius \(layout.radius)")
        #expect(layout.invariantViolations() == [])
    }

    @Test func nearEqualJuicesShowTheirRankingAndTheSummarysFigures() throws {
        // Issue 18: twelve juices of 89 to 104 units all read 8 % or 9 %; one decimal tells them
        // apart, and it is the summary table's figure for the same juice.
        let summary = try Self.summary("twelve-near-equal")
        let (content, _, layout) = try Self.specification("twelve-near-equal").draw(summary, menu: .standard, as: [.svg])
        let shares = content.chart.request.legend.map(\.share)
        #expect(Set(shares).count == 12, "\(shares)")
        #expect(shares.allSatisfy { $0.contains(".") })
        let table = Dictionary(uniqueKeysWithValues: SummaryWriter().rows(of: summary).map { ($0.name, $0.share) })
        for (segment, share) in zip(content.segments, shares) { #expect(table[segment.name] == share, "\(segment.name)") }
        #expect(layout.labels.count == 12 && layout.labels.allSatisfy { $0.form == .full })
    }

    @Test func longProductNamesNameTheBestSellers() throws {
        // Issue 18: six products named as a shop's export names them had no name on the chart, and of
        // forty, the four best sellers (53.8 % of units) were nameless while small ones were named.
        for name in ["six-long-product-names", "forty-long-product-names"] {
            let (content, _, layout) = try Self.specification(name).draw(try Self.summary(name), menu: .standard, as: [.svg])
            for index in 0..<4 {
                let label = try #require(layout.labels.first { $0.sliceIndex == index }, "\(name): \(content.segments[index].name)")
                #expect(label.form != .compact, "\(name): \(label.text.text)")
                let shown = label.text.text.split(separator: "\n")[0].split(separator: "…")[0]
                #expect(shown.count >= 12 && content.segments[index].name.hasPrefix(shown), "\(name): \(label.text.text)")
            }
            // Sizes of one product differ at the end of their names: a name cut short keeps its end
            // too, so no two labels read alike ("Cold-Pressed…500ml / Organic").
            let names = layout.labels.map { $0.text.text.replacingOccurrences(of: "\\s*[0-9.<]+%$", with: "", options: .regularExpression) }
            #expect(Set(names).count == names.count, "\(name): \(names)")
        }
    }

    @Test func foldsWhatNoLabelOrLegendRowCanName() throws {
        let (content, _, layout) = try Self.specification("companies-196").draw(try Self.summary("companies-196"), menu: .standard, as: [.svg])
        #expect(content.foldedToFit > 100)
        #expect(content.segments.last?.name == "기타 (\(content.foldedCount))")
        #expect(layout.legend?.entries.count == content.segments.count, "the legend is drawn and lists every slice")
    }
}
