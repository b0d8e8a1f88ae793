import JuiceCore
import PieRender
import Synchronization

/// The colours slices (and a stack's series, `seriesFills`) are filled with: each product's own
/// colour, except where two slices side by side would look alike, when one of them is drawn in one
/// of its product's two shades or halfway to one.
///
/// A product's colour never changes per chart (`ProductColors`): stability beats neighbour
/// difference. What changes is only the fill of one slice on one chart, decided here when the
/// chart's content is made, so the renderer draws what it is given. The shades are fixed by the
/// colour alone (`shades(of:)`: one just-noticeable step darker and one lighter), so on every chart
/// a product is drawn in its colour or the same four variants of it, never a shade picked for
/// one neighbour. Among the fills that keep every pair of neighbours apart, the one chosen draws
/// the least of the pie in shades (`shadeCost`), so the big slices keep the colour an owner looks
/// for: two slivers shaded rather than the biggest slice. Neighbours are the slices next to each
/// other in drawing order and the last and the first; "Other" keeps its grey. Two fills are apart
/// when CIEDE2000 gives at least `minimumDifference` for normal, deutan and protan readers alike
/// (`ColorVision`).
enum SliceFills {
    /// Two fills closer than this (CIEDE2000, for any reader) are too alike side by side.
    static let minimumDifference = 10.0

    /// Shades stay within these CIELAB lightnesses: lighter reads as the page, darker as the outline.
    static let lightnessRange = 22.0...90.0

    /// What drawing a slice in a shade costs besides its share of the pie: of two ways to draw
    /// the ring apart with the same area shaded, the one shading fewer slices.
    static let shadeCost = 0.05

    /// The CIELAB lightness steps tried for a shade, smallest first: the first that stands
    /// `minimumDifference` from the colour for every reader is the shade's step.
    private static let steps: [Double] = Array(stride(from: 6.0, through: 40, by: 2))

    /// `color` and its two shades: one step darker and one lighter, the step the smallest that
    /// reads apart from the colour; where one side would leave `lightnessRange`, two steps on the
    /// other side instead. A function of the colour only. A slice is drawn in one of these, or
    /// halfway between the colour and a shade (`fillOptions(of:)`).
    static func shades(of color: RGBColor) -> [RGBColor] {
        workedOutShades(of: color)
    }

    /// Every fill a slice of `color` may take: the colour, halfway to each shade, then each shade.
    static func fillOptions(of color: RGBColor) -> [RGBColor] {
        seenShades(of: color).map(\.color)
    }

    /// Shades worked out before, by colour: a chart's content is made again for each count of
    /// products its layout tries (`ChartContent.keeping`), each time with the same colours.
    private static let known = Mutex<[RGBColor: [Shade]]>([:])

    /// A colour a slice may be drawn in, as the three readers see it, and what drawing it costs
    /// against the product's own colour: nothing for the colour, 1 for a step, 3 for two steps
    /// (a colour too light or too dark for a step on one side), half that halfway, so a far shade
    /// is drawn only where no nearer one sets the ring apart (the sample week's lime 망고키위쥬스
    /// went dark olive).
    private struct Shade: Sendable {
        let color: RGBColor
        let seen: ReaderColors
        let weight: Double
    }

    /// The colours a slice of `color` may be drawn in, as the three readers see them, worked out
    /// once per colour: the colour, halfway to each of its two shades (enough beside a neighbour
    /// already part apart), then the shades (`shades(of:)`), nearer first.
    private static func seenShades(of color: RGBColor) -> [Shade] {
        if let found = known.withLock({ $0[color] }) { return found }
        let colors = workedOutShades(of: color)
        let lightness = colors.map(\.lch.lightness)
        // Two shades on one side of the colour: the second is two steps away.
        let oneSide = colors.count == 3 && (lightness[1] - lightness[0]) * (lightness[2] - lightness[0]) > 0
        let full = colors.indices.dropFirst().map { index in
            (color: colors[index], weight: index == 2 && oneSide ? 3.0 : 1.0, lightness: lightness[index])
        }
        let halfway = full.map {
            (color: color.withLabLightness((lightness[0] + $0.lightness) / 2), weight: $0.weight / 2)
        }
        let shades = [(color: color, weight: 0.0)] + halfway + full.map { ($0.color, $0.weight) }
        let seen = shades.map { Shade(color: $0.color, seen: ReaderColors($0.color), weight: $0.weight) }
        known.withLock { if $0.count < 4_096 { $0[color] = seen } }
        return seen
    }

    private static func workedOutShades(of color: RGBColor) -> [RGBColor] {
        let lightness = color.lch.lightness
        func shade(_ direction: Double) -> (step: Double, color: RGBColor)? {
            for step in steps where lightnessRange.contains(lightness + direction * step) {
                let candidate = color.withLabLightness(lightness + direction * step)
                if ColorVision.leastDifference(color, candidate) >= minimumDifference { return (step, candidate) }
            }
            return nil
        }
        switch (shade(-1), shade(1)) {
        case let (darker?, lighter?): return [color, darker.color, lighter.color]
        case let (darker?, nil):
            return [color, darker.color, color.withLabLightness(max(lightness - 2 * darker.step, 0))]
        case let (nil, lighter?):
            return [color, lighter.color, color.withLabLightness(min(lightness + 2 * lighter.step, 100))]
        case (nil, nil): return [color]
        }
    }

    /// One fill per slice of `segments`, in drawing order: each two neighbours apart, then slices
    /// of one colour apart wherever they stand.
    ///
    /// Two products that meet one colour anywhere on the pie (Medialuna and Tea on the bakery's,
    /// Ginger Scone and Jamaican Blue Mountain Estate Lg on the chain's) read as one product in
    /// the legend. Of such slices, in the order they keep the colour (`keepsColor`: by product,
    /// never by figures), each one whose fill is too alike an earlier one's is kept to its
    /// variants apart from the earlier ones' fills, which stay as they are, and the ring is drawn
    /// apart again (its neighbours may move for it); where no variant is apart, or the ring could
    /// then not keep as many neighbours apart, it stays as it was, and the next slice of the
    /// colour is tried as its keeper. Other keeps its grey.
    static func fills(of segments: [ChartSegment]) -> [RGBColor] {
        let count = segments.count
        guard count > 1 else { return segments.map(\.color) }
        let groups = Dictionary(grouping: segments.indices.filter { segments[$0].juice != .other }) {
            segments[$0].color
        }.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }  // in drawing order: one result on every run
        // Most rings are apart in their own colours already: no shade is worked out for them.
        let own = segments.map { ReaderColors($0.color) }
        let pairs = count == 2 ? 1 : count
        if groups.isEmpty,
            (0..<pairs).allSatisfy({ own[$0].leastDifference(own[($0 + 1) % count]) >= minimumDifference })
        {
            return segments.map(\.color)
        }
        let ring = Ring(
            segments,
            options: segments.map {
                $0.juice == .other
                    ? [Shade(color: $0.color, seen: ReaderColors($0.color), weight: 0)] : seenShades(of: $0.color)
            })
        let allowed = ring.options.map { $0.map { _ in true } }
        let picks = ring.picks(allowed: allowed)
        var drawn = Ring.Drawing(allowed: allowed, picks: picks, alike: ring.neighboursAlike(picks))
        for group in groups {
            let keepersFirst = group.sorted { keepsColor(segments[$0], before: segments[$1]) }
            // The keeper drawn in the colour itself where the ring keeps as many neighbours apart,
            // the others apart from it. When that leaves more pairs alike than must be, the next
            // keeps it instead (Dark Chocolate Rg and Chocolate Syrup on the chain's pie: Chocolate
            // Syrup's neighbours leave it no other fill). A colour met by more products than it
            // has fills apart from each other leaves some pairs alike whoever keeps it (`least`,
            // the members spread evenly over those fills); past twice as many, only the first is
            // tried (a flat catalogue of 50,000 meets each colour a thousand times).
            let before = drawn
            let apart = ring.fillsApart(of: keepersFirst[0])
            let (each, more) = keepersFirst.count.quotientAndRemainder(dividingBy: apart)
            let least = more * (each + 1) * each / 2 + (apart - more) * each * (each - 1) / 2
            let keepers = keepersFirst.count <= 2 * apart ? keepersFirst : [keepersFirst[0]]
            var fewest = Int.max
            for keeper in keepers {
                let order = [keeper] + keepersFirst.filter { $0 != keeper }
                let tried = ring.drawApart(order, from: ring.pinning(keeper, in: before) ?? before)
                let pairs = keepers.count > 1 ? ring.pairsAlike(order, in: tried) : least
                if pairs < fewest { (drawn, fewest) = (tried, pairs) }
                if pairs <= least { break }
            }
        }
        return drawn.picks.enumerated().map { ring.options[$0.offset][$0.element].color }
    }

    /// Whether `one` keeps its colour before `other` when both meet it on a chart: by what the
    /// products are, never by their figures, so that the same one of two products keeps the colour
    /// on every chart they meet on (the bakery's Cookies and Toast swapped shades between the whole
    /// file and a day when the larger kept it). A colour the shop or a word of the name chose
    /// before one the palette's hash gave; then by the name colours are keyed on.
    static func keepsColor(_ one: ChartSegment, before other: ChartSegment) -> Bool {
        func rank(_ source: ColorSource) -> Int {
            switch source {
            case .menuFile: 0
            case .menu: 1
            case .name: 2
            case .group: 3
            case .palette: 4
            case .other: 5
            }
        }
        let (a, b) = (rank(one.colorSource), rank(other.colorSource))
        if a != b { return a < b }
        return ProductColors.key(one.juice) < ProductColors.key(other.juice)
    }

    /// A pie's slices as a ring of choices, worked out once: each slice's fills, what each two
    /// neighbours' fills cost, and what shading each slice costs.
    private struct Ring {
        /// A choice of fills: what each slice may still take, what it takes, and how many
        /// neighbours are drawn alike.
        struct Drawing {
            var allowed: [[Bool]]
            var picks: [Int]
            var alike: Int
        }

        let options: [[Shade]]
        /// `between[i][a][b]`: slice `i` in fill `a` beside the next in fill `b`; 0 when apart, else
        /// far more than any shading.
        let between: [[[Double]]]
        /// What drawing each slice in a shade costs: `shadeCost` and its share of the pie.
        let shadeCosts: [Double]

        init(_ segments: [ChartSegment], options: [[Shade]]) {
            let count = segments.count
            self.options = options
            let total = Double(segments.reduce(0) { $0 + max($1.value, 0) })
            shadeCosts = segments.map { SliceFills.shadeCost + (total > 0 ? Double(max($0.value, 0)) / total : 0) }
            between = (0..<count).map { index -> [[Double]] in
                let next = (index + 1) % count
                return options[index].map { a in
                    options[next].map { b in
                        let difference = a.seen.leastDifference(b.seen)
                        return difference >= minimumDifference
                            ? 0 : 1_000 * Double(count) * (1 + minimumDifference - difference)
                    }
                }
            }
        }

        /// How many pairs of neighbours `picks` draw closer than `minimumDifference`.
        func neighboursAlike(_ picks: [Int]) -> Int {
            let count = picks.count
            return (0..<(count == 2 ? 1 : count)).filter { between[$0][picks[$0]][picks[($0 + 1) % count]] > 0 }.count
        }

        /// `drawing` with the slices of one colour, `keepersFirst`, drawn apart: each one too
        /// alike an earlier one is kept to its variants apart from the earlier ones' fills, which
        /// stay, and the ring drawn again, where it keeps as many neighbours apart.
        func drawApart(_ keepersFirst: [Int], from drawing: Drawing) -> Drawing {
            var drawn = drawing
            for (rank, index) in keepersFirst.enumerated().dropFirst() {
                let earlier = keepersFirst.prefix(rank)
                func apart(_ option: Int) -> Bool {
                    earlier.allSatisfy {
                        options[index][option].seen.leastDifference(options[$0][drawn.picks[$0]].seen)
                            >= SliceFills.minimumDifference
                    }
                }
                let kept = options[index].indices.map { drawn.allowed[index][$0] && apart($0) }
                guard !apart(drawn.picks[index]), kept.contains(true) else { continue }
                var trial = drawn.allowed
                for keeper in earlier { trial[keeper] = trial[keeper].indices.map { $0 == drawn.picks[keeper] } }
                trial[index] = kept
                let tried = picks(allowed: trial)
                let triedAlike = neighboursAlike(tried)
                guard triedAlike <= drawn.alike else { continue }
                drawn = Drawing(allowed: trial, picks: tried, alike: triedAlike)
            }
            return drawn
        }

        /// `drawing` with `slice` in its own colour and the ring drawn again; nil when it is
        /// already, may not be, or the ring would keep fewer neighbours apart.
        func pinning(_ slice: Int, in drawing: Drawing) -> Drawing? {
            guard drawing.picks[slice] != 0, drawing.allowed[slice][0] else { return nil }
            var trial = drawing.allowed
            trial[slice] = trial[slice].indices.map { $0 == 0 }
            let tried = picks(allowed: trial)
            let triedAlike = neighboursAlike(tried)
            return triedAlike <= drawing.alike ? Drawing(allowed: trial, picks: tried, alike: triedAlike) : nil
        }

        /// The most fills of `slice`'s options that are each apart from every other: how many
        /// products of its colour can be drawn apart at best. At most 2^5 sets of its five fills.
        func fillsApart(of slice: Int) -> Int {
            let fills = options[slice]
            var most = 1
            for set in 1..<(1 << fills.count) where set.nonzeroBitCount > most {
                let members = fills.indices.filter { set & (1 << $0) != 0 }
                let apart = members.indices.allSatisfy { one in
                    members[(one + 1)...].allSatisfy {
                        fills[members[one]].seen.leastDifference(fills[$0].seen) >= SliceFills.minimumDifference
                    }
                }
                if apart { most = set.nonzeroBitCount }
            }
            return most
        }

        /// How many pairs of `slices` are drawn alike (closer than `minimumDifference`) in `drawing`.
        func pairsAlike(_ slices: [Int], in drawing: Drawing) -> Int {
            var count = 0
            for (rank, one) in slices.enumerated() {
                for other in slices[(rank + 1)...]
                where options[one][drawing.picks[one]].seen.leastDifference(options[other][drawing.picks[other]].seen)
                    < SliceFills.minimumDifference
                {
                    count += 1
                }
            }
            return count
        }

        /// Which of its `options` each slice is drawn in, among those `allowed`, so that each two
        /// neighbours are apart with the least of the pie shaded.
        func picks(allowed: [[Bool]]) -> [Int] {
            let count = options.count
            // Flat buffers allocated once per run, not per slice: a pie's fills run this once more
            // for each slice drawn apart and each keeper tried, about 50 times for the gallery's 80
            // products (bench/instructions.sh's catalogue: +3.55 % with an array per slice, +2.12 %).
            let width = options.lazy.map(\.count).max() ?? 1
            var cost = [Double](repeating: .infinity, count: width)
            var next = [Double](repeating: .infinity, count: width)
            var from = [Int](repeating: 0, count: count * width)
            // The slices make a ring: for each fill of the first, the cheapest fills along the ring,
            // closed by the last and the first (two slices are one pair, counted once).
            var best: (cost: Double, picks: [Int])?
            for first in options[0].indices where allowed[0][first] {
                for a in 0..<width { cost[a] = a == first ? options[0][a].weight * shadeCosts[0] : .infinity }
                for index in 1..<count {
                    let before = options[index - 1].count
                    for b in options[index].indices {
                        var pick = (cost: Double.infinity, a: 0)
                        if allowed[index][b] {
                            for a in 0..<before where cost[a] + between[index - 1][a][b] < pick.cost {
                                pick = (cost[a] + between[index - 1][a][b], a)
                            }
                        }
                        next[b] = pick.cost + options[index][b].weight * shadeCosts[index]
                        from[index * width + b] = pick.a
                    }
                    swap(&cost, &next)
                }
                for last in options[count - 1].indices {
                    let closing = count > 2 ? between[count - 1][last][first] : 0
                    guard cost[last] + closing < best?.cost ?? .infinity else { continue }
                    var picks = [Int](repeating: 0, count: count)
                    var pick = last
                    picks[count - 1] = last
                    for index in stride(from: count - 1, to: 0, by: -1) {
                        pick = from[index * width + pick]
                        picks[index - 1] = pick
                    }
                    best = (cost[last] + closing, picks)
                }
            }
            return best?.picks ?? Array(repeating: 0, count: count)
        }
    }

    /// One fill per series of a stacked chart (the trend), `colors` largest series first, with
    /// Other's grey at `other`: every pair apart, not only neighbours, since a stack of at most
    /// nine series and its legend set any two side by side. Each series is drawn in its
    /// product's colour or one of its variants (`fillOptions(of:)`), Other in its grey: of all
    /// such fills, those with the fewest pairs closer than `minimumDifference` for some reader,
    /// and of those the one that shades the least, a larger series' shade costing more than all
    /// the smaller ones' (so the largest keep their colours; of one colour's series, the keeper).
    /// Two products that meet one palette colour (Jamaican Blue Mountain Estate Lg and Ginger
    /// Scone on the chain's trend) are so drawn in two lightnesses of it, as the pie draws two
    /// such slices.
    ///
    /// Found by a search over every choice, pruned by the best found so far: at most nine series
    /// of five fills each, a few milliseconds at worst. Choosing series by series, largest first,
    /// left 364 close pairs on `SliceFillsTests`' 400 random trends where the search leaves 99.
    ///
    /// `keeps(i, j)`: whether series `i` keeps a colour it shares with series `j` before `j` does
    /// (the trend passes `keepsColor`, as its page's pie decides); by default the larger, the
    /// first. The shade weights of one colour's series are handed out in that order.
    static func seriesFills(
        _ colors: [RGBColor], other: Int?, keeps: (Int, Int) -> Bool = { $0 < $1 }
    ) -> [RGBColor] {
        let options: [[Shade]] = colors.indices.map { index in
            index == other
                ? [Shade(color: colors[index], seen: ReaderColors(colors[index]), weight: 0)]
                : seenShades(of: colors[index])
        }
        let count = colors.count
        // alike[i][a][j][b]: series i in fill a and series j in fill b are closer than minimumDifference.
        let alike = (0..<count).map { i in
            options[i].map { a in
                (0..<count).map { j in
                    options[j].map { b in j != i && a.seen.leastDifference(b.seen) < minimumDifference }
                }
            }
        }
        // A larger series' shade outweighs every smaller one's: the weights double towards the largest.
        var rankWeight = (0..<count).map { Double(1 << (count - $0)) }
        let groups = Dictionary(grouping: colors.indices.filter { $0 != other }) { colors[$0] }.values
        for group in groups where group.count > 1 {
            let weights = group.map { rankWeight[$0] }.sorted(by: >)
            for (weight, index) in zip(weights, group.sorted(by: keeps)) { rankWeight[index] = weight }
        }
        var best: (alike: Int, cost: Double, picks: [Int])?
        var picks = [Int](repeating: 0, count: count)
        func search(_ index: Int, alikeSoFar: Int, cost: Double) {
            if let best, (alikeSoFar, cost) >= (best.alike, best.cost) { return }
            guard index < count else {
                best = (alikeSoFar, cost, picks)
                return
            }
            for option in options[index].indices {
                let added = (0..<index).filter { alike[index][option][$0][picks[$0]] }.count
                picks[index] = option
                search(
                    index + 1, alikeSoFar: alikeSoFar + added,
                    cost: cost + options[index][option].weight * rankWeight[index])
            }
        }
        search(0, alikeSoFar: 0, cost: 0)
        return (best?.picks ?? picks).enumerated().map { options[$0.offset][$0.element].color }
    }

    /// A fill as the three readers of `ColorVision` see it, in CIELAB, so the ring's pairs are
    /// compared without simulating each fill again for every neighbour it is tried beside.
    private struct ReaderColors: Sendable {
        let labs: [(l: Double, a: Double, b: Double)]

        init(_ color: RGBColor) {
            labs = ColorVision.allCases.map { $0.simulate(color).lab }
        }

        func leastDifference(_ other: ReaderColors) -> Double {
            zip(labs, other.labs).map { RGBColor.ciede2000($0, $1) }.min() ?? 0
        }
    }
}
