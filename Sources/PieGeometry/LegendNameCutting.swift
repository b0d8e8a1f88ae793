/// Names cut short for a legend of many columns, each still read as one product alone.
///
/// A flat catalogue (eighty products, none above 2.4 %) that folds to fit draws "Other (59)" as
/// its biggest slice for products as big as those it names (issue 37). Listing them in columns
/// of short names names them all; a name cut at its start alone ("Sustainably Grown O…") would
/// read as its sizes' names too, so each name is cut where it differs from the others: its start,
/// else its start and its end ("Sustainabl…Chocolate Lg"), else its end ("…No. 17"), inside a word
/// when its last words are another's ("…e Croissant": "…Croissant" reads as Almond Croissant too).
struct LegendNameCutting {
    let measurer: any TextMeasuring
    /// Every name of the legend, whole.
    let names: [String]
    /// The chart's other names, whole (those the labels name), which a cut name must not read as either.
    var others: [String] = []

    /// The fewest characters a cut name keeps besides its ellipses: fewer tell no product apart.
    static let fewestKept = 3

    /// `names`, each that is wider than `width` cut to it and still read as itself alone; nil when
    /// some name has no such cut at this width.
    func cut(toWidth width: Double) -> [String]? {
        var shortened: [String] = []
        shortened.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            guard measurer.measure(name, role: .legend).width > width else {
                shortened.append(name)
                continue
            }
            guard let short = cut(index, toWidth: width) else { return nil }
            shortened.append(short)
        }
        return shortened
    }

    /// The name's longest start that reads as it alone, then its start and its shortest ending
    /// words that do, then its end alone; nil when none fits `width`.
    private func cut(_ index: Int, toWidth width: Double) -> String? {
        let name = Array(names[index])
        let shortening = TextShortening(measurer: measurer, role: .legend)
        // Ending before a bracket it would leave open: "Other…", not "Other (…" (nothing follows to close it).
        if let start = shortening.shortened(names[index], toWidth: width, keeping: Self.fewestKept).map({
            String($0.dropLast()).trimmingDanglingOpeners + "…"
        }),
            reads(start, as: index)
        {
            return start
        }
        // The ending words, shortest first: the most of the start is kept beside them.
        let wordEnds = name.indices.dropFirst().filter { name[$0 - 1].isWhitespace && !name[$0].isWhitespace }
        for endStart in wordEnds.reversed() {
            let end = String(name[endStart...])
            let head = String(name[..<endStart]).trimmingTrailingWhitespace
            guard let kept = shortening.shortened(head, before: end, toWidth: width, keeping: Self.fewestKept)
            else { break }
            if reads(kept, as: index) { return kept }
        }
        return [true, false].lazy.compactMap {
            shortening.shortenedToItsEnd(names[index], toWidth: width, wholeWords: $0)
        }.first { reads($0, as: index) }
    }

    /// Whether `short` keeps enough of `names[index]` and matches no other name around its ellipses.
    private func reads(_ short: String, as index: Int) -> Bool {
        guard short.filter({ $0 != "…" && !$0.isWhitespace }).count >= Self.fewestKept else { return false }
        let pieces = short.components(separatedBy: "…")
        guard LabelPlacer.name(names[index], matches: pieces) else { return false }
        let name = names[index]
        return !names.indices.contains { $0 != index && LabelPlacer.name(names[$0], matches: pieces) }
            && !others.contains { $0 != name && LabelPlacer.name($0, matches: pieces) }
    }
}
