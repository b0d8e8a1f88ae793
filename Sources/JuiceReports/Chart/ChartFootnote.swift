import JuiceCore

/// The small print under a chart: the juices folded into "Other", those with no slice (a value of
/// 0 or less), and units no recipe could turn into fruit; a line each.
enum ChartFootnote {
    /// Folded juices named in the footnote; the rest are counted.
    static let listedJuices = 12

    /// The lines that do not depend on how many juices are folded: juices not drawn, units with no recipe.
    static func fixedLines(_ summary: SalesSummary, names: JuiceNames, format: ValueFormat) -> [String] {
        var lines: [String] = []
        if !summary.undrawn.isEmpty {
            // Juices whose returns reached their sales (or totals rows of 0 or less): no slice, but
            // named with their figure, so the title's net total adds up with what is drawn.
            let undrawn = summary.undrawn.map { (names.name(of: $0.juice), $0.value) }
            lines.append("\(names.notDrawnZeroOrLess): " + listing(undrawn, names: names, format: format))
        }
        if !summary.unrecipedUnits.isEmpty {
            let juices = summary.unrecipedUnits.map { (names.name(of: $0.key), $0.value) }
                .sorted { JuiceNames.precedes($0.0, $1.0) }
                .map { "\($0.0) \($0.1.groupedDecimal)" }.joined(separator: ", ")
            lines.append("\(names.notCountedNoRecipe): \(juices)")
        }
        return lines
    }

    /// The whole footnote of a chart whose last slice, `other`, holds `folded`; nil when it says nothing.
    static func text(
        folded: [ChartSegment], other: String?, fixedLines: [String], names: JuiceNames,
        format: ValueFormat
    ) -> String? {
        var lines = fixedLines
        if !folded.isEmpty {
            // A long list would crowd out the chart; the first dozen say what kind of juices they are.
            let juices = folded.map { ($0.name, $0.value) }
            lines.insert("\(other ?? names.otherName): " + listing(juices, names: names, format: format), at: 0)
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The first `listedJuices` juices with their figures, then how many more there are.
    private static func listing(
        _ juices: [(name: String, value: Int64)], names: JuiceNames,
        format: ValueFormat
    ) -> String {
        let listed = juices.prefix(listedJuices).map { "\($0.name) \(format.number($0.value))" }
        let more = juices.count > listed.count ? names.moreFolded(juices.count - listed.count) : ""
        return listed.joined(separator: ", ") + more
    }
}
