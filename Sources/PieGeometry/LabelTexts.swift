/// Every form a slice's label can take, measured once per layout.
struct LabelTexts {
    struct Form {
        let text: String
        let size: Size
    }

    /// The whole label as asked for, possibly on several lines (inside, or outside on two lines).
    let full: [Form]
    /// The whole label on one line, for outside columns.
    let oneLine: [Form]
    /// The whole label with its name on two lines (`NameBreaking`) and the figures after the
    /// name's second line; nil when the label does not lead with a name that can break.
    let wrapped: [Form?]
    /// The same with the figures on a third line of their own.
    let wrappedApart: [Form?]
    /// Whether the first line of each label is the slice's name, which may be shortened (only
    /// when there is a legend to give it in full).
    let leadWithName: Bool
    /// For each label, how many characters of its name (its first line) tell it from every other
    /// label's name: one more than the longest start it shares with another.
    let distinctivePrefix: [Int]
    /// Each label's name (its first line), whole.
    let names: [String]
    /// Each name's places to break onto two lines (`NameBreaking.breaks(of:)`), when labels lead with names.
    let nameBreaks: [[(String, String)]]

    /// - Parameter legendPossible: whether a legend may name slices; without one, a label must
    ///   name its slice whole.
    init(_ request: PieLayoutRequest, measurer: some TextMeasuring, legendPossible: Bool = true) {
        let hasLegend = legendPossible && !request.legend.isEmpty
        full = request.labels.map { Form(text: $0, size: measurer.measure($0, role: .sliceLabel)) }
        oneLine = request.labels.map { label in
            let text = label.replacingOccurrences(of: "\n", with: " ")
            return Form(text: text, size: measurer.measure(text, role: .sliceLabel))
        }
        var wrapped: [Form?] = []
        var wrappedApart: [Form?] = []
        for label in request.labels {
            let lines = label.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard request.labelsLeadWithName, let name = lines.first else {
                wrapped.append(nil)
                wrappedApart.append(nil)
                continue
            }
            let rest = lines.dropFirst()
            func form(_ make: (String, String) -> String) -> Form? {
                NameBreaking.balanced(name, lines: make)
                    .map { Form(text: $0, size: measurer.measure($0, role: .sliceLabel)) }
            }
            let figures = rest.joined(separator: " ")
            wrapped.append(form { head, tail in head + "\n" + tail + (figures.isEmpty ? "" : " " + figures) })
            wrappedApart.append(
                rest.isEmpty ? nil : form { head, tail in ([head, tail] + rest).joined(separator: "\n") })
        }
        self.wrapped = wrapped
        self.wrappedApart = wrappedApart
        leadWithName = request.labelsLeadWithName && hasLegend
        let names = request.labels.map {
            Array($0.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        }
        // Sorted, a name shares its longest start with a neighbour.
        let sorted = names.indices.sorted { names[$0].lexicographicallyPrecedes(names[$1]) }
        var distinctive = Array(repeating: 1, count: names.count)
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            let shared = zip(names[a], names[b]).prefix { $0 == $1 }.count
            distinctive[a] = max(distinctive[a], shared + 1)
            distinctive[b] = max(distinctive[b], shared + 1)
        }
        distinctivePrefix = distinctive
        self.names = names.map { String($0) }
        nameBreaks = request.labelsLeadWithName ? self.names.map(NameBreaking.breaks(of:)) : self.names.map { _ in [] }
    }
}
