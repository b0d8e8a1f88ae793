import Foundation

/// Labels the slices of one pie, largest slice first, each with the most telling label that has room.
///
/// Forms, best first: the whole label inside; outside on one line, then on its lines, then with the
/// name broken onto two lines (`NameBreaking`); inside with the name so broken; outside with the
/// name shortened so it still reads unlike every other label (`shortenedForms`). A label never
/// shows figures without the name its kind includes: a slice with no room is named by the legend. A
/// slice with no room for any form is skipped, not the end of the labelling: smaller slices still
/// take the room their columns have. Larger slices are placed first, so a smaller slice's label
/// never takes a larger one's place; once a slice's name is shortened, no smaller slice's name is
/// drawn whole (issue 37: big slices first, whole), so a pie naming its big slices whole scores
/// above one that cuts them.
///
/// Outside labels stand in columns on both sides of the pie, top to bottom in the slices' order
/// round the pie, spread apart by `OutsideLabelStack` and each reached by a `LeaderRoute`. A label
/// is only taken if every label of its column still has a place and no two leader lines cross,
/// come within 2 pt once 4 pt beyond the rim, or beyond the fan near the pie come closer than
/// `leaderSeparation` (`LeaderSpacing`): a sliver whose leader cannot keep apart is left to the legend.
/// Once the pie is chosen, a slice of 3 % or more (wider than `LeaderRoute.thinSweep`) left bare
/// may have its whole label stand above or below the pie (`addingStanding`), after the columns.
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
    /// Whether a name may break onto two lines inside its slice; not on a wide canvas, whose names
    /// stand beside the pie spread over its width (`PieLayoutEngine.spreadOverWideCanvas`).
    var breaksInside = true

    struct OutsideItem {
        let index: Int
        let text: String
        let size: Size
        let form: LabelForm
        /// The shortened name the text shows, for a `.shortened` form.
        var shortName: String?
    }

    private var reach: Double { metrics.leaderRadialLength + metrics.leaderHorizontalLength + metrics.leaderTextGap }

    /// The labels placed, in slice order.
    ///
    /// - Parameter largest: labels only this many of the largest slices (all when nil); the
    ///   labels of those are the same as when every slice is labelled, since the smaller come after.
    func place(largest: Int? = nil) -> [SliceLabel] {
        let fit = InsideLabelFit(
            center: center, radius: radius, innerRadius: innerRadius, padding: metrics.insideLabelPadding)
        let seedRadius = innerRadius > 0 ? (radius + innerRadius) / 2 : radius * metrics.labelRadiusFraction
        let order = values.indices.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }.prefix(
            largest ?? values.count)
        var inside: [SliceLabel] = []
        var columns: [Double: [OutsideItem]] = [1: [], -1: []]
        var placedColumns: [Double: [SliceLabel]] = [1: [], -1: []]

        // The name each placed label shows, so that no two labels read the same.
        var shownNames: Set<String> = []
        // The value of the first slice whose name was shortened: a smaller one may not be named
        // whole, unless its name is no longer than every cut one (`LabelForm.mayStandWhole`).
        var shortenedAt: Double?
        // The fewest columns a cut label's first line takes (`LabelForm.columns(ofFirstLine:)`).
        var narrowestCut = Int.max
        /// Puts `items`' first form that fits into a column on one of the slice's sides.
        func outside(_ index: Int, _ forms: (Double) -> [OutsideItem]) -> LabelForm? {
            for side in sides(for: slices[index]) {
                for item in forms(side) {
                    let trial = inserted(item, into: columns[side, default: []], side: side)
                    guard let column = column(trial, side: side, otherSide: placedColumns[-side, default: []]) else {
                        continue
                    }
                    columns[side] = trial
                    placedColumns[side] = column
                    if let short = item.shortName { shownNames.insert(short) }
                    if item.form == .shortened {
                        narrowestCut = min(narrowestCut, LabelForm.columns(ofFirstLine: item.text))
                    }
                    return item.form
                }
            }
            return nil
        }
        for index in order {
            let slice = slices[index]
            guard slice.sweep > 1e-12 else { break }  // an empty slice has no rim to point at
            var form: LabelForm?
            let largerCut = shortenedAt.map { values[index] < $0 } ?? false
            func mayStandWhole(_ text: String) -> Bool {
                !largerCut || LabelForm.columns(ofFirstLine: text) <= narrowestCut
            }
            if mayStandWhole(texts.full[index].text) {
                if let anchor = fit.anchor(for: texts.full[index].size, in: slice, seedRadius: seedRadius) {
                    inside.append(insideLabel(index, texts.full[index], at: anchor))
                    form = .full
                } else {
                    form = outside(index) {
                        wholeForms(of: index, width: columnWidth(side: $0)).filter { mayStandWhole($0.text) }
                    }
                }
                // A big slice whose name fits inside broken onto two lines is named there, not cut short.
                if form == nil, breaksInside,
                    let (whole, anchor) = insideBroken(of: index, fit: fit, seedRadius: seedRadius),
                    mayStandWhole(whole.text)
                {
                    inside.append(insideLabel(index, whole, at: anchor))
                    form = .full
                }
            }
            if form == nil, texts.leadWithName {
                form = outside(index) { shortenedForms(of: index, width: columnWidth(side: $0), avoiding: shownNames) }
                // A name too long to stand whole beside a larger cut one, yet short enough to fit its
                // column whole, had no form at all (seed 541: a 3.1 % slice bare beside named slices
                // of 0.2 %): one of 3 % or more is cut to the columns of the narrowest cut name (a
                // catalogue's slivers, tried at every radius, would cost a fifth of its layout).
                if form == nil, largerCut, LabelPolicy.isNoticeable(slice), !mayStandWhole(texts.full[index].text) {
                    let whole = measurer.measure(
                        String(texts.full[index].text.prefix { $0 != "\n" }), role: .sliceLabel
                    ).width
                    form = outside(index) { side in
                        // The widest cut that takes no more columns, in twelfths of the whole line.
                        let widths = stride(from: whole * 11 / 12, through: whole / 3, by: -whole / 12)
                        return widths.lazy.map {
                            shortenedForms(of: index, width: min(columnWidth(side: side), $0), avoiding: shownNames)
                                .filter { LabelForm.columns(ofFirstLine: $0.text) <= narrowestCut }
                        }.first { !$0.isEmpty } ?? []
                    }
                }
                // No room beside the pie: the name shortened inside its slice (the legend has it whole).
                if form == nil,
                    let (item, anchor) = insideShortened(
                        of: index, fit: fit, seedRadius: seedRadius, avoiding: shownNames)
                {
                    inside.append(
                        insideLabel(
                            index, LabelTexts.Form(text: item.text, size: item.size), at: anchor, form: .shortened))
                    if let short = item.shortName { shownNames.insert(short) }
                    narrowestCut = min(narrowestCut, LabelForm.columns(ofFirstLine: item.text))
                    form = .shortened
                }
                // A slice of 3 % or more still bare beside cut names on more lines than one: those on
                // one line may leave it the room (seed 64 of the property test: a 4.6 % slice bare
                // between cut names broken onto two lines). Before any smaller slice takes it.
                if form == nil, LabelPolicy.isNoticeable(slice) {
                    for side in sides(for: slice) {
                        guard
                            let room = compacted(
                                columns[side, default: []], adding: index, side: side, shown: shownNames,
                                otherSide: placedColumns[-side, default: []], inside: inside)
                        else { continue }
                        columns[side] = room.items
                        placedColumns[side] = room.labels
                        shownNames = room.shown
                        for item in room.items where item.form == .shortened {
                            narrowestCut = min(narrowestCut, LabelForm.columns(ofFirstLine: item.text))
                        }
                        form = room.items.first { $0.index == index }?.form
                        break
                    }
                }
                if form == .shortened, shortenedAt == nil { shortenedAt = values[index] }
            }
            if form == .full { shownNames.insert(texts.names[index]) }
            // With no room here, the loop goes on: a smaller slice may still find some.
        }
        return (inside + placedColumns[1, default: []] + placedColumns[-1, default: []]).sorted {
            $0.sliceIndex < $1.sliceIndex
        }
    }

    /// `stack` (a column's labels) with its cut names on fewer lines where they have such a form,
    /// and a label for slice `index` in the room that leaves; nil when it still does not fit, or
    /// when a smaller slice's whole name would then stand beside a shorter cut one (big slices
    /// first, whole: `LabelForm.cutsBesideLongerWholes`).
    private func compacted(
        _ stack: [OutsideItem], adding index: Int, side: Double, shown: Set<String>, otherSide: [SliceLabel],
        inside: [SliceLabel]
    ) -> (items: [OutsideItem], labels: [SliceLabel], shown: Set<String>)? {
        let width = columnWidth(side: side)
        var shown = shown
        var changed = false
        let items = stack.map { item -> OutsideItem in
            guard item.form == .shortened, item.text.contains("\n") else { return item }
            var others = shown
            if let short = item.shortName { others.remove(short) }
            guard
                let fewer = shortenedForms(of: item.index, width: width, avoiding: others).first(where: {
                    $0.size.height < item.size.height - 1e-9
                })
            else { return item }
            if let short = item.shortName { shown.remove(short) }
            if let short = fewer.shortName { shown.insert(short) }
            changed = true
            return fewer
        }
        guard changed else { return nil }
        let candidates =
            wholeForms(of: index, width: width) + shortenedForms(of: index, width: width, avoiding: shown)
        for candidate in candidates {
            let trial = inserted(candidate, into: items, side: side)
            guard let labels = column(trial, side: side, otherSide: otherSide),
                LabelForm.cutsBesideLongerWholes(in: labels + otherSide + inside, of: slices).isEmpty
            else { continue }
            // A whole name joins the names shown in `place`, as any label's does.
            if let short = candidate.shortName { shown.insert(short) }
            return (trial, labels, shown)
        }
        return nil
    }

    /// The whole label inside its slice with the name on two lines and where: the figures after
    /// it, else on a line of their own; nil when neither fits.
    private func insideBroken(of index: Int, fit: InsideLabelFit, seedRadius: Double) -> (LabelTexts.Form, Point)? {
        for form in [texts.wrapped[index], texts.wrappedApart[index]].compactMap({ $0 }) {
            if let anchor = fit.anchor(for: form.size, in: slices[index], seedRadius: seedRadius) {
                return (form, anchor)
            }
        }
        return nil
    }

    /// The label with its name shortened (`shortenedForms`) inside its slice, and where: the
    /// longest such name that fits, trying widths from 1.2 times the pie's radius down to 0.4.
    private func insideShortened(
        of index: Int, fit: InsideLabelFit, seedRadius: Double, avoiding shown: Set<String>
    ) -> (OutsideItem, Point)? {
        // Laying out tries many radii: a slice without room for the shortest cut name is passed at
        // once, and one under 3 % (which the legend names, or Other) or narrower than a line of text
        // before anything is measured (the catalogue's dozens of slivers, at each radius tried: 6 %
        // of its layout's instructions).
        let lineHeight =
            texts.full[index].size.height / Double(max(1, texts.full[index].text.split(separator: "\n").count))
        guard LabelPolicy.isNoticeable(slices[index]), slices[index].sweep * seedRadius >= lineHeight else {
            return nil
        }
        let shortest = texts.full[index].text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.prefix(3)) + "…" }.joined(separator: "\n")
        guard
            fit.anchor(for: measurer.measure(shortest, role: .sliceLabel), in: slices[index], seedRadius: seedRadius)
                != nil
        else { return nil }
        for fraction in [1.2, 0.9, 0.6, 0.4] {
            for item in shortenedForms(of: index, width: radius * fraction, avoiding: shown) {
                if let anchor = fit.anchor(for: item.size, in: slices[index], seedRadius: seedRadius) {
                    return (item, anchor)
                }
            }
        }
        return nil
    }

    private func insideLabel(
        _ index: Int, _ text: LabelTexts.Form, at anchor: Point, form: LabelForm = .full
    ) -> SliceLabel {
        SliceLabel(
            sliceIndex: index,
            text: PlacedText(text: text.text, role: .sliceLabel, box: Rect(center: anchor, size: text.size)),
            placement: .inside, form: form)
    }

    /// The side a slice's label goes: where its middle points; a slice pointing nearly straight
    /// up or down may also take the other side.
    private func sides(for slice: Slice) -> [Double] {
        let cosine = cos(slice.midAngle)
        let preferred: Double = cosine >= 0 ? 1 : -1
        return abs(cosine) < 0.5 ? [preferred, -preferred] : [preferred]
    }

    /// The whole label outside, best first: on one line, then on its own lines, then with the name
    /// on two lines and the figures after it, then the figures on a third line; those that fit `width`.
    func wholeForms(of index: Int, width: Double) -> [OutsideItem] {
        let forms = [texts.oneLine[index], texts.full[index], texts.wrapped[index], texts.wrappedApart[index]]
            .compactMap { $0 }
        var items: [OutsideItem] = []
        for form in forms where form.size.width <= width && !items.contains(where: { $0.text == form.text }) {
            items.append(OutsideItem(index: index, text: form.text, size: form.size, form: .full))
        }
        return items
    }

    /// The label with its name shortened to `width`, in forms whose name part reads unlike every
    /// other slice's name and every name in `avoiding` (the names labels already show): first the
    /// name on two lines with only the second shortened, then on one line.
    ///
    /// A name is cut where it differs from the others, never where all of them agree (issue 37):
    /// the start and end every name shares (`LabelTexts.agreed`, "北京…有限公司") go first, so what
    /// is left tells it apart ("…字节跳动科技…"). Else a line is shortened to its start when that
    /// tells it apart, else to its start and its end ("Iced Caramel…(Large)"), else to its end
    /// alone ("…No. 17"), which keeps what names sharing a start differ in.
    private func shortenedForms(of index: Int, width: Double, avoiding shown: Set<String>) -> [OutsideItem] {
        var forms: [OutsideItem] = []
        let full = texts.full[index]
        let lines = full.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let name = lines[0]
        let rest = lines.dropFirst()
        let shortening = TextShortening(measurer: measurer, role: .sliceLabel)
        let keeping = TextShortening.characters(metrics.shortenedNameMinimum, of: name)
        /// Whether `short`, shown for the end of the name after its first `lineStart` characters,
        /// reads as this name alone: no other name has what it keeps, in that order, around its
        /// ellipses ("…홀딩스" reads as any of a hundred "… 글로벌 홀딩스"), and it keeps at least
        /// three characters, a letter among them when the name has one.
        func distinct(_ short: String, lineStart: Int, shownAs visible: String) -> Bool {
            guard !shown.contains(visible), short.contains("…") else { return false }
            let kept = short.filter { $0 != "…" && !$0.isWhitespace }
            guard kept.count >= 3 else { return false }
            // "…117" beside a share would read as figures alone: a name with letters keeps one.
            guard kept.contains(where: \.isLetter) || !name.contains(where: \.isLetter) else { return false }
            let pieces = (String(name.prefix(lineStart)) + short).components(separatedBy: "…")
            return texts.readsAsOne.answer(index: index, pieces: pieces) {
                guard Self.name(name, matches: pieces) else { return false }
                return !texts.names.indices.contains { $0 != index && Self.name(texts.names[$0], matches: pieces) }
            }
        }
        /// The first distinct shortening of the name that fits `width`.
        func short(toWidth width: Double) -> String? {
            var candidates: [String?] = []
            let (start, end) = texts.agreed[index]
            if start + end > 0 {
                let characters = Array(name)
                let core = String(characters[start..<(characters.count - end)])
                let head = start > 0 ? "…" : ""
                candidates.append(head + core.trimmingTrailingWhitespace + (end > 0 ? "…" : ""))
                // What is left tells the name apart: a few characters of it do (checked by `distinct`).
                candidates.append(
                    shortening.shortened(core, after: head, toWidth: width, keeping: min(3, max(core.count - 1, 1))))
            }
            if start == 0, let cut = shortening.shortened(name, toWidth: width, keeping: keeping),
                cut.count - 1 >= texts.distinctivePrefix[index]
            {
                candidates.append(cut)
            }
            // Never keeping only what every name shares around a cut ("北京…有限公司", "…科技有限公司").
            if start + end == 0 {
                candidates.append(shortening.shortenedInTheMiddle(name, toWidth: width, keeping: keeping))
                candidates.append(shortening.shortenedToItsEnd(name, toWidth: width))
            }
            return candidates.compactMap { $0 }.first {
                measurer.measure($0, role: .sliceLabel).width <= width && distinct($0, lineStart: 0, shownAs: $0)
            }
        }
        // The name on two lines, its second shortened: more of the name than one line keeps.
        let figures = rest.isEmpty ? "" : " " + rest.joined(separator: " ")
        let figuresWidth = figures.isEmpty ? 0 : measurer.measure(figures, role: .sliceLabel).width
        if let (head, second) = texts.nameBreaks[index].last(where: {
            measurer.measure($0.0, role: .sliceLabel).width <= width
        }) {
            let secondShortening = [
                shortening.shortened(second, toWidth: width - figuresWidth, keeping: 1),
                shortening.shortenedInTheMiddle(
                    second, toWidth: width - figuresWidth, keeping: min(keeping, second.count / 2)),
                shortening.shortenedToItsEnd(second, toWidth: width - figuresWidth),
            ]
            if let short = secondShortening.compactMap({ $0 }).first(where: {
                distinct($0, lineStart: name.count - second.count, shownAs: head + " " + $0)
            }) {
                let text = head + "\n" + short + figures
                forms.append(
                    OutsideItem(
                        index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened,
                        shortName: head + " " + short))
            }
        }
        if !rest.isEmpty {
            let tail = " " + rest.joined(separator: " ")
            let tailWidth = measurer.measure(tail, role: .sliceLabel).width
            if let short = short(toWidth: width - tailWidth) {
                let text = short + tail
                forms.append(
                    OutsideItem(
                        index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened,
                        shortName: short))
            }
        }
        let restWidth = rest.map { measurer.measure($0, role: .sliceLabel).width }.max() ?? 0
        if restWidth <= width, let short = short(toWidth: width) {
            let text = ([short] + rest).joined(separator: "\n")
            forms.append(
                OutsideItem(
                    index: index, text: text, size: measurer.measure(text, role: .sliceLabel), form: .shortened,
                    shortName: short))
        }
        return forms
    }

    /// Whether `name` reads as `pieces` joined by ellipses: it starts with the first, ends with
    /// the last, and holds the others in order between them.
    static func name(_ name: String, matches pieces: [String]) -> Bool {
        guard let first = pieces.first, let last = pieces.last, pieces.count >= 2, name.hasPrefix(first) else {
            return false
        }
        var rest = Substring(name.dropFirst(first.count))
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    /// The room for label text beside the pie on one side, in points.
    private func columnWidth(side: Double) -> Double {
        side > 0 ? area.maxX - (center.x + radius + reach) : (center.x - radius - reach) - area.minX
    }

    /// `column` (in order) with `item` where its label stands down the column on `side`: the
    /// slices' order round the pie, clockwise from 9 o'clock on the right and counterclockwise
    /// from 3 o'clock on the left, so that leader lines need not cross.
    private func inserted(_ item: OutsideItem, into column: [OutsideItem], side: Double) -> [OutsideItem] {
        func key(_ item: OutsideItem) -> (Double, Int) {
            (Self.columnOrder(of: slices[item.index].midAngle, side: side), item.index)
        }
        var column = column
        column.insert(item, at: column.firstIndex { key($0) > key(item) } ?? column.endIndex)
        return column
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
        let tops = stack.place(
            items.map { item in
                OutsideLabelStack.Item(
                    sliceIndex: item.index, value: values[item.index],
                    desiredCenterY: center.y + elbowRadius * sin(slices[item.index].midAngle),
                    height: item.size.height)
            })
        guard tops.count == items.count else { return nil }
        let route = LeaderRoute(
            center: center, radius: radius, elbowRadius: elbowRadius, textGap: metrics.leaderTextGap)
        let edge = side > 0 ? center.x + radius + reach : center.x - radius - reach
        var labels: [SliceLabel] = []
        for item in items {
            guard let top = tops[item.index] else { return nil }  // left out: the column does not fit
            let box = Rect(
                x: side > 0 ? edge : edge - item.size.width, y: top,
                width: item.size.width, height: item.size.height)
            // Within a hair's breadth: a column that fills the area exactly stacks its top label's top
            // up from the bottom, where rounding leaves it 1e-14 above the area's (seed 1729).
            guard area.insetBy(-1e-9).contains(box),
                let leader = route.leader(for: slices[item.index], to: box, side: side)
            else {
                return nil
            }
            let text = PlacedText(text: item.text, role: .sliceLabel, box: box, alignment: side > 0 ? .left : .right)
            labels.append(
                SliceLabel(sliceIndex: item.index, text: text, placement: .outside(leader: leader), form: item.form))
        }
        return LeaderSpacing(labels: labels, others: otherSide, center: center).closest(below: metrics.leaderSeparation)
            == nil ? labels : nil
    }
}
