import JuiceCore

extension OrderInputs {
    /// These inputs noting the values of `column` as they are read, every line still counting
    /// (`--split-by` finds its values on the whole's read: `OrderReadReport.columnSightings.last`).
    func observing(_ column: String) -> OrderInputs {
        var inputs = self
        inputs.columnFilter = columnFilter.adding(ColumnFilter.Clause(column: column, values: [], observesOnly: true))
        return inputs
    }

    /// These inputs keeping only the lines whose `column` holds `value` (one part of a `--split-by`).
    func keeping(_ column: String, _ value: String) -> OrderInputs {
        var inputs = self
        inputs.columnFilter = columnFilter.adding(ColumnFilter.Clause(column: column, values: [value]))
        inputs.partValues.append(value)
        return inputs
    }

    /// The part of the input these inputs keep, as titles name it after the shop: the `--where`
    /// clauses as given (`store_location=Astoria`), then a `--split-by` part's value (`Astoria`);
    /// nil when they keep every line.
    var scope: String? {
        let filters = columnFilter.clauses.filter { !$0.observesOnly }.dropLast(partValues.count).map(\.description)
        let parts = filters + partValues
        return parts.isEmpty ? nil : parts.joined(separator: " \u{22C5} ")
    }
}
