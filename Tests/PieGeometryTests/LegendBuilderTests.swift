import Testing
@testable import PieGeometry

struct LegendBuilderTests {
    /// Money figures differ in width ("$1,115.38", "$9.18"): the value column is right-aligned, so
    /// the figures line up on their right edge, in every column of a legend beside or below the pie.
    @Test(arguments: [LegendPosition.right, .bottom])
    func valuesLineUpOnTheirRightEdge(position: LegendPosition) throws {
        let values = ["$1,115.38", "$9.18", "$8.00", "$6.00", "$3.00", "$120.50"]
        let names = ["Orange Juice", "Matcha Latte", "Strawberry", "sticker", "Custom Amount", "Kiwi"]
        let request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: [1115.38, 9.18, 8, 6, 3, 120.5], labels: names,
            legend: zip(names, values).map { LegendEntryText(name: $0, value: $1, share: "1%") },
            legendPosition: position)
        let layout = PieLayoutEngine().layout(request, measuring: FixedSizeMeasurer())
        #expect(layout.invariantViolations().isEmpty)
        let entries = try #require(layout.legend?.entries)
        #expect(entries.count == values.count)
        // Entries in one column share the left edge of their swatch.
        let columns = Dictionary(grouping: entries) { $0.swatch.minX }
        for column in columns.values {
            let rights = Set(column.map { ($0.value.box.maxX * 1000).rounded() })
            #expect(rights.count == 1, "value right edges \(column.map(\.value.box.maxX))")
            #expect(column.allSatisfy { $0.value.alignment == .right })
        }
    }
}

extension LegendBuilderTests {
    /// Sixty products of one size, named with long shared starts, below a pie at 800 × 600: whole
    /// names fit no legend; a request that may cut them (`legendMayCutNames`) lists every product
    /// in columns of names that each read as one product alone, within its column.
    @Test func aCatalogueLegendCutsNamesIntoMoreColumns() throws {
        let names = (0..<60).map { "Organic House Blend No. \($0) \(["Sm", "Rg", "Lg"][$0 % 3])" }
        var request = PieLayoutRequest(
            canvas: Size(width: 800, height: 600), title: nil, values: names.map { _ in 1 }, labels: names,
            legend: names.map { LegendEntryText(name: $0, value: "100", share: "1.67%") }, legendPosition: .bottom,
            legendMinimumFontScale: 1)
        let measurer = FixedSizeMeasurer(characterWidth: 8, lineHeight: 14)
        let whole = PieLayoutEngine().unverifiedLayout(request, measuring: measurer)
        #expect(whole.legend?.entries.count ?? 0 < 60)
        request.legendMayCutNames = true
        let layout = PieLayoutEngine().unverifiedLayout(request, measuring: measurer)
        #expect(layout.invariantViolations().isEmpty, "\(layout.invariantViolations())")
        let legend = try #require(layout.legend)
        #expect(legend.entries.count == 60)
        let shown = legend.entries.map(\.name.text)
        #expect(Set(shown).count == 60, "\(shown)")
        #expect(shown.contains { $0.contains("…") })
        for (entry, text) in zip(legend.entries, shown) {
            let pieces = text.components(separatedBy: "…")
            #expect(LabelPlacer.name(names[entry.index], matches: pieces) || text == names[entry.index], "\(text)")
        }
        let columns = Set(legend.entries.map { ($0.swatch.minX * 100).rounded() })
        #expect(columns.count >= 3, "\(columns.count) columns")
        #expect(legend.entries.allSatisfy { legend.frame.contains($0.name.box) })
    }
}

extension LegendBuilderTests {
    /// A legend relisted with some of its rows keeps their texts and type size, gives each row its
    /// slice back, and stays within the frame it had, beside the pie and below it.
    @Test(arguments: [LegendPosition.right, .bottom])
    func aRelistedLegendKeepsItsRowsWithinItsFrame(position: LegendPosition) throws {
        let names = (0..<24).map { "Product number \($0)" + String(repeating: "x", count: $0 % 7) }
        let measurer = FixedSizeMeasurer(characterWidth: 7, lineHeight: 13)
        let builder = LegendBuilder(measurer: measurer)
        let region = Rect(x: 10, y: 40, width: 780, height: 540)
        let entries = names.enumerated().map { LegendEntryText(name: $1, value: "\($0 + 10)", share: "4.17%") }
        let legend = try #require(builder.layout(entries, positions: [position], in: region, gap: 12))
        // Slice indices are the rows' own here; keep every third, the longest names among them gone.
        let kept = Array(stride(from: 1, to: names.count, by: 3))
        let shorter = try #require(builder.relisting(legend, keeping: kept))
        #expect(shorter.entries.map(\.index) == kept)
        #expect(shorter.entries.map(\.name.text) == kept.map { names[$0] })
        #expect(shorter.entries.map(\.value.text) == kept.map { "\($0 + 10)" })
        #expect(shorter.entries.allSatisfy { $0.name.fontScale == legend.entries[0].name.fontScale })
        #expect(shorter.position == legend.position)
        let outer = legend.frame
        for entry in shorter.entries {
            for box in [entry.swatch, entry.name.box, entry.value.box, entry.share.box] {
                #expect(
                    box.minX >= outer.minX - 1e-6 && box.maxX <= outer.maxX + 1e-6 && box.minY >= outer.minY - 1e-6
                        && box.maxY <= outer.maxY + 1e-6, "\(box) outside \(outer)")
            }
        }
        #expect(builder.relisting(legend, keeping: []) == nil)
        #expect(builder.relisting(legend, keeping: [names.count]) == nil, "a slice the legend did not list")
    }

    /// A legend beside the pie in a share of the width keeps its rows whole with their figures
    /// where they fit so; else it cuts its names where they differ and gives the shares alone.
    @Test func aLegendBesideThePieInLessWidthKeepsItsFiguresWhereItsNamesFitWhole() throws {
        let measurer = FixedSizeMeasurer(characterWidth: 7, lineHeight: 13)
        let builder = LegendBuilder(measurer: measurer)
        let region = Rect(x: 10, y: 40, width: 600, height: 400)
        let short = ["Latte", "Mocha", "Cold brew", "Flat white"].map {
            LegendEntryText(name: $0, value: "120", share: "12.5%")
        }
        let whole = try #require(builder.besideCut(short, widthShare: 0.3, in: region, gap: 12))
        #expect(whole.position == .right)
        #expect(whole.frame.size.width <= 180 + 1e-9)
        #expect(whole.entries.map(\.name.text) == short.map(\.name))
        #expect(whole.entries.map(\.value.text) == ["120", "120", "120", "120"])

        let long = [
            "Cold-Pressed Green Detox Juice - 500ml / Organic", "Cold-Pressed Green Detox Juice - 1L / Gift Box",
            "Sunrise Orange Carrot Ginger Shot - 250ml / 6-Pack", "Tropical Mango Passionfruit Smoothie - 350ml",
        ].map { LegendEntryText(name: $0, value: "120", share: "12.5%") }
        let cut = try #require(builder.besideCut(long, widthShare: 0.3, in: region, gap: 12))
        #expect(cut.frame.size.width <= 180 + 1e-9)
        #expect(cut.entries.allSatisfy { $0.value.text.isEmpty && $0.share.text == "12.5%" })
        #expect(cut.entries.allSatisfy { $0.name.text.contains("…") })
        #expect(Set(cut.entries.map(\.name.text)).count == long.count, "each cut name reads as one product")
        #expect(builder.besideCut(long, widthShare: 0.05, in: region, gap: 12) == nil, "no name reads cut so short")
    }
}

extension LegendBuilderTests {
    /// A legend below the pie that may cut its names takes, when asked the shortest (`shortest`),
    /// the columns that leave the pie the most room: more of them, each name still read as one
    /// product alone; without it, whole names in the fewest columns that hold them.
    @Test func theShortestLegendBelowTakesMoreColumnsOfCutNames() throws {
        let names = (0..<11).map { "Cold-Pressed Juice \(["Apple", "Beet", "Carrot", "Kale"][$0 % 4]) No. \($0)" }
        let entries = names.map { LegendEntryText(name: $0, value: "", share: "") }
        var builder = LegendBuilder(measurer: FixedSizeMeasurer(), minimumScale: 1)
        builder.mayCutNames = true
        let region = Rect(x: 12, y: 12, width: 800, height: 400)
        let fewest = try #require(builder.layout(entries, positions: [.bottom], in: region, gap: 12))
        builder.shortest = true
        let shortest = try #require(builder.layout(entries, positions: [.bottom], in: region, gap: 12))
        func columns(_ legend: LegendLayout) -> Int {
            Set(legend.entries.map { ($0.swatch.minX * 100).rounded() }).count
        }
        #expect(fewest.entries.map(\.name.text) == names)
        #expect(columns(shortest) > columns(fewest), "\(columns(shortest)) columns against \(columns(fewest))")
        #expect(shortest.frame.size.height < fewest.frame.size.height)
        #expect(shortest.entries.count == 11 && Set(shortest.entries.map(\.name.text)).count == 11)
        for entry in shortest.entries {
            let pieces = entry.name.text.components(separatedBy: "…")
            #expect(entry.name.text.contains("…") && LabelPlacer.name(names[entry.index], matches: pieces))
            #expect(names.indices.allSatisfy { $0 == entry.index || !LabelPlacer.name(names[$0], matches: pieces) })
        }
    }

    /// Few rows in a tall region fit one column; the shortest legend still takes two or more, in
    /// full-size type, rather than no legend of cut names and the last resort's smallest type.
    @Test func theShortestLegendOfFewRowsKeepsFullSizeType() throws {
        let entries = ["Latte", "Mocha", "Cold brew", "Flat white", "Americano", "Espresso"].map {
            LegendEntryText(name: $0, value: "", share: "")
        }
        var builder = LegendBuilder(measurer: FixedSizeMeasurer())
        (builder.mayCutNames, builder.shortest) = (true, true)
        let legend = try #require(
            builder.layout(entries, positions: [.bottom], in: Rect(x: 0, y: 0, width: 800, height: 1200), gap: 12))
        #expect(Set(legend.entries.map { ($0.swatch.minX * 100).rounded() }).count >= 2)
        #expect(legend.entries.allSatisfy { $0.name.fontScale == 1 })
        #expect(legend.entries.map(\.name.text) == entries.map(\.name), "whole names fit")
    }
}
