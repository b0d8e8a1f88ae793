import JuiceCore

extension ChartNotes {
    /// How many products seen under several categories are named one by one.
    static let listedConflicts = 3
    /// How many parts of a split chart whose folded total says too much are named one by one.
    static let listedParts = 3

    /// What a run says about groups (`--group-by`) and the folded total: the products seen under
    /// two categories (each drawn under its most-used), a `--group-by` that found no value, and,
    /// when Other still says more than the products named, what reads better.
    func grouping(of content: ChartContent, reading: OrderReadReport, ringsBy: String?) -> [String] {
        var notes: [String] = []
        let conflicts = reading.productCategories.conflicts
        if !conflicts.isEmpty {
            let listed = conflicts.prefix(Self.listedConflicts).map { conflict in
                "\(names.name(of: conflict.product)) under \(conflict.chosen) "
                    + "(also \(conflict.others.joined(separator: ", ")))"
            }
            let more = conflicts.count > listed.count ? " and \(conflicts.count - listed.count) more" : ""
            notes.append(
                "\(Self.count(conflicts.count, "product")) sold under several \(ringsBy ?? "category") values, "
                    + "each drawn under the one most of its lines name: \(listed.joined(separator: "; "))\(more)")
        }
        if let ringsBy, reading.productCategories.isEmpty, !content.segments.isEmpty {
            notes.append(
                "--group-by \(ringsBy): no line has a value in that column; the products are drawn without groups")
        }
        if content.foldedTotalSaysTooMuch, let other = content.segments.last {
            notes.append(
                "\(other.name) is \(Self.foldedShare(of: content)) % of the pie and holds products that sell as much "
                    + "as those named: \(Self.readsBetter(reading))")
        } else if ringsBy == nil, content.foldedToFit > 0, let header = reading.categoryHeader {
            notes.append(
                "\(Self.count(content.foldedToFit, "product")) "
                    + "folded into \(content.segments.last?.name ?? "Other") to fit; "
                    + "--group-by category (the \"\(header)\" column) draws every category with its own Other")
        }
        return notes
    }

    /// What a split chart (`--split-by`) says of its parts whose folded total says more than the
    /// products named, as the whole chart's note does: one line for them all, naming the parts;
    /// for parts drawn together in one image (`grid`), how to give each the whole canvas.
    func splitFolding(of parts: [(value: String, content: ChartContent)], reading: OrderReadReport, grid: Bool)
        -> [String]
    {
        let folding = parts.filter(\.content.foldedTotalSaysTooMuch)
        guard !folding.isEmpty else { return [] }
        let shares = folding.map { Self.foldedShare(of: $0.content) }.sorted()
        let range = shares[0] == shares[shares.count - 1] ? "\(shares[0])" : "\(shares[0])–\(shares[shares.count - 1])"
        let listed = folding.prefix(Self.listedParts).map(\.value).joined(separator: ", ")
        let more = folding.count > Self.listedParts ? " and \(folding.count - Self.listedParts) more" : ""
        return [
            "in \(folding.count) of \(Self.count(parts.count, grid ? "pie" : "chart")) "
                + "(\(listed)\(more)) the folded products are "
                + "\(range) % of the pie and sell as much as those named: \(Self.readsBetter(reading))"
                + (grid ? ", or {value} in the output's name draws each part on a canvas of its own" : "")
        ]
    }

    /// The folded total's share of `content`'s pie, in whole percent.
    private static func foldedShare(of content: ChartContent) -> Int {
        let total = content.segments.reduce(0.0) { $0 + Double($1.value) }
        return Int((Double(content.segments.last?.value ?? 0) / max(total, 1) * 100).rounded())
    }

    /// What names a catalogue better than a folded total: its categories, when the input has them.
    private static func readsBetter(_ reading: OrderReadReport) -> String {
        reading.categoryHeader.map { "--group-by category (its \"\($0)\" column) reads better" }
            ?? "a larger --width and --height name more of them, or --top N folds them on purpose"
    }
}
