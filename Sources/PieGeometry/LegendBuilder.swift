import Foundation

/// Lays a legend out in columns to the right of, or below, the pie.
///
/// With hinting off, text size grows linearly with font size, so a crowded legend is
/// tried at smaller font scales by scaling measured sizes instead of measuring again.
struct LegendBuilder {
    let measurer: any TextMeasuring
    /// The least width and height, in points, a legend must leave the pie in its region.
    var leaving: Double = 0
    let columnGap = 18.0
    let cellGap = 10.0
    let swatchGap = 6.0
    /// The smallest font scale the legend may take: below it letters are too small to read, and
    /// fewer juices keep a row instead (the layout folds them).
    var minimumScale = 0.0
    /// Whether names may be cut short so the legend takes more columns (`LegendNameCutting`),
    /// when it cannot hold every row whole: asked by a chart that must name more products than
    /// a legend of whole names holds (`PieLayoutRequest.legendMayCutNames`).
    var mayCutNames = false
    /// Whether a legend that may cut its names (`mayCutNames`) takes the columns that leave the pie
    /// the most room, down to the shortest legend, rather than the fewest (`cutToColumns`); its
    /// names are cut even where a legend of whole names would fit in fewer columns.
    var shortest = false
    /// Every name of the chart, whole, which a cut name must not read as (the legend may list only
    /// the slices the labels leave unnamed); empty: the entries' own names.
    var namesToTellApart: [String] = []
    /// The most columns a legend of cut names takes.
    static let mostColumns = 6
    /// The share of the height a legend of cut names may take below the pie: a flat catalogue's
    /// names are what its chart has to say, the pie keeps the rest.
    static let cutNamesHeightShare = 0.62
    /// Font scales tried in turn until the legend fits, down to `minimumScale` (full size at least).
    var fontScales: [Double] {
        let allowed = [1.0, 0.85, 0.72, 0.6].filter { $0 >= minimumScale - 1e-9 }
        return allowed.isEmpty ? [1] : allowed
    }

    /// The legend that leaves the pie the most room, over the given positions and the font
    /// scales, with a small preference for larger type and for the first position; nil when nothing fits.
    ///
    /// When no position fits at any scale, names are cut short with an ellipsis to the width a
    /// column can spare at the smallest scale (the SVG description keeps them whole), so a
    /// narrow canvas still names every slice.
    func layout(_ entries: [LegendEntryText], positions: [LegendPosition], in region: Rect, gap: Double)
        -> LegendLayout?
    {
        let measured = measure(entries)
        let whole = { bestLayout(entries, measured: measured, positions: positions, in: region, gap: gap) }
        if !(shortest && mayCutNames), let legend = whole() { return legend }
        // The shortest legend is of cut names in more columns, else of whole names as it would be.
        if mayCutNames,
            let legend = cutToColumns(entries, measured: measured, positions: positions, in: region, gap: gap)
                ?? (shortest ? whole() : nil)
        {
            return legend
        }
        let scale = fontScales.last ?? 1  // never empty: full size at least
        let shortening = TextShortening(measurer: measurer, role: .legend)
        var best: (legend: LegendLayout, score: Double)?
        for (rank, position) in positions.enumerated() {
            let valueWidth = measured.map(\.1.width).max() ?? 0
            let shareWidth = measured.map(\.2.width).max() ?? 0
            let textHeight = measured.map { max($0.0.height, $0.1.height, $0.2.height) }.max() ?? 0
            let fixed = besideName(textHeight: textHeight, figures: valueWidth + shareWidth, scale: scale)
            let room = (position == .bottom ? region.size.width : region.size.width * 0.55) - fixed
            guard room > 0 else { continue }
            let short = entries.map { entry in
                var entry = entry
                if let name = shortening.shortened(entry.name, toWidth: room / scale) { entry.name = name }
                return entry
            }
            guard let legend = layout(short, measured: measure(short), position: position, scale: scale, in: region),
                leavesRoom(legend, in: region, gap: gap)
            else { continue }
            let score = Self.score(legend, region: region, gap: gap, scale: scale, rank: rank)
            if score > (best?.score ?? -1) { best = (legend, score) }
        }
        return best?.legend
    }

    /// How many of `entries`, from the first, a legend can hold in `region` at best.
    func capacity(_ entries: [LegendEntryText], positions: [LegendPosition], in region: Rect, gap: Double) -> Int {
        var low = 0
        var high = entries.count
        // Fewer entries never need more room, so a binary search finds the most that fit.
        while low < high {
            let middle = (low + high + 1) / 2
            if layout(Array(entries.prefix(middle)), positions: positions, in: region, gap: gap) != nil {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// `legend` listing only its rows of the slices `kept`, in their texts (names as cut, if they
    /// were) and type size, anchored where it was, so within its frame: nothing that kept clear of
    /// the legend meets the shorter one. nil when nothing would be left.
    func relisting(_ legend: LegendLayout, keeping kept: [Int]) -> LegendLayout? {
        let rows = Dictionary(legend.entries.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        guard !kept.isEmpty, let scale = legend.entries.first?.name.fontScale,
            kept.allSatisfy({ rows[$0] != nil })
        else { return nil }
        let texts = kept.compactMap { rows[$0] }.map {
            LegendEntryText(name: $0.name.text, value: $0.value.text, share: $0.share.text)
        }
        // A region the private layout places a legend of this frame's size in, where the frame is:
        // right-aligned and centred on it beside the pie, centred on its foot below.
        let frame = legend.frame
        let slack = 1e-6
        let region =
            legend.position == .bottom
            ? Rect(
                x: frame.minX - slack, y: frame.maxY - (frame.size.height + slack) / 0.55,
                width: frame.size.width + 2 * slack, height: (frame.size.height + slack) / 0.55)
            : Rect(
                x: frame.maxX - (frame.size.width + slack) / 0.55, y: frame.minY - slack,
                width: (frame.size.width + slack) / 0.55, height: frame.size.height + 2 * slack)
        guard
            let relisted = layout(texts, measured: measure(texts), position: legend.position, scale: scale, in: region)
        else { return nil }
        return LegendLayout(
            position: relisted.position, frame: relisted.frame,
            entries: relisted.entries.map {
                LegendLayout.Entry(
                    index: kept[$0.index], swatch: $0.swatch, name: $0.name, value: $0.value, share: $0.share)
            })
    }

    private func measure(_ entries: [LegendEntryText]) -> [(Size, Size, Size)] {
        entries.map { entry in
            (
                measurer.measure(entry.name, role: .legend), measurer.measure(entry.value, role: .legend),
                measurer.measure(entry.share, role: .legend)
            )
        }
    }

    private func bestLayout(
        _ entries: [LegendEntryText], measured: [(Size, Size, Size)], positions: [LegendPosition],
        in region: Rect, gap: Double
    ) -> LegendLayout? {
        var best: (legend: LegendLayout, score: Double)?
        for (rank, position) in positions.enumerated() {
            for scale in fontScales {
                guard let legend = layout(entries, measured: measured, position: position, scale: scale, in: region),
                    leavesRoom(legend, in: region, gap: gap)
                else { continue }
                let score = Self.score(legend, region: region, gap: gap, scale: scale, rank: rank)
                if score > (best?.score ?? -1) { best = (legend, score) }
                break  // a smaller scale at the same position only loses readability
            }
        }
        return best?.legend
    }

    /// The legend with names cut (`LegendNameCutting`) so that its rows fit in more columns: at
    /// each position and type size, the fewest columns (the longest names) that fit, and of those
    /// the one leaving the pie the most room, larger type counting for more (`score`). Not simply
    /// the largest type that fits: the gallery's eighty products cut to 12.5 pt took 32 pt more
    /// height than at 11 pt, and the pie lost 28 pt of radius and two labels. Rows give their
    /// shares alone, the room of the figures going to the names (the figures are in `--summary`),
    /// unless the names need no cut with the figures there too; nil when no name can be cut to read
    /// as itself alone.
    private func cutToColumns(
        _ entries: [LegendEntryText], measured: [(Size, Size, Size)], positions: [LegendPosition],
        in region: Rect, gap: Double
    ) -> LegendLayout? {
        let cutting = LegendNameCutting(
            measurer: measurer, names: entries.map(\.name), others: namesToTellApart)
        let textHeight = measured.map { max($0.0.height, $0.1.height, $0.2.height) }.max() ?? 0
        for withFigures in [false] {
            let valueWidth = withFigures ? measured.map(\.1.width).max() ?? 0 : 0
            let shareWidth = measured.map(\.2.width).max() ?? 0
            var best: (legend: LegendLayout, score: Double)?
            for (rank, position) in positions.enumerated() {
                let width = position == .bottom ? region.size.width : region.size.width * 0.55
                let height = position == .bottom ? region.size.height * Self.cutNamesHeightShare : region.size.height
                // Down to the floor of readable type itself, not only the steps above it.
                let scales =
                    fontScales + (minimumScale > 0 && minimumScale < fontScales.last ?? 1 ? [minimumScale] : [])
                for scale in scales {
                    let rows = Int(height / ((textHeight + 4) * scale))
                    guard rows >= 1 else { continue }
                    let fewest = (entries.count + rows - 1) / rows
                    // The shortest tries two columns and up even where one would hold every row.
                    let least = shortest ? max(fewest, 2) : fewest
                    let most = shortest ? min(Self.mostColumns, entries.count) : fewest
                    guard (2...Self.mostColumns).contains(least), least <= most else { continue }
                    for columns in least...most {
                        let fixed = besideName(textHeight: textHeight, figures: valueWidth + shareWidth, scale: scale)
                        let room = ((width - Double(columns - 1) * columnGap) / Double(columns) - fixed) / scale
                        // Three lines' height of a name at least: shorter, no name reads as a product.
                        guard room >= 3 * textHeight, let names = cutting.cut(toWidth: room) else { break }
                        let short = zip(entries, names).map { entry, name in
                            LegendEntryText(name: name, value: withFigures ? entry.value : "", share: entry.share)
                        }
                        guard
                            let legend = layout(
                                short, measured: measure(short), position: position, scale: scale, in: region,
                                heightShare: Self.cutNamesHeightShare),
                            leavesRoom(legend, in: region, gap: gap)
                        else { continue }
                        let score = Self.score(legend, region: region, gap: gap, scale: scale, rank: rank)
                        if score > (best?.score ?? -1) { best = (legend, score) }
                    }
                }
            }
            if let best { return best.legend }
        }
        return nil
    }

    /// A legend beside the pie no wider than `widthShare` of the region, at the largest type that
    /// fits: its rows whole with their figures when they fit so, else names cut where they differ
    /// (`LegendNameCutting`) and rows giving their shares alone, as in `cutToColumns`; nil when some
    /// name has no such cut or the rows do not fit.
    func besideCut(_ entries: [LegendEntryText], widthShare: Double, in region: Rect, gap: Double) -> LegendLayout? {
        let measured = measure(entries)
        let cutting = LegendNameCutting(
            measurer: measurer, names: entries.map(\.name), others: namesToTellApart)
        let textHeight = measured.map { max($0.0.height, $0.1.height, $0.2.height) }.max() ?? 0
        let valueWidth = measured.map(\.1.width).max() ?? 0
        let shareWidth = measured.map(\.2.width).max() ?? 0
        let width = region.size.width * widthShare
        for withFigures in [true, false] {
            for scale in fontScales {
                let fixed = besideName(
                    textHeight: textHeight, figures: (withFigures ? valueWidth : 0) + shareWidth, scale: scale)
                let room = (width - fixed) / scale
                guard room >= 3 * textHeight, let names = cutting.cut(toWidth: room),
                    !withFigures || names == entries.map(\.name)
                else { continue }
                let short = zip(entries, names).map {
                    LegendEntryText(name: $1, value: withFigures ? $0.value : "", share: $0.share)
                }
                guard let legend = layout(short, measured: measure(short), position: .right, scale: scale, in: region),
                    legend.frame.size.width <= width + 1e-9, leavesRoom(legend, in: region, gap: gap)
                else { continue }
                return legend
            }
        }
        return nil
    }

    /// The width of a legend row besides its name, at `scale`: the swatch, its gap and the
    /// figures (`figures` wide at full size) with the gaps before them.
    private func besideName(textHeight: Double, figures: Double, scale: Double) -> Double {
        (textHeight * 0.62 + figures) * scale + swatchGap + 2 * cellGap
    }

    private func leavesRoom(_ legend: LegendLayout, in region: Rect, gap: Double) -> Bool {
        let room = Self.remainingArea(of: region, besides: legend, gap: gap)
        return min(room.size.width, room.size.height) >= leaving - 1e-9
    }

    /// The room a legend leaves the pie, favouring larger type and the first position asked for.
    private static func score(_ legend: LegendLayout, region: Rect, gap: Double, scale: Double, rank: Int) -> Double {
        let room = remainingArea(of: region, besides: legend, gap: gap)
        return min(room.size.width, room.size.height) * (0.5 + 0.5 * scale) * (rank == 0 ? 1.02 : 1)
    }

    /// What is left of `region` for the pie once the legend and a gap are taken off.
    static func remainingArea(of region: Rect, besides legend: LegendLayout, gap: Double) -> Rect {
        legend.position == .bottom
            ? Rect(
                x: region.minX, y: region.minY, width: region.size.width, height: legend.frame.minY - gap - region.minY)
            : Rect(
                x: region.minX, y: region.minY, width: legend.frame.minX - gap - region.minX, height: region.size.height
            )
    }

    private func layout(
        _ entries: [LegendEntryText], measured: [(Size, Size, Size)], position: LegendPosition,
        scale: Double, in region: Rect, heightShare: Double = 0.55
    ) -> LegendLayout? {
        guard !entries.isEmpty else { return nil }
        let nameWidth = (measured.map(\.0.width).max() ?? 0) * scale
        let valueWidth = (measured.map(\.1.width).max() ?? 0) * scale
        let shareWidth = (measured.map(\.2.width).max() ?? 0) * scale
        let textHeight = (measured.map { max($0.0.height, $0.1.height, $0.2.height) }.max() ?? 0) * scale
        let rowHeight = textHeight + 4 * scale
        let swatch = textHeight * 0.62
        let columnWidth = swatch + swatchGap + nameWidth + cellGap + valueWidth + cellGap + shareWidth
        let count = entries.count

        let columns: Int
        switch position {
        case .bottom:
            columns = max(1, min(count, Int((region.size.width + columnGap) / (columnWidth + columnGap))))
        default:
            let rowsPerColumn = max(1, Int(region.size.height / rowHeight))
            columns = (count + rowsPerColumn - 1) / rowsPerColumn
        }
        let rows = (count + columns - 1) / columns
        let width = Double(columns) * columnWidth + Double(columns - 1) * columnGap
        let height = Double(rows) * rowHeight
        // Leave the pie most of the room: a legend may take 55 % of the width or height.
        let fits =
            position == .bottom
            ? width <= region.size.width && height <= region.size.height * heightShare
            : width <= region.size.width * 0.55 && height <= region.size.height
        guard fits else { return nil }
        let frame =
            position == .bottom
            ? Rect(x: region.center.x - width / 2, y: region.maxY - height, width: width, height: height)
            : Rect(x: region.maxX - width, y: region.center.y - height / 2, width: width, height: height)

        var placed: [LegendLayout.Entry] = []
        for (index, entry) in entries.enumerated() {
            // Column-major, like a printed list: down the first column, then the next.
            let column = index / rows
            let row = index % rows
            let x = frame.minX + Double(column) * (columnWidth + columnGap)
            let y = frame.minY + Double(row) * rowHeight
            let midY = y + rowHeight / 2
            let (nameSize, valueSize, shareSize) = measured[index]
            func box(_ size: Size, right: Double) -> Rect {
                Rect(
                    x: right - size.width * scale, y: midY - size.height * scale / 2,
                    width: size.width * scale, height: size.height * scale)
            }
            let nameX = x + swatch + swatchGap
            let valueRight = nameX + nameWidth + cellGap + valueWidth
            let shareRight = valueRight + cellGap + shareWidth
            placed.append(
                LegendLayout.Entry(
                    index: index,
                    swatch: Rect(x: x, y: midY - swatch / 2, width: swatch, height: swatch),
                    name: PlacedText(
                        text: entry.name, role: .legend,
                        box: Rect(
                            x: nameX, y: midY - nameSize.height * scale / 2,
                            width: nameSize.width * scale, height: nameSize.height * scale),
                        alignment: .left, fontScale: scale),
                    value: PlacedText(
                        text: entry.value, role: .legend, box: box(valueSize, right: valueRight),
                        alignment: .right, fontScale: scale),
                    share: PlacedText(
                        text: entry.share, role: .legend, box: box(shareSize, right: shareRight),
                        alignment: .right, fontScale: scale)))
        }
        return LegendLayout(position: position, frame: frame, entries: placed)
    }
}
