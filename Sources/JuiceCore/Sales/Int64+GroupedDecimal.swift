extension Int64 {
    /// The number with a comma every three digits, `1,234,567`.
    ///
    /// Written by hand instead of `formatted()` so charts never change with the
    /// machine's locale or ICU data: the same input must give the same bytes everywhere.
    public var groupedDecimal: String {
        let digits = String(self.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }
}
