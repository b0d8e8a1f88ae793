import Foundation
import Testing
@testable import PieGeometry

/// Issue 37, "Big slices first, whole": the charts that showed each fault, kept by name.
struct Issue37RegressionTests {
    private let engine = PieLayoutEngine()
    private let measurer = FixedSizeMeasurer(characterWidth: 8, lineHeight: 16, titleLineHeight: 20)

    private func request(
        _ names: [String], _ values: [Double], canvas: Size, legend: LegendPosition = .automatic
    ) -> PieLayoutRequest {
        let total = values.reduce(0, +)
        let shares = values.map { String(format: "%.1f%%", $0 / total * 100) }
        return PieLayoutRequest(
            canvas: canvas, title: "Smoothie sales", values: values,
            labels: zip(names, shares).map { "\($0)\n\($1)" },
            legend: names.indices.map {
                LegendEntryText(name: names[$0], value: "\(Int(values[$0]))", share: shares[$0])
            },
            legendPosition: legend)
    }

    private static let smoothies = (
        names: [
            "Strawberry Banana Smoothie", "Mango Passionfruit Smoothie", "Blueberry Acai Smoothie",
            "Green Detox Smoothie", "Peanut Butter Banana Smoothie", "Tropical Pineapple Smoothie", "Kiwi",
            "Peach", "Raspberry Lemonade Smoothie", "Chocolate Banana Smoothie", "Cherry", "Lime", "Matcha",
            "Coconut", "Plum", "Fig", "Pear", "Date", "Yuzu", "Kale",
        ],
        values: [156.0, 133, 102, 89, 75, 68, 59, 51, 44, 39, 34, 30, 26, 22, 19, 16, 13, 12, 10, 2]
    )

    @Test func twentySmoothiesNameTheirBigSlicesWhole() throws {
        // Issue 37: at 640 × 640 the two largest slices read "Strawberry Bana… 15.6%" and "Mango
        // Passio… 13.3%" while 1 % slices were named whole; the big slices had room inside.
        let layout = engine.layout(
            request(Self.smoothies.names, Self.smoothies.values, canvas: Size(width: 640, height: 640)),
            measuring: measurer)
        #expect(layout.invariantViolations() == [])
        for index in 0..<2 {
            let label = try #require(layout.labels.first { $0.sliceIndex == index })
            #expect(label.form == .full, "\(label.text.text)")
            #expect(
                label.text.text.replacingOccurrences(of: "\n", with: " ").hasPrefix(Self.smoothies.names[index]),
                "\(label.text.text)")
        }
        // No name cut short while a smaller slice's is whole.
        let shortened = layout.labels.filter { $0.form == .shortened }.map(\.sliceIndex)
        let whole = layout.labels.filter { $0.form == .full }.map(\.sliceIndex)
        for cut in shortened {
            #expect(whole.allSatisfy { Self.smoothies.values[$0] >= Self.smoothies.values[cut] }, "slice \(cut)")
        }
        let chart = request(Self.smoothies.names, Self.smoothies.values, canvas: Size(width: 640, height: 640))
        #expect(engine.readingShortfalls(of: layout, request: chart, measuring: measurer) == [])
    }

    @Test func aBigSliceWhoseNameFitsInsideIsNamedInside() throws {
        // Issue 37: a big slice whose name fits inside is named inside. On one line (208 pt) the name
        // does not fit the quarter; broken onto two lines (136 pt) it does.
        let names = ["Strawberry Banana Smoothie", "Mango", "Kiwi", "Peach"]
        let layout = engine.layout(
            request(names, [25, 25, 25, 25], canvas: Size(width: 640, height: 480)), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        let label = try #require(layout.labels.first { $0.sliceIndex == 0 })
        #expect(label.placement == .inside && label.form == .full, "\(label.text.text)")
        #expect(label.text.text == "Strawberry Banana\nSmoothie 25.0%")
    }

    /// Chinese company names: each starts with a city and ends with "科技有限公司" or "有限公司".
    private static let companies = [
        "北京字节跳动科技有限公司", "北京百度网讯科技有限公司", "北京小米移动软件有限公司", "北京京东世纪贸易有限公司",
        "北京快手科技有限公司", "北京美团三快科技有限公司", "北京滴滴出行科技有限公司", "北京新浪互联信息服务有限公司",
        "北京搜狐新媒体信息技术有限公司", "北京奇虎科技有限公司", "北京爱奇艺科技有限公司", "北京网易有道计算机系统有限公司",
    ]

    @Test func chineseCompanyNamesKeepWhatTellsThemApart() throws {
        // Issue 37: names were cut from the front, keeping "…有限公司" that every name shares; they
        // are cut where they agree ("北京", "有限公司") and keep what tells them apart.
        let values = (0..<12).map { Double(24 - $0) }
        // Han characters are about twice as wide as Latin letters.
        let wide = FixedSizeMeasurer(characterWidth: 14, lineHeight: 20, titleLineHeight: 24)
        let layout = engine.layout(
            request(Self.companies, values, canvas: Size(width: 640, height: 480)), measuring: wide)
        #expect(layout.invariantViolations() == [])
        let cut = layout.labels.filter { $0.form == .shortened }
        #expect(!cut.isEmpty, "the names are too wide to stand whole: \(layout.labels.map(\.text.text))")
        for label in cut {
            let name = Self.companies[label.sliceIndex]
            let shown = String(label.text.text.split(separator: "\n")[0]).replacingOccurrences(
                of: "\\s*[0-9.]+%$", with: "", options: .regularExpression)
            // What tells it apart: the two characters after the city.
            let core = String(name.dropFirst(2).prefix(2))
            #expect(shown.contains(core), "\(shown) keeps \(core)")
            #expect(!shown.hasPrefix("北京") && !shown.hasSuffix("有限公司"), "\(shown)")
        }
    }

    @Test func agreedPartsAreTheWordsOrSquaresEveryNameShares() {
        let chinese = LabelTexts.agreedParts(of: Self.companies + ["其他 (4)"])
        #expect(chinese[0] == (start: 2, end: 4))
        #expect(chinese.last.map { $0 == (start: 0, end: 0) } == true)
        let latin = LabelTexts.agreedParts(of: ["Strawberry Smoothie", "Mango Smoothie", "Kiwi Smoothie"])
        #expect(latin.map(\.start) == [0, 0, 0])
        #expect(latin.map(\.end) == [9, 9, 9])
        // Not within a word: "Smoothie" and "Sunrise" share no word at their start.
        #expect(LabelTexts.agreedParts(of: ["Smoothie", "Sunrise"]).allSatisfy { $0 == (start: 0, end: 0) })
    }

    @Test func sixSlicesWhoseNamesFitKeepAnEChartsSizedPie() {
        // Issue 37: the pie shrank from 229 to 150 pt with 130 pt empty above and below; six
        // slices whose names fit at 800 × 600 keep a radius of at least 0.35 of the short side.
        let names = ["Strawberry Juice", "Mango Juice", "Banana Juice", "Kiwi Juice", "Orange Juice", "Grape Juice"]
        let chart = request(names, [30, 22, 18, 14, 10, 6], canvas: Size(width: 800, height: 600))
        let layout = engine.layout(chart, measuring: measurer)
        #expect(layout.invariantViolations() == [])
        #expect(layout.labels.count == 6 && layout.labels.allSatisfy { $0.form == .full })
        #expect(layout.radius >= 0.35 * 600, "radius \(layout.radius)")
        #expect(engine.readingShortfalls(of: layout, request: chart, measuring: measurer) == [])
    }

    @Test func aThumbnailKeepsADiscOfAThirdOfItsShortSide() {
        // Issue 37: a 320 × 240 thumbnail drew a 24 pt pie between two label columns; the disc is a
        // third of the short side across at least, and what its labels cannot name goes to the legend.
        let chart = request(
            Self.smoothies.names, Self.smoothies.values, canvas: Size(width: 320, height: 240))
        let small = FixedSizeMeasurer(characterWidth: 7, lineHeight: 14, titleLineHeight: 18)
        let (layout, _) = engine.layoutFolding(count: 20, measuring: small) { kept in
            guard let kept else { return chart }
            var folded = Array(Self.smoothies.values.prefix(kept))
            folded.append(Self.smoothies.values.dropFirst(kept).reduce(0, +))
            return request(
                Array(Self.smoothies.names.prefix(kept)) + ["Other (\(20 - kept))"], folded,
                canvas: Size(width: 320, height: 240))
        }
        #expect(layout.invariantViolations() == [])
        #expect(layout.radius >= 240 / 6, "radius \(layout.radius)")
        #expect(layout.unnamedSlices.isEmpty)
    }

    @Test func neighbouringSliversKeepTheirLeadersTwoPointsApart() {
        // Issue 37: leaders of neighbouring slivers started 0.01 pt apart and ran along one segment.
        let values = [400.0, 300] + (0..<40).map { 1 + Double($0 % 3) }
        let names = values.indices.map { "쥬스 \($0)" }
        let layout = engine.layout(request(names, values, canvas: Size(width: 800, height: 600)), measuring: measurer)
        #expect(layout.invariantViolations() == [])
        let leaders = layout.labels.compactMap(\.leader)
        #expect(leaders.count >= 8, "\(leaders.count) outside labels")
        // Measured here, apart from the engine: the parts of each leader 4 pt beyond the rim.
        func beyondTheRim(_ leader: [Point]) -> [LineSegment] {
            zip(leader, leader.dropFirst()).flatMap {
                LineSegment(from: $0, to: $1).parts(outsideCircleAround: layout.center, radius: layout.radius + 4)
            }
        }
        var closest = Double.infinity
        for (i, a) in leaders.enumerated() {
            for b in leaders[(i + 1)...] {
                for p in beyondTheRim(a) { for q in beyondTheRim(b) { closest = min(closest, p.distance(to: q)) } }
            }
        }
        #expect(closest >= 2 - 1e-6, "two leaders come within \(closest) pt")
        // Slivers whose leaders cannot keep apart are named by the legend.
        #expect(layout.unnamedSlices.isEmpty)
    }

    /// A random chart of the property test rebuilt from its data (`RandomPieChart.reproduction`).
    private static func randomChart(
        canvas: Size, names: [String], values: [Double], content: RandomPieChart.Content, title: String?,
        footnote: String?, startAngle: Double, clockwise: Bool, donut: Double, legend: LegendPosition,
        characterWidth: Double
    ) -> RandomPieChart {
        var chart = RandomPieChart(seed: 0)
        chart.canvas = canvas
        chart.juices = zip(names, values).map { RandomPieChart.Juice(name: $0, value: $1) }
        (chart.content, chart.title, chart.footnote) = (content, title, footnote)
        (chart.startAngle, chart.clockwise, chart.innerRadiusRatio) = (startAngle, clockwise, donut)
        chart.legendPosition = legend
        chart.measurer = FixedSizeMeasurer(
            characterWidth: characterWidth, lineHeight: characterWidth * 2, titleLineHeight: characterWidth * 2.4)
        return chart
    }

    @Test func issue37Seed1KeepsAnEChartsPieStandingAside() {
        // Seed 1 of the property test: fourteen names all whole on a pie of 189 pt centred, where a
        // pie of 263 pt standing aside for its right column named them all as well. The search
        // stood the pie aside only at its best size; the pie keeps 0.35 of the short side (240 pt).
        let chart = Self.randomChart(
            canvas: Size(width: 753, height: 687),
            names: [
                "갺꾌룦쒱0", "뫜둌뿃1", "뚻2", "b3", "칅뭘롫됁뫔밓갉얺챳뱳쌴묮4", "뀿됻놩벱쁨뤁챊댟긛늳왣5", "믕껎삤뛮딣뗀캃뜵긱쓽읮닁6",
                "kppteedok7", "흢쫫쬄퇵뿯쀤뾒퉮듧쳱쪅윋8", "챟쁼칧갣협꺜쩝새좯9", "unwkxeig10", "ltzdbj11", "fulctftr12", "쮧진앉튼챆뫚짣13",
            ],
            values: [524, 436, 66, 287, 44, 657, 156, 973, 686, 309, 150, 971, 521, 587], content: .name,
            title: "Juice sales Juice sales ",
            footnote: String(repeating: "a note about the chart ", count: 11), startAngle: -2.5656340004316647,
            clockwise: true, donut: 0.1, legend: .automatic, characterWidth: 9)
        let (layout, kept) = engine.layoutFolding(count: 14, measuring: chart.measurer, request: chart.request)
        #expect(kept == nil)
        #expect(layout.labels.count == 14 && layout.labels.allSatisfy { $0.form == .full })
        #expect(layout.radius >= 0.35 * 687, "radius \(layout.radius)")
        #expect(
            engine.readingShortfalls(of: layout, request: chart.request(keeping: nil), measuring: chart.measurer) == [])
    }

    @Test func issue37Seed1547WithNoLegendKeepsAnEChartsPie() {
        // Seed 1547: with no legend, four names whole on a pie of 115 pt where one of 150 pt named
        // them all. Labels that may not be shortened (no legend to name a slice instead) left the
        // 4.5 % slice bare centred at 140 pt, so the search gave the sizes between up; aside, at
        // that floor, its name stands whole.
        let chart = Self.randomChart(
            canvas: Size(width: 469, height: 401), names: ["ky0", "쒵쉇긌궉췼칏1", "산꽀뒜흿뛓난2", "묵쭕캑푋궊뼎륕3"],
            values: [426, 362, 412, 56], content: .name, title: nil, footnote: nil, startAngle: -5.585053606381854,
            clockwise: false, donut: 0, legend: .none, characterWidth: 8)
        let (layout, kept) = engine.layoutFolding(count: 4, measuring: chart.measurer, request: chart.request)
        #expect(kept == nil && layout.legend == nil)
        #expect(layout.labels.count == 4 && layout.labels.allSatisfy { $0.form == .full })
        #expect(layout.radius >= 0.35 * 401 - 0.5, "radius \(layout.radius)")
        #expect(
            engine.readingShortfalls(of: layout, request: chart.request(keeping: nil), measuring: chart.measurer) == [])
    }
}

/// Issue 37's checker (d: a slice of 3 % or more with no label from 400 × 300 up), the charts of
/// the property test's seeds that showed each cause, kept by name.
struct Issue37BareSliceTests {
    private let engine = PieLayoutEngine()

    private func labelled(_ seed: UInt64) -> (PieLayout, [String]) {
        let chart = RandomPieChart(seed: seed)
        let (layout, kept) = engine.unverifiedLayoutFolding(
            count: chart.juices.count, measuring: chart.measurer, request: chart.request)
        let shortfalls = engine.readingShortfalls(
            of: layout, request: chart.request(keeping: kept), measuring: chart.measurer)
        return (layout, layout.invariantViolations() + shortfalls)
    }

    @Test(arguments: [519 as UInt64, 670])
    func aLegendOfLabelledRowsIsDropped(seed: UInt64) throws {
        // Seeds 519 and 670: an attempt listed one slice in the legend, and the pie kept labelled
        // it: the legend's only row named it a second time. The rows a label names are dropped,
        // and a legend with none left goes.
        let (layout, problems) = labelled(seed)
        #expect(problems == [])
        let named = Set(layout.labels.filter(\.form.namesSlice).map(\.sliceIndex))
        #expect(layout.unnamedSlices == [])
        #expect((layout.legend?.entries ?? []).filter { named.contains($0.index) }.map(\.name.text) == [])
        #expect(layout.legend == nil)
    }

    @Test(arguments: [1767 as UInt64, 1564])
    func aThinRingBesideAWideLegendTakesTheLegendBelow(seed: UInt64) throws {
        // Seeds 1767 and 1564: one or two slices in a ring of 0.9 or 0.7, their 30 to 41-character
        // names in a legend asked beside the pie and taking over half of a 423 or 463-wide canvas:
        // the ring held no text and the columns beside it 17 pt. The chart keeps every juice, so
        // the other side was never tried; below the pie, the labels name every slice.
        let (layout, problems) = labelled(seed)
        #expect(problems == [])
        #expect(layout.legend?.position == .bottom)
        #expect(Set(layout.labels.map(\.sliceIndex)) == Set(layout.slices.indices))
        #expect(layout.legend?.entries.count == layout.slices.count, "a placed legend still lists every slice")
    }

    @Test(arguments: [1605 as UInt64, 135, 1272, 51])
    func aLegendBelowCutsItsNamesIntoColumnsRatherThanMoveBeside(seed: UInt64) throws {
        // Seeds 1605 and 135 (a legend asked beside the pie, tried below), 1272 and 51 (asked
        // below): a legend of 13 to 16 whole names fitted below in no number of columns, so it
        // went beside the pie, which shrank to 65–97 pt with labels on one side: four to thirteen
        // slices of 4–14 % bare. Below, in columns of names cut where they differ, every slice of
        // 3 % or more has its label, and the legend still lists every slice.
        let legend = try placedLegendNamingEveryNoticeableSlice(seed, at: .bottom)
        #expect(Set(legend.entries.map { ($0.swatch.minX * 100).rounded() }).count >= 2, "in columns")
    }

    /// The legend of seed's chart, at `position` and listing every slice, where the chart has no
    /// shortfall and labels every slice of 3 % or more.
    private func placedLegendNamingEveryNoticeableSlice(_ seed: UInt64, at position: LegendPosition) throws
        -> LegendLayout
    {
        let (layout, problems) = labelled(seed)
        #expect(problems == [])
        let legend = try #require(layout.legend)
        #expect(legend.position == position)
        #expect(legend.entries.count == layout.slices.count, "a placed legend still lists every slice")
        let labelled = Set(layout.labels.map(\.sliceIndex))
        let bare = layout.slices.indices.filter {
            !labelled.contains($0) && LabelPolicy.isNoticeable(layout.slices[$0])
        }
        #expect(bare == [])
        return legend
    }

    @Test(arguments: [79 as UInt64, 328, 357])
    func aBareSliceBesideALegendBelowTakesASmallerPieStandingAside(seed: UInt64) throws {
        // Seeds 79, 328 and 357: a legend below (appearing for the names the labels leave), and
        // one or two slices of 4–5 % bare at the smallest centred pie tried. The smaller pie
        // standing aside was tried only beside a legend the user placed; below any legend, it names them.
        let (layout, problems) = labelled(seed)
        #expect(problems == [])
        let labelled = Set(layout.labels.map(\.sliceIndex))
        #expect(
            layout.slices.indices.filter { !labelled.contains($0) && LabelPolicy.isNoticeable(layout.slices[$0]) }
                == [])
    }

    @Test(arguments: [940 as UInt64, 594, 606, 1979])
    func aLargerPieThatNeedsALegendDoesNotNameAsMuch(seed: UInt64) throws {
        // Seeds 940, 594, 606 and 1979 were the checker's radius shortfalls: every slice labelled
        // on a pie under ECharts' size, where one of that size labelled every slice too, but with
        // a legend of them all below, each product named twice. The layout is the better chart.
        let (layout, problems) = labelled(seed)
        #expect(problems == [])
        #expect(layout.legend == nil && layout.labels.count == layout.slices.count)
        let chart = RandomPieChart(seed: seed)
        let (_, kept) = engine.unverifiedLayoutFolding(
            count: chart.juices.count, measuring: chart.measurer, request: chart.request)
        var larger = chart.request(keeping: kept)
        larger.radiusFloor = PieLayoutEngine.echartsRadiusOfShortSide * min(chart.canvas.width, chart.canvas.height)
        let other = engine.unverifiedLayout(larger, measuring: chart.measurer)
        #expect(other.radius > layout.radius + 0.5)
        #expect((other.legend?.entries.count ?? 0) == other.slices.count, "the larger pie lists every slice again")
    }

    @Test(arguments: [(1090 as UInt64, 0), (64, 0)])
    func aFoldedChartTriesItsPlacedLegendOnTheOtherSide(seed: UInt64, bare: Int) throws {
        // Seeds 1090 and 64: a legend asked at the right of a 442 × 319 and a 410 × 367 canvas,
        // the chart folded to 5 and 11 juices and Other, three and eleven slices of 5–20 % bare
        // beside it. The other side was tried only at fewer juices than the noticeable slices,
        // Other counted among them, so never at the juices kept; below, the labels name all of
        // 1090's slices and all but one of 64's, and that one too once cut names take one line
        // for it (`cutNamesTakeOneLineForABareSliceOfThreePercent`).
        let (layout, problems) = labelled(seed)
        #expect(problems.filter { !$0.hasPrefix("d:") } == [])
        #expect(layout.legend?.position == .bottom)
        let labelled = Set(layout.labels.map(\.sliceIndex))
        let unlabelled = layout.slices.indices.filter {
            !labelled.contains($0) && LabelPolicy.isNoticeable(layout.slices[$0])
        }
        #expect(unlabelled.count == bare, "\(unlabelled)")
        #expect(layout.unnamedSlices == [])
    }

    @Test func aWideSliceIsNamedInsideOffItsMiddle() throws {
        // Seed 551: Other (66 % of a pie of 82 products) on 402 × 509 beside the legend asked at its
        // right, pointing left at the canvas's edge: no room outside, and its three lines, laid
        // from the middle angle, met the slice's edge on the way in. Off the middle, inside the
        // slice, they stand whole.
        let (layout, problems) = labelled(551)
        #expect(problems == [])
        let other = try #require(layout.slices.indices.max { layout.slices[$0].sweep < layout.slices[$1].sweep })
        #expect(layout.slices[other].sweep > 0.6 * 2 * .pi)
        let label = try #require(layout.labels.first { $0.sliceIndex == other })
        #expect(label.form == .full && label.leader == nil, "inside, whole: \(label.text.text)")
        let fit = InsideLabelFit(
            center: layout.center, radius: layout.radius, innerRadius: layout.innerRadius,
            padding: layout.insideLabelPadding)
        #expect(fit.fits(label.text.box, in: layout.slices[other]))
        let angle = atan2(label.text.box.center.y - layout.center.y, label.text.box.center.x - layout.center.x)
        let offMiddle = abs(remainder(angle - layout.slices[other].midAngle, 2 * .pi))
        #expect(offMiddle > 0.01, "the label stands off the middle angle")
    }

    @Test func longNamesBesideALegendAreShortenedInsideTheirSlices() throws {
        // Seed 298: two slices (60 % and 40 %) named in 40 characters on 610 × 607 beside a right
        // legend had no label at all: a cut name fitted inside either, but no form put one there.
        let (layout, problems) = labelled(298)
        #expect(problems == [])
        #expect(layout.labels.count == 2)
        for label in layout.labels {
            #expect(label.placement == .inside && label.form == .shortened, "\(label.text.text)")
            #expect(label.text.text.contains("…"))
        }
    }

    @Test func aNameTooShortToCutStandsWholeBesideALargerCutOne() throws {
        // Seed 1381: "prbaddoitgsh1" (33 %) was cut to "…sh1", so "fv0" (22 %) could not be named
        // whole, and three letters cannot be cut: its slice was left bare. A name no longer than
        // the cut one takes no room the larger name lacked.
        let (layout, problems) = labelled(1381)
        #expect(problems == [])
        let fv0 = try #require(layout.labels.first { $0.sliceIndex == 0 })
        #expect(fv0.form == .full && fv0.text.text == "fv0")
        #expect(layout.labels.contains { $0.sliceIndex == 1 && $0.form == .shortened })
    }

    @Test func aThinRingBesideAPlacedLegendNamesItsSlicesOutside() throws {
        // Seed 1446: "40%" and "60%" on a ring a tenth of the radius thick, 486 × 1202 with the
        // legend placed right, had no label: the ring holds no text and the pie, at a third of
        // the short side, left the columns no room. A smaller pie names both.
        let (layout, problems) = labelled(1446)
        #expect(problems == [])
        #expect(Set(layout.labels.map(\.text.text)) == ["40%", "60%"])
        #expect(layout.labels.allSatisfy { $0.placement != .inside })
        #expect(layout.radius >= 486.0 / 8 - 1e-9)
    }

    @Test func cutNamesTakeOneLineForABareSliceOfThreePercent() throws {
        // Seed 64: twelve slices on 410 × 367, the left column full from top to bottom with two cut
        // names broken onto two lines ("frdtwxo/\nikqpmp nqiz…"), and 홷짂헐뻦…16 (4.6 %) bare
        // between them. With that cut name on one line ("…nqizxt-t14") the column has its room.
        let (layout, problems) = labelled(64)
        #expect(problems == [])
        let labelled = Set(layout.labels.map(\.sliceIndex))
        #expect(labelled == Set(layout.slices.indices))
        let cut = try #require(layout.labels.first { $0.sliceIndex == 5 })
        #expect(cut.form == .shortened && !cut.text.text.contains("\n"), "\(cut.text.text)")
        #expect(layout.labels.first { $0.sliceIndex == 7 }?.text.text.hasPrefix("홷짂헐뻦") == true)
    }

    @Test func aColumnThatFillsItsAreaKeepsItsTopLabel() throws {
        // Seed 1729, 21 juices kept: punxpsg-unzvnz…4 (3.2 %) was refused every column, each time
        // because the column's top label, stacked up from the bottom of an area it filled exactly,
        // stood 1e-14 pt above the area's top. Within a hair's breadth, the pie of 100.9 pt above
        // its legend names every slice of 3 % or more; refused, the chart took a pie of 82.8 pt
        // beside a legend of cut names instead.
        let (layout, problems) = labelled(1729)
        #expect(problems == [])
        #expect(layout.labels.contains { $0.sliceIndex == 3 })
        #expect(layout.legend?.position == .bottom)
        #expect(layout.radius > 100)
    }

    @Test(arguments: [1173 as UInt64, 1801, 139])
    func aLegendAskedBesideThePieCutsItsNamesRatherThanLeaveASliceBare(seed: UInt64) throws {
        // Seeds 1173, 1801 and 139: a legend asked beside the pie, its whole names taking up to
        // 368 pt of a 446 to 710-wide canvas: beside it (or below, where it did not fit beside)
        // one to seven slices of 3.3–7.4 % were bare. Beside the pie with its names cut
        // where they differ, it leaves every such slice its label and still lists every slice.
        let legend = try placedLegendNamingEveryNoticeableSlice(seed, at: .right)
        #expect(legend.entries.contains { $0.name.text.hasSuffix("…") }, "names cut")
    }

    @Test func aNameTooLongToStandBesideACutOneIsCutRatherThanLeftBare() throws {
        // Seed 541: once …vwmtor0 (3.6 %) was cut to 8 columns, 쪉냣쇰휛뚏11 (3.1 %, 12 columns)
        // could not stand whole beside it, and, fitting its column whole, had no cut form either:
        // it was bare beside labelled slices of 0.2 %. It is cut to the narrowest cut's columns.
        let (layout, problems) = labelled(541)
        #expect(problems == [])
        #expect(LabelPolicy.bareNoticeableSlices(layout.labels, of: layout.slices) == 0)
        let eleven = try #require(layout.labels.first { $0.sliceIndex == 11 })
        #expect(eleven.form == .shortened && eleven.text.text.contains("…") && eleven.text.text.hasSuffix("11"))
        let narrowest =
            layout.labels
            .filter { $0.form == .shortened && layout.slices[$0.sliceIndex].sweep > layout.slices[11].sweep }
            .map { LabelForm.columns(ofFirstLine: $0.text.text) }.min() ?? 0
        #expect(LabelForm.columns(ofFirstLine: eleven.text.text) <= narrowest)
    }

    @Test func aWideSliceWithNoColumnOnItsSideIsNamedAboveThePie() throws {
        // Seed 1493: 60 flat products on 406 × 693, folded to 27 and Other (38 %); the ring stood
        // at the canvas's left edge for its right column of 22 whole names, and Other, pointing
        // left where no column is, was bare while 140 pt stood empty above the pie. Its whole
        // label stands there now, its leader leaving the slice where it faces up.
        let (layout, problems) = labelled(1493)
        #expect(problems == [])
        #expect(LabelPolicy.bareNoticeableSlices(layout.labels, of: layout.slices) == 0)
        let other = try #require(layout.labels.first { $0.sliceIndex == layout.slices.count - 1 })
        #expect(other.form == .full && other.text.text.hasPrefix("Other ("))
        #expect(other.text.box.maxY <= layout.center.y - layout.radius, "above the pie")
        #expect(try #require(other.leader).first.map { $0.y < layout.center.y } == true)
    }

    @Test func aPieOfEChartsSizeWhoseLabelStandsAboveItIsTaken() throws {
        // Seed 1295: two slices in a ring on 419 × 356, named in columns beside a pie of 98.6 pt.
        // At the largest pie (119.5 pt) the columns hold one name and the other stands above the
        // pie; the search for a pie of ECharts' size (0.35 of the short side) tried standing
        // labels only on the pie it settled on, aside with one name, and kept the smaller pie.
        let (layout, problems) = labelled(1295)
        #expect(problems == [])
        #expect(layout.radius > 119, "radius \(layout.radius)")
        #expect(layout.labels.count == 2 && layout.labels.allSatisfy { $0.form == .full })
    }

    @Test func aLegendAskedBesideThePieCutsItsNamesForALargerPie() throws {
        // Seed 559: eight long names in a legend asked beside the pie took 340 pt of 652 and left
        // a ring of 67 pt (ECharts' default is 162). Cut where they differ, the legend keeps beside
        // the pie, and a pie of 162 pt labels all eight slices.
        let (layout, problems) = labelled(559)
        #expect(problems == [])
        #expect(layout.legend?.position == .right)
        #expect(layout.radius >= PieLayoutEngine.echartsRadiusOfShortSide * 462 - 0.5)
        #expect(layout.labels.count == 8)
    }

    @Test func aLegendOfNamesBelowLetsEverySliceHaveItsLabel() throws {
        // Seed 1405: eleven slices of 5–42 % at 432 × 303 in 20-pt type, the legend asked at the
        // right. Its whole names took two columns below the pie, 144 pt of 303, and three slices
        // of 5–6.5 % were bare beside a pie of 51.5 pt. Names alone in three columns take 96 pt:
        // every slice has a label with its share beside a pie of 75.5 pt, and the legend still
        // lists all eleven.
        let (layout, problems) = labelled(1405)
        #expect(problems == [])
        #expect(layout.labels.count == 11 && layout.radius > 75, "\(layout.labels.count) at \(layout.radius)")
        let legend = try #require(layout.legend)
        #expect(legend.position == .bottom && legend.entries.count == 11 && legend.frame.size.height <= 96)
        #expect(legend.entries.allSatisfy { $0.share.text.isEmpty && $0.value.text.isEmpty })
        let chart = RandomPieChart(seed: 1405)
        let kept = engine.unverifiedLayoutFolding(
            count: chart.juices.count, measuring: chart.measurer, request: chart.request
        ).kept
        let shares = chart.request(keeping: kept).legend.map(\.share)
        #expect(layout.labels.allSatisfy { $0.text.text.hasSuffix(shares[$0.sliceIndex]) })
    }
}
