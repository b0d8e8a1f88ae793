import JuiceCore

extension OrderReadReport {
    /// Notes on how the inputs were read: as which export, and what `--only`/`--exclude` left out.
    public var readingNotes: [String] {
        var notes: [String] = []
        if let export { notes.append("read as a \(export) export") }
        if wideProducts > 0 {
            notes.append(
                "read as a wide table: a date column and one column of units for each of "
                    + "\(ChartNotes.count(wideProducts, "product"))"
            )
        }
        if !wideTextColumns.isEmpty {
            notes.append(
                "skipped the text \(wideTextColumns.count == 1 ? "column" : "columns") "
                    + wideTextColumns.map { "\"\($0)\"" }.joined(separator: ", ") + " of the wide table: not units"
            )
        }
        if undatedRows > 0 { notes.append("skipped \(ChartNotes.count(undatedRows, "row")) without a date") }
        if filteredOut > 0 {
            notes.append(
                "left out \(ChartNotes.count(filteredOut, "order")) with nothing that \(filterOptions) let through")
        }
        if !excludesMatchingNothing.isEmpty {
            notes.append(
                "--exclude \(excludesMatchingNothing.map { "\"\($0)\"" }.joined(separator: ", ")) "
                    + "matched nothing in the input"
            )
        }
        return notes
    }

    /// The options that can leave orders out, as notes name them.
    var filterOptions: String {
        columnSightings.isEmpty ? "--only/--exclude" : "--only/--exclude/--where"
    }

    /// A note when revenue is shown without a currency (the amounts had decimals but named
    /// none), or when orders in other currencies than the one shown were left out.
    func currencyNote(shownIn currency: Currency, metric: SalesMetric) -> [String] {
        if metric == .revenue, otherCurrencyOrders > 0, let kept = currency.code {
            return otherCurrencyNote(kept: kept)
        }
        if leavesRevenueOut(metric: metric) { return severalCurrenciesNote }
        guard metric == .revenue, currency.code == nil, currency.symbol.isEmpty else { return [] }
        return [
            "the amounts name no currency, so revenue is shown as plain numbers; "
                + "give --currency (USD, EUR, GBP, …) to show one"
        ]
    }
}
