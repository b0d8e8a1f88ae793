import SeededRandom
import Foundation
@testable import PieGeometry

/// A random chart for the layout's property test: the kind of input that broke the layout
/// before (many juices, long names in Hangul and Latin, skewed, flat, tied and zero values,
/// canvases from 320 × 240 (the smallest the reports accept) to 2000 × 1600, donuts, any start angle and direction, every legend
/// position), drawn from a seeded generator so every failure can be replayed.
struct RandomPieChart: CustomStringConvertible {
    struct Juice {
        var name: String
        var value: Double
    }

    enum Content: CaseIterable {
        case name, namePercent, percent
    }

    var seed: UInt64
    var canvas: Size
    var title: String?
    var footnote: String?
    var juices: [Juice]
    var content: Content
    var startAngle: Double
    var clockwise: Bool
    var innerRadiusRatio: Double
    var legendPosition: LegendPosition
    var measurer: FixedSizeMeasurer

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        let large = Bool.random(using: &random)
        canvas =
            large
            ? Size(
                width: Double(Int.random(in: 320...2000, using: &random)),
                height: Double(Int.random(in: 240...1600, using: &random)))
            : Size(
                width: Double(Int.random(in: 320...900, using: &random)),
                height: Double(Int.random(in: 240...700, using: &random)))
        let count: Int
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: count = Int.random(in: 1...8, using: &random)
        case 4..<8: count = Int.random(in: 1...30, using: &random)
        default: count = Int.random(in: 1...90, using: &random)
        }
        let shape = Int.random(in: 0..<5, using: &random)
        let longNames = Int.random(in: 0..<3, using: &random) == 0
        juices = (0..<count).map { index in
            let value: Double
            switch shape {
            case 0: value = Double(Int.random(in: 1...3, using: &random))  // flat, with ties
            case 1: value = (pow(0.7, Double(index)) * 1000).rounded(.up)  // a steep tail
            case 2: value = index == 0 ? 99_900 : Double(Int.random(in: 0...10, using: &random))  // one dominant, zeros
            default: value = Double(Int.random(in: 1...1000, using: &random))
            }
            let length = longNames ? Int.random(in: 10...40, using: &random) : Int.random(in: 1...12, using: &random)
            let hangul = Bool.random(using: &random)
            // Long Latin names come in words, as product names do, so labels may break them onto two lines.
            let name = String(
                (0..<length).map { position in
                    if longNames, !hangul, position > 0, position % 7 == 0 {
                        return [" ", "-", "/", " ("].randomElement(using: &random)!.first!
                    }
                    return hangul
                        ? Character(UnicodeScalar(UInt32.random(in: 0xAC00...0xD7A3, using: &random))!)
                        : Character(UnicodeScalar(UInt32.random(in: 0x61...0x7A, using: &random))!)
                })
            return Juice(name: "\(name)\(index)", value: value)
        }
        if juices.allSatisfy({ $0.value == 0 }) { juices[0].value = 1 }
        content = Content.allCases.randomElement(using: &random)!
        title =
            Int.random(in: 0..<4, using: &random) == 0
            ? nil
            : String(repeating: "Juice sales ", count: Int.random(in: 1...6, using: &random))
        footnote =
            Int.random(in: 0..<3, using: &random) == 0
            ? String(repeating: "a note about the chart ", count: Int.random(in: 1...12, using: &random)) : nil
        startAngle = Double(Int.random(in: -360...360, using: &random)) * Double.pi / 180
        clockwise = Bool.random(using: &random)
        innerRadiusRatio = Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...9, using: &random)) / 10
        legendPosition = LegendPosition.allCases.randomElement(using: &random)!
        let characterWidth = Double(Int.random(in: 5...10, using: &random))
        measurer = FixedSizeMeasurer(
            characterWidth: characterWidth, lineHeight: characterWidth * 2,
            titleLineHeight: characterWidth * 2.4)
    }

    /// The layout request with the `kept` largest juices and the rest folded into one "Other (n)"
    /// slice, as the reports fold them; nil keeps every juice.
    func request(keeping kept: Int?) -> PieLayoutRequest {
        var shown = juices
        if let kept, kept < juices.count {
            let byValue = juices.indices.sorted {
                juices[$0].value != juices[$1].value ? juices[$0].value > juices[$1].value : $0 < $1
            }
            let keptIndices = Set(byValue.prefix(kept))
            let folded = juices.indices.filter { !keptIndices.contains($0) }
            shown = juices.indices.filter(keptIndices.contains).map { juices[$0] }
            shown.append(Juice(name: "Other (\(folded.count))", value: folded.map { juices[$0].value }.reduce(0, +)))
        }
        let total = shown.map(\.value).reduce(0, +)
        let shares = shown.map { "\(Int(($0.value / total * 100).rounded()))%" }
        let labels = zip(shown, shares).map { juice, share in
            switch content {
            case .name: juice.name
            case .namePercent: "\(juice.name)\n\(share)"
            case .percent: share
            }
        }
        return PieLayoutRequest(
            canvas: canvas, title: title, values: shown.map(\.value), labels: labels,
            startAngle: startAngle, clockwise: clockwise, innerRadiusRatio: innerRadiusRatio,
            centerText: innerRadiusRatio > 0 ? "\(Int(total))\nunits" : nil,
            legend: zip(shown, shares).map { LegendEntryText(name: $0.name, value: "\(Int($0.value))", share: $1) },
            legendPosition: legendPosition, footnote: footnote,
            legendMinimumFontScale: legendMinimumFontScale)
    }

    /// The floor of readable legend type the reports ask for, as a fraction of the legend's size
    /// on this canvas: 11 pt, on a size growing with the canvas's short side as
    /// `ChartStyle.fontSize(for:canvas:)` makes it (from 11 pt). Labels never shrink.
    var legendMinimumFontScale: Double { 11 / min(max(min(canvas.width, canvas.height) / 48, 11), 20) }

    var description: String {
        "seed \(seed): \(juices.count) juices on \(Int(canvas.width))×\(Int(canvas.height)), "
            + "content \(content), donut \(innerRadiusRatio), start \(startAngle), clockwise \(clockwise), "
            + "legend \(legendPosition), title \(title?.count ?? 0) chars, footnote \(footnote?.count ?? 0) chars, "
            + "character \(measurer.characterWidth) pt"
    }
}

extension RandomPieChart {
    /// Charts one step simpler than this one, for shrinking a failure.
    func simpler() -> [RandomPieChart] {
        var candidates: [RandomPieChart] = []
        func with(_ change: (inout RandomPieChart) -> Void) {
            var copy = self
            change(&copy)
            candidates.append(copy)
        }
        if juices.count > 1 {
            with { $0.juices.removeLast(($0.juices.count + 1) / 2) }
            for index in juices.indices { with { $0.juices.remove(at: index) } }
        }
        for index in juices.indices where juices[index].name.count > 1 {
            with { $0.juices[index].name = String($0.juices[index].name.prefix($0.juices[index].name.count / 2)) }
        }
        if title != nil { with { $0.title = nil } }
        if footnote != nil { with { $0.footnote = nil } }
        if startAngle != 0 { with { $0.startAngle = 0 } }
        if !clockwise { with { $0.clockwise = true } }
        if innerRadiusRatio != 0 { with { $0.innerRadiusRatio = 0 } }
        return candidates
    }

    /// Swift that rebuilds this chart, for a regression test.
    var reproduction: String {
        let names = juices.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let values = juices.map { "\($0.value)" }.joined(separator: ", ")
        return
            "seed \(seed) shrunk: canvas \(Int(canvas.width))×\(Int(canvas.height)), names [\(names)], values [\(values)], "
            + "content .\(content), title \(title.map { "\"\($0)\"" } ?? "nil"), footnote \(footnote.map { "\"\($0)\"" } ?? "nil"), "
            + "startAngle \(startAngle), clockwise \(clockwise), donut \(innerRadiusRatio), legend .\(legendPosition), "
            + "characterWidth \(measurer.characterWidth)"
    }
}
