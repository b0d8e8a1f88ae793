import JuiceCore

extension ChartNotes {
    /// How many products seen under several categories are named one by one.
    static let listedConflicts = 3

    /// What a run says about groups (`--group-by`) and the folded total: the products seen under
    /// two categories (each drawn under its most-used), a `--group-by` that found no value, and,
    /// when Other still says more than the products named, what reads better.
    func grouping(of content: ChartContent, reading: OrderReadReport, ringsBy: String?) -> [String] {
        var notes: [String] = []
        let conflicts = reading.productCategories.conflicts
        if !conflicts.isEmpty {
            let listed = conflicts.prefix(Self.listedConflicts).map { conflict in
                "\(names.name(of: conflict.product)) under \(conflict.chosen) (also \(conflict.others.joined(separator: ", ")))"
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
            let total = content.segments.reduce(0.0) { $0 + Double($1.value) }
            let share = Int((Double(other.value) / max(total, 1) * 100).rounded())
            let better =
                reading.categoryHeader.map { "--group-by category (its \"\($0)\" column) reads better" }
                ?? "a larger --width and --height name more of them, or --top N folds them on purpose"
            notes.append(
                "\(other.name) is \(share) % of the pie and holds products that sell as much as those named: \(better)")
        } else if ringsBy == nil, content.foldedToFit > 0, let header = reading.categoryHeader {
            notes.append(
                "\(Self.count(content.foldedToFit, "product")) folded into \(content.segments.last?.name ?? "Other") to fit; "
                    + "--group-by category (the \"\(header)\" column) draws every category with its own Other")
        }
        return notes
    }
}
