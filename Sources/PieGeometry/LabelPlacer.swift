import Foundation

/// Labels the slices of one pie, largest slice first, each in the best form that has room.
///
/// A label gives way before it is dropped: whole inside; the figures alone inside; outside on
/// one line; outside on its lines; outside with the name cut short; the figures alone outside;
/// the figures inside off the mid-angle, at full and then smaller type. Outside labels stand in a
/// column on their side, spread apart by `OutsideLabelStack` and reached by a `LeaderRoute`; a
/// label is only taken if every label on its side still has a place and no two leader lines
/// cross. The first slice that finds no room ends the labelling, so a smaller slice never has
/// a label while a larger one has none.
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

        for index in order {
            let slice = slices[index]
            guard slice.sweep > 1e-12 else { break }  // an empty slice has no rim to point at
            if let anchor = fit.anchor(for: texts.full[index].size, in: slice, seedRadius: seedRadius) {
                inside.append(insideLabel(index, texts.full[index], at: anchor, form: .full))
                continue
            }
            if let compact = texts.compact[index], let anchor = fit.anchor(for: compact.size, in: slice, seedRadius: seedRadius) {
                inside.append(insideLabel(index, compact, at: anchor, form: .compact))
                continue
            }
            var placed = false
            for side in sides(for: slice) where !placed {
                for item in outsideForms(of: index, side: side) {
                    let trial = columns[side]! + [item]
                    guard let column = column(trial, side: side, before: placedColumns[side]!, otherSide: placedColumns[-side]!)
                    else { continue }
                    columns[side] = trial
                    placedColumns[side] = column
                    placed = true
                    break
                }
            }
            if !placed, let compact = texts.compact[index] {
                // Last, the figures inside off the mid-angle, then in smaller type: a thin ring or
                // slice may hold them where the seed position does not.
                for scale in [1, Self.smallFigureScale] where !placed {
                    let size = Size(width: compact.size.width * scale, height: compact.size.height * scale)
                    guard let anchor = fit.anchor(for: size, in: slice, seedRadius: seedRadius, offMidAngle: true) else { continue }
                    inside.append(figuresInside(index, compact.text, at: anchor, size: size, scale: scale))
                    placed = true
                }
            }
            if !placed { break }
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
        return (inside + placedColumns[1]! + placedColumns[-1]!).sorted { $0.sliceIndex < $1.sliceIndex }
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

    /// The outside forms to try, best first: one line, the label's own lines, the name cut short
    /// to the column's width on one line and on its lines, and the figures alone.
    private func outsideForms(of index: Int, side: Double) -> [OutsideItem] {
        let width = columnWidth(side: side)
        var forms: [OutsideItem] = []
        if figuresOutside, texts.compact[index] != nil { return figuresBeside(index, width: width) }
        let one = texts.oneLine[index]
        let full = texts.full[index]
        if one.size.width <= width { forms.append(OutsideItem(index: index, text: one.text, size: one.size, form: .full)) }
        if full.text != one.text, full.size.width <= width {
            forms.append(OutsideItem(index: index, text: full.text, size: full.size, form: .full))
        }
        guard forms.isEmpty else { return forms }
        if texts.leadWithName { forms += shortenedForms(of: index, width: width) }
        // Last, the figures alone beside the slice: the legend names it.
        return forms + figuresBeside(index, width: width)
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
        if !rest.isEmpty {
            let tail = " " + rest.joined(separator: " ")
            let tailWidth = measurer.measure(tail, role: .sliceLabel).width
            if let short = shortening.shortened(name, toWidth: width - tailWidth) {
                let text = short + tail
                forms.append(OutsideItem(index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened))
            }
        }
        let restWidth = rest.map { measurer.measure($0, role: .sliceLabel).width }.max() ?? 0
        if restWidth <= width, let short = shortening.shortened(name, toWidth: width) {
            let text = ([short] + rest).joined(separator: "\n")
            forms.append(OutsideItem(index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened))
        }
        return forms
    }

    /// The room for label text beside the pie on one side, in points.
    private func columnWidth(side: Double) -> Double {
        side > 0 ? area.maxX - (center.x + radius + reach) : (center.x - radius - reach) - area.minX
    }

    /// The labels of one side's column, spread apart and each reached by a leader line; nil
    /// when they do not all fit or two leader lines would cross.
    ///
    /// `before` is the column as it stood without the newest item: its leader lines did not
    /// cross, so only lines that moved need checking.
    private func column(_ items: [OutsideItem], side: Double, before: [SliceLabel], otherSide: [SliceLabel]) -> [SliceLabel]? {
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
            let box = Rect(x: side > 0 ? edge : edge - item.size.width, y: tops[item.index]!,
                           width: item.size.width, height: item.size.height)
            guard area.contains(box), let leader = route.leader(for: slices[item.index], to: box, side: side) else { return nil }
            let text = PlacedText(text: item.text, role: .sliceLabel, box: box, alignment: side > 0 ? .left : .right)
            labels.append(SliceLabel(sliceIndex: item.index, text: text, placement: .outside(leader: leader), form: item.form))
        }
        let unchanged = Set(before.map(\.leader))
        return Self.crosses(labels, otherSide, checking: { !unchanged.contains($0.leader) }) ? nil : labels
    }

    /// A leader line ready for crossing tests: its pieces and bounding box.
    private struct Line {
        let index: Int
        let checked: Bool
        let segments: [Segment]
        let minX, maxX, minY, maxY: Double

        init(_ label: SliceLabel, checked: Bool) {
            let points = label.leader ?? []
            index = label.sliceIndex
            self.checked = checked
            segments = label.leaderSegments
            minX = points.map(\.x).min() ?? 0
            maxX = points.map(\.x).max() ?? 0
            minY = points.map(\.y).min() ?? 0
            maxY = points.map(\.y).max() ?? 0
        }
    }

    /// Whether a leader line among `labels` that `checking` picks crosses any other line of
    /// `labels` or `others`. Lines sorted by their top are swept, so only lines whose heights
    /// overlap are compared: this runs for every label tried against every label placed.
    private static func crosses(_ labels: [SliceLabel], _ others: [SliceLabel], checking: (SliceLabel) -> Bool) -> Bool {
        let lines = (labels.map { Line($0, checked: checking($0)) } + others.map { Line($0, checked: false) })
            .sorted { $0.minY < $1.minY }
        for (i, line) in lines.enumerated() {
            for other in lines[(i + 1)...] {
                if other.minY > line.maxY + 1e-6 { break }
                guard line.checked || other.checked, line.index != other.index,
                      line.minX <= other.maxX + 1e-6, other.minX <= line.maxX + 1e-6 else { continue }
                for segment in line.segments {
                    for piece in other.segments where segment.intersects(piece) { return true }
                }
            }
        }
        return false
    }
}
