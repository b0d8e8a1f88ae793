import JuiceCore

public extension SalesSummary {
    /// The segments' names as a value-sorted chart lists them: value descending, then name
    /// (the aggregator leaves naming and ordering to the reports).
    func segmentNames(_ language: NameLanguage = .korean) -> [String] {
        segments.map { (Menu.standard.name(of: $0.juice, in: language) ?? "?", $0.value) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
            .map(\.0)
    }

    /// `name=units` per juice, units descending, then name, as the summary table lists them.
    func unitsByName(_ language: NameLanguage = .korean) -> [String] {
        juiceTotals.map { (Menu.standard.name(of: $0.juice, in: language) ?? "?", $0.units) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
            .map { "\($0.0)=\($0.1)" }
    }
}

public extension SalesSummary {
    /// The segments' values in the order of `segmentNames`.
    func segmentValues(_ language: NameLanguage = .korean) -> [Int64] {
        segments.map { (Menu.standard.name(of: $0.juice, in: language) ?? "?", $0.value) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
            .map(\.1)
    }
}
