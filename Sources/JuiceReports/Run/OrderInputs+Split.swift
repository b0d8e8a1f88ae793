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
        return inputs
    }
}
