import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import ChartTestSupport
import PieGeometry
import PieRender
import Testing

struct PieChartRendererTests {
    private let renderer = PieChartRenderer()

    private func colorDistance(_ a: RGBColor, _ b: RGBColor) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }

    @Test(arguments: [1.0, 2.0])
    func pngShowsEverySliceColourAndABackgroundInTheCorners(scale: Double) throws {
        let chart = ChartFixtures.fourJuices
        let options = RenderOptions(format: .png, scale: scale)
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: options))
        #expect(image.width == Int(800 * scale) && image.height == Int(600 * scale))
        let layout = try renderer.layout(chart)
        #expect(layout.invariantViolations().isEmpty)
        for (index, slice) in layout.slices.enumerated() {
            let content = (label: chart.request.labels[index], color: chart.sliceColors[index])
            // Between the centre and the label, on the mid-angle: inside the slice, clear of text.
            let probe = layout.center.moved(by: layout.radius * 0.35, toward: slice.midAngle)
            let color = image.color(x: Int(probe.x * scale), y: Int(probe.y * scale))
            #expect(
                colorDistance(color, content.color) <= 1, "slice \(content.label) shows \(color), not \(content.color)")
            let rim = layout.center.moved(by: layout.radius * 0.95, toward: slice.midAngle)
            #expect(colorDistance(image.color(x: Int(rim.x * scale), y: Int(rim.y * scale)), content.color) <= 1)
        }
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(image.color(x: x, y: y) == RGBColor.white)
            #expect(image.alpha(x: x, y: y) == 255)
        }
    }

    @Test func thinSlicesStayVisibleBetweenTheirSeparators() throws {
        // 0.2 % of a pie of radius 278 is 3.5 pt at the rim: 2 pt separators on both edges would cover it.
        let colors = [RGBColor(hex: 0xD62839), RGBColor(hex: 0x5C9E31), RGBColor(hex: 0xF7D64A)]
        let chart = PieChart(
            request: PieLayoutRequest(
                canvas: Size(width: 800, height: 600), title: nil, values: [996, 2, 2],
                labels: ["big", "a", "b"],
                legend: ["big", "a", "b"].map { LegendEntryText(name: $0, value: "1", share: "1%") },
                legendPosition: .right),
            sliceColors: colors)
        let layout = try renderer.layout(chart)
        let image = try RasterImage(
            pngBytes: try renderer.render(chart, options: RenderOptions(format: .png, scale: 4)))
        for index in 1...2 {
            let rim = layout.center.moved(by: layout.radius * 0.99, toward: layout.slices[index].midAngle)
            #expect(
                colorDistance(image.color(x: Int(rim.x * 4), y: Int(rim.y * 4)), colors[index]) <= 40,
                "slice \(index) shows \(image.color(x: Int(rim.x * 4), y: Int(rim.y * 4)))")
        }
    }

    @Test func thinSlicesMeetInColourAtTheCentre() throws {
        // Sixty slices are 1.5 pt wide 14 pt from the centre: 2 pt separators there drew a white
        // star. They taper with the slices, so the middle of the pie stays in colour.
        let palette = [RGBColor(hex: 0xD62839), RGBColor(hex: 0x5C9E31), RGBColor(hex: 0x2E86DE)]
        let names = (1...60).map { "j\($0)" }
        let chart = PieChart(
            request: PieLayoutRequest(
                canvas: Size(width: 800, height: 600), title: nil,
                values: Array(repeating: 1, count: 60), labels: names,
                legend: names.map { LegendEntryText(name: $0, value: "1", share: "2%") },
                legendPosition: .right),
            sliceColors: (0..<60).map { palette[$0 % 3] })
        let layout = try renderer.layout(chart)
        let image = try RasterImage(
            pngBytes: try renderer.render(chart, options: RenderOptions(format: .png, scale: 4)))
        var white = 0
        for step in 0..<720 {
            let probe = layout.center.moved(by: 14, toward: Double(step) * Double.pi / 360)
            if colorDistance(image.color(x: Int(probe.x * 4), y: Int(probe.y * 4)), .white) <= 30 { white += 1 }
        }
        #expect(white < 720 / 4, "\(white) of 720 points 14 pt from the centre are white")
        // Near the rim the separators keep their full 2 pt.
        let edge = layout.center.moved(by: layout.radius * 0.9, toward: layout.slices[1].startAngle)
        #expect(colorDistance(image.color(x: Int(edge.x * 4), y: Int(edge.y * 4)), .white) <= 30)
    }

    @Test func wideSlicesDividersReachTheCentre() throws {
        // Issue 27, item 7: the dividers between wide slices thinned out over the last few points,
        // leaving a 2–3 px blot of colour at the centre. Between slices of 30° or more they keep
        // their 2 pt to the centre, so 1 to 4 pt from it each divider is still white.
        let palette = [
            RGBColor(hex: 0xD62839), RGBColor(hex: 0x5C9E31), RGBColor(hex: 0x2E86DE), RGBColor(hex: 0xF2A541),
        ]
        let names = ["a", "b", "c", "d"]
        let chart = PieChart(
            request: PieLayoutRequest(
                canvas: Size(width: 400, height: 300), title: nil,
                values: [1, 1, 1, 1], labels: names),
            sliceColors: palette)
        let layout = try renderer.layout(chart)
        let image = try RasterImage(
            pngBytes: try renderer.render(chart, options: RenderOptions(format: .png, scale: 4)))
        for slice in layout.slices {
            for distance in [1.0, 2, 3, 4] {
                let probe = layout.center.moved(by: distance, toward: slice.startAngle)
                #expect(
                    colorDistance(image.color(x: Int((probe.x * 4).rounded()), y: Int((probe.y * 4).rounded())), .white)
                        <= 30,
                    "the divider at \(slice.startAngle) rad, \(distance) pt from the centre")
            }
        }
    }

    @Test func labelsAreDrawnInTheirReadableColour() throws {
        let chart = ChartFixtures.fourJuices
        let options = RenderOptions(format: .png)
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: options))
        let layout = try renderer.layout(chart)
        #expect(layout.labels.count == chart.request.values.count)
        for label in layout.labels {
            #expect(label.placement == .inside)
            let content = (
                label: chart.request.labels[label.sliceIndex],
                labelColor: chart.sliceColors[label.sliceIndex].readableTextColor
            )
            let box = label.text.box
            var textPixels = 0
            for y in Int(box.minY)..<Int(box.maxY) {
                for x in Int(box.minX)..<Int(box.maxX)
                where colorDistance(image.color(x: x, y: y), content.labelColor) < 40 {
                    textPixels += 1
                }
            }
            #expect(textPixels > 40, "label \(content.label) has \(textPixels) pixels of its text colour")
        }
    }

    @Test func oneJuiceIsAFullDiscWithoutASeam() throws {
        let chart = ChartFixtures.chart(title: nil, slices: [("딸기쥬스\n100%", 5, RGBColor(hex: 0xD62839))])
        let options = RenderOptions(format: .png)
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: options))
        let layout = try renderer.layout(chart)
        // A seam would be a white outline from the centre to 3 o'clock; the disc is red all along it.
        for step in 1..<20 {
            let x = Int(layout.center.x + layout.radius * Double(step) / 21)
            let color = image.color(x: x, y: Int(layout.center.y))
            #expect(colorDistance(color, RGBColor(hex: 0xD62839)) <= 1, "seam pixel at x=\(x): \(color)")
        }
    }

    @Test func svgIsWellFormedXMLOfTheRequestedSize() throws {
        var chart = ChartFixtures.fourJuices
        chart.request.canvas = Size(width: 640, height: 480)
        let bytes = try renderer.render(chart, options: RenderOptions(format: .svg))
        let parser = XMLParser(data: Data(bytes))
        let delegate = RootAttributes()
        parser.delegate = delegate
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(delegate.rootName == "svg")
        #expect(delegate.attributes["width"] == "640pt")
        #expect(delegate.attributes["height"] == "480pt")
        #expect(delegate.attributes["viewBox"] == "0 0 640 480")
        #expect(delegate.elementCount > 20)
    }

    @Test func pdfHasOnePageAndAFixedCreationDate() throws {
        let date = Date(timeIntervalSince1970: 1_795_220_102)
        let bytes = try renderer.render(
            ChartFixtures.fourJuices, options: RenderOptions(format: .pdf, creationDate: date, creator: "juice-report"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        let pages = try Regex(#"/Type\s*/Page\b(?!s)"#)
        #expect(text.matches(of: pages).count == 1)
        #expect(text.contains("/Creator (juice-report)"))
        // Cairo 1.16 writes the date without PDF's "D:" prefix.
        #expect(text.contains("/CreationDate (20261121001502Z)"))
    }

    @Test(arguments: ChartFormat.allCases)
    func sameChartGivesTheSameBytes(format: ChartFormat) throws {
        let options = RenderOptions(format: format)
        let first = try renderer.render(ChartFixtures.fourJuices, options: options)
        let second = try renderer.render(ChartFixtures.fourJuices, options: options)
        // Cairo numbers SVG surfaces per process; the renderer fixes the number, so SVG is identical too.
        #expect(first == second)
    }

    /// Needs the colour emoji font that scripts/setup/install-deps.sh installs; without it the render throws `missingGlyphs`.
    @Test func drawsAnEmojiNameInColour() throws {
        let grey = RGBColor(hex: 0xA3A8AE)
        let chart = ChartFixtures.chart(title: nil, slices: [("🍓 Special", 1, grey)])
        let image = try RasterImage(pngBytes: try renderer.render(chart, options: RenderOptions(format: .png)))
        let label = try #require(try renderer.layout(chart).labels.first)
        // The strawberry is red and the label's text is black or white: red pixels can only be the emoji.
        var red = 0
        for y in Int(label.text.box.minY)..<Int(label.text.box.maxY) {
            for x in Int(label.text.box.minX)..<Int(label.text.box.maxX) {
                let color = image.color(x: x, y: y)
                if color.red > 170 && color.green < 90 && color.blue < 90 { red += 1 }
            }
        }
        #expect(red > 20, "\(red) red pixels in the label")
    }

    @Test func refusesToShipBoxesForCharactersNoFontHas() {
        let chart = ChartFixtures.chart(title: nil, slices: [("\u{10FFFD}\u{10FFFC}", 1, .white)])
        #expect(throws: RenderError.missingGlyphs(text: "\u{10FFFD}\u{10FFFC}", count: 2)) {
            try renderer.render(chart, options: RenderOptions(format: .png))
        }
        let message = RenderError.missingGlyphs(text: "a\nb", count: 1).description
        #expect(
            message
                == "no installed font can draw 1 character of \"a b\"; install a font that covers them (for Korean: apt-get install fonts-noto-cjk) so they do not show as boxes"
        )
    }

    @Test(arguments: ChartFormat.allCases)
    func theLayoutReturnedIsTheOneDrawn(format: ChartFormat) throws {
        let options = RenderOptions(format: format)
        let (files, layout) = try renderer.render(
            ChartFixtures.fourJuices, as: [options, RenderOptions(format: .png, scale: 2)])
        #expect(layout == (try renderer.layout(ChartFixtures.fourJuices)))
        #expect(files[0] == (try renderer.render(ChartFixtures.fourJuices, options: options)))
        // The second output is the same layout drawn at twice the pixels.
        #expect(
            files[1] == (try renderer.render(ChartFixtures.fourJuices, options: RenderOptions(format: .png, scale: 2))))
    }

    @Test func matchesTheGoldenImage() throws {
        let bytes = try renderer.render(ChartFixtures.fourJuices, options: RenderOptions(format: .png))
        try GoldenImage.assertMatches(bytes, named: "four-juices", testFile: "PieChartRendererTests")
    }
}

/// Records the root element of an XML document.
private final class RootAttributes: NSObject, XMLParserDelegate {
    var rootName: String?
    var attributes: [String: String] = [:]
    var elementCount = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elementCount += 1
        if rootName == nil {
            rootName = elementName
            attributes = attributeDict
        }
    }
}
