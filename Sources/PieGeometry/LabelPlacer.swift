import Foundation

/// Labels the slices of one pie, largest slice first, each with the most telling label that has room.
///
/// A slice's name comes before its share alone: the whole label inside; outside on one line,
/// then on its lines; outside with the name cut short (keeping its first dozen characters);
/// then the figures alone inside, beside the slice, and inside off the mid-angle at full and then
/// smaller type. No slice gets a form that tells more than a larger slice's
/// (`LabelForm.informativeness`), and the first slice that finds no room ends the labelling,
/// so a smaller slice never has a label while a larger one has none.
///
/// Outside labels stand in columns on both sides of the pie, top to bottom in the slices' order
/// round the pie, spread apart by `OutsideLabelStack` and each reached by a `LeaderRoute`. A label
/// is only taken if every label of its column still has a place and any two leader lines stay
/// `leaderSeparation` apart along their whole length (so they neither cross nor merge).
struct LabelPlacer {
    let slices: [Slice]
    let values: [Double]
    let texts: LabelTexts
    let measurer: any TextMeasuring
    let metrics: PieLayoutMetrics
    /// Where the pie and its label columns go.
    let area: Rect
    let center: Point
    let radius: Double
    let innerRadius: Double
    /// Outside, only the figures: on a crowded pie, short labels for every slice may be worth
    /// more than whole labels for a few, with the legend naming them.
    var figuresOutside = false
    /// The smallest fraction of their size the labels' type may take (the renderer's floor of
    /// readable type): figures are not squeezed smaller than it.
    var minimumFontScale = 0.0

    private struct OutsideItem {
        let index: Int
        let text: String
        let size: Size
        let form: LabelForm
    }

    private var reach: Double { metrics.leaderRadialLength + metrics.leaderHorizontalLength + metrics.leaderTextGap }

    /// The labels placed, in slice order.
    func place() -> [SliceLabel] {
        let fit = InsideLabelFit(center: center, radius: radius, innerRadius: innerRadius, padding: metrics.insideLabelPadding)
        let seedRadius = innerRadius > 0 ? (radius + innerRadius) / 2 : radius * metrics.labelRadiusFraction
        let order = values.indices.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }
        var inside: [SliceLabel] = []
        var columns: [Double: [OutsideItem]] = [1: [], -1: []]
        var placedColumns: [Double: [SliceLabel]] = [1: [], -1: []]

        /// Puts `items`' first form that fits into a column on one of the slice's sides.
        func outside(_ index: Int, _ forms: (Double) -> [OutsideItem]) -> LabelForm? {
            for side in sides(for: slices[index]) {
                for item in forms(side) {
                    let trial = sortedRoundThePie(columns[side, default: []] + [item], side: side)
                    guard let column = column(trial, side: side, otherSide: placedColumns[-side, default: []]) else { continue }
                    columns[side] = trial
                    placedColumns[side] = column
                    return item.form
                }
            }
            return nil
        }
        /// The figures inside: at the seed position, else beside the slice, else off the
        /// mid-angle inside at full and then smaller type (a thin ring or slice may hold them there).
        func figures(_ index: Int) -> LabelForm? {
            guard let compact = texts.compact[index] else { return nil }
            let slice = slices[index]
            if let anchor = fit.anchor(for: compact.size, in: slice, seedRadius: seedRadius) {
                inside.append(insideLabel(index, compact, at: anchor, form: .compact))
                return .compact
            }
            if let form = outside(index, { figuresBeside(index, width: columnWidth(side: $0)) }) { return form }
            for scale in [1, Self.smallFigureScale] where scale >= minimumFontScale - 1e-9 {
                let size = Size(width: compact.size.width * scale, height: compact.size.height * scale)
                guard let anchor = fit.anchor(for: size, in: slice, seedRadius: seedRadius, offMidAngle: true) else { continue }
                inside.append(figuresInside(index, compact.text, at: anchor, size: size, scale: scale))
                return .compact
            }
            return nil
        }

        // The most telling form the next slice may take: no more than any larger slice's.
        var ceiling = LabelForm.full.informativeness
        var leastSoFar = ceiling
        var previousValue = Double.infinity
        for index in order {
            let slice = slices[index]
            guard slice.sweep > 1e-12 else { break }  // an empty slice has no rim to point at
            if values[index] < previousValue {
                // Equal slices do not bound each other; a strictly larger one does.
                ceiling = leastSoFar
                previousValue = values[index]
            }
            var form: LabelForm?
            if ceiling >= LabelForm.full.informativeness {
                if let anchor = fit.anchor(for: texts.full[index].size, in: slice, seedRadius: seedRadius) {
                    inside.append(insideLabel(index, texts.full[index], at: anchor, form: .full))
                    form = .full
                } else if !figuresOutside || texts.compact[index] == nil {
                    form = outside(index) { wholeForms(of: index, width: columnWidth(side: $0)) }
                }
            }
            if form == nil, ceiling >= LabelForm.shortened.informativeness, texts.leadWithName, !figuresOutside {
                form = outside(index) { shortenedForms(of: index, width: columnWidth(side: $0)) }
            }
            if form == nil, ceiling >= LabelForm.compact.informativeness {
                form = figures(index)
            }
            guard let form else { break }
            leastSoFar = min(leastSoFar, form.informativeness)
        }
        if inside.contains(where: { $0.text.fontScale < 1 }) {
            // Figures in one size: once some are set smaller, all figures inside are, each about
            // its own centre (a smaller box about the same centre stays inside the slice).
            inside = inside.map { label in
                guard label.form == .compact, label.text.fontScale == 1 else { return label }
                let box = label.text.box
                let size = Size(width: box.size.width * Self.smallFigureScale, height: box.size.height * Self.smallFigureScale)
                return figuresInside(label.sliceIndex, label.text.text, at: box.center, size: size, scale: Self.smallFigureScale)
            }
        }
        return (inside + placedColumns[1, default: []] + placedColumns[-1, default: []]).sorted { $0.sliceIndex < $1.sliceIndex }
    }

    /// The type size, as a fraction of the labels' own, of figures squeezed into a slice as a
    /// last resort. Text measures in proportion to its size (hinting is off), so no new measuring.
    static let smallFigureScale = 0.8

    private func figuresInside(_ index: Int, _ text: String, at anchor: Point, size: Size, scale: Double) -> SliceLabel {
        SliceLabel(sliceIndex: index, text: PlacedText(text: text, role: .sliceLabel, box: Rect(center: anchor, size: size), fontScale: scale),
                   placement: .inside, form: .compact)
    }

    private func insideLabel(_ index: Int, _ form: LabelTexts.Form, at anchor: Point, form kind: LabelForm) -> SliceLabel {
        SliceLabel(sliceIndex: index, text: PlacedText(text: form.text, role: .sliceLabel, box: Rect(center: anchor, size: form.size)),
                   placement: .inside, form: kind)
    }

    /// The side a slice's label goes: where its middle points; a slice pointing nearly straight
    /// up or down may also take the other side.
    private func sides(for slice: Slice) -> [Double] {
        let cosine = cos(slice.midAngle)
        let preferred: Double = cosine >= 0 ? 1 : -1
        return abs(cosine) < 0.5 ? [preferred, -preferred] : [preferred]
    }

    /// The whole label outside, best first: on one line, then on its own lines; those that fit `width`.
    private func wholeForms(of index: Int, width: Double) -> [OutsideItem] {
        var forms: [OutsideItem] = []
        let one = texts.oneLine[index]
        let full = texts.full[index]
        if one.size.width <= width { forms.append(OutsideItem(index: index, text: one.text, size: one.size, form: .full)) }
        if full.text != one.text, full.size.width <= width {
            forms.append(OutsideItem(index: index, text: full.text, size: full.size, form: .full))
        }
        return forms
    }

    /// The figures alone outside, when there are some and they fit `width`.
    private func figuresBeside(_ index: Int, width: Double) -> [OutsideItem] {
        guard let compact = texts.compact[index], compact.size.width <= width else { return [] }
        return [OutsideItem(index: index, text: compact.text, size: compact.size, form: .compact)]
    }

    /// The label with its name cut short to `width`, on one line and on its lines.
    private func shortenedForms(of index: Int, width: Double) -> [OutsideItem] {
        var forms: [OutsideItem] = []
        let full = texts.full[index]
        let lines = full.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let name = lines[0]
        let rest = lines.dropFirst()
        let shortening = TextShortening(measurer: measurer, role: .sliceLabel)
        let keeping = metrics.shortenedNameMinimum
        /// The name's start, or when that would read like another name's, its start and its end.
        func short(toWidth width: Double) -> String? {
            guard let start = shortening.shortened(name, toWidth: width, keeping: keeping) else { return nil }
            guard start.count - 1 < texts.distinctivePrefix[index] else { return start }
            return shortening.shortenedInTheMiddle(name, toWidth: width, keeping: keeping) ?? start
        }
        if !rest.isEmpty {
            let tail = " " + rest.joined(separator: " ")
            let tailWidth = measurer.measure(tail, role: .sliceLabel).width
            if let short = short(toWidth: width - tailWidth) {
                let text = short + tail
                forms.append(OutsideItem(index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened))
            }
        }
        let restWidth = rest.map { measurer.measure($0, role: .sliceLabel).width }.max() ?? 0
        if restWidth <= width, let short = short(toWidth: width) {
            let text = ([short] + rest).joined(separator: "\n")
            forms.append(OutsideItem(index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened))
        }
        return forms
    }

    /// The room for label text beside the pie on one side, in points.
    private func columnWidth(side: Double) -> Double {
        side > 0 ? area.maxX - (center.x + radius + reach) : (center.x - radius - reach) - area.minX
    }

    /// `items` in the order their labels stand down the column on `side`: the slices' order
    /// round the pie, clockwise from 9 o'clock on the right and counterclockwise from 3 o'clock
    /// on the left, so that leader lines need not cross.
    private func sortedRoundThePie(_ items: [OutsideItem], side: Double) -> [OutsideItem] {
        func key(_ item: OutsideItem) -> Double { Self.columnOrder(of: slices[item.index].midAngle, side: side) }
        return items.sorted { key($0) != key($1) ? key($0) < key($1) : $0.index < $1.index }
    }

    /// Where a direction (radians) comes in a column on `side`, from its top down: the angle
    /// clockwise from 9 o'clock for the right column, counterclockwise from 3 o'clock for the left.
    static func columnOrder(of angle: Double, side: Double) -> Double {
        let twoPi = 2 * Double.pi
        var relative = (side > 0 ? angle - Double.pi : -angle).truncatingRemainder(dividingBy: twoPi)
        if relative < 0 { relative += twoPi }
        return relative
    }

    /// The labels of one side's column, spread apart and each reached by a leader line; nil
    /// when they do not all fit or two leader lines, of this column or `otherSide`, come closer
    /// than `leaderSeparation`.
    private func column(_ items: [OutsideItem], side: Double, otherSide: [SliceLabel]) -> [SliceLabel]? {
        let elbowRadius = radius + metrics.leaderRadialLength
        let stack = OutsideLabelStack(top: area.minY, bottom: area.maxY, gap: metrics.outsideLabelGap)
        let tops = stack.place(items.map { item in
            OutsideLabelStack.Item(sliceIndex: item.index, value: values[item.index],
                                   desiredCenterY: center.y + elbowRadius * sin(slices[item.index].midAngle),
                                   height: item.size.height)
        })
        guard tops.count == items.count else { return nil }
        let route = LeaderRoute(center: center, radius: radius, elbowRadius: elbowRadius, textGap: metrics.leaderTextGap)
        let edge = side > 0 ? center.x + radius + reach : center.x - radius - reach
        var labels: [SliceLabel] = []
        for item in items {
            guard let top = tops[item.index] else { return nil }  // left out: the column does not fit
            let box = Rect(x: side > 0 ? edge : edge - item.size.width, y: top,
                           width: item.size.width, height: item.size.height)
            guard area.contains(box), let leader = route.leader(for: slices[item.index], to: box, side: side) else { return nil }
            let text = PlacedText(text: item.text, role: .sliceLabel, box: box, alignment: side > 0 ? .left : .right)
            labels.append(SliceLabel(sliceIndex: item.index, text: text, placement: .outside(leader: leader), form: item.form))
        }
        return LeaderSpacing(labels: labels, others: otherSide).closest(below: metrics.leaderSeparation) == nil ? labels : nil
    }
}
