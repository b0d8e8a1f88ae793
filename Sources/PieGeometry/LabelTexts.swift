/// Every form a slice's label can take, measured once per layout.
struct LabelTexts {
    /// Whether a shortened name reads as its product's alone (`LabelPlacer`'s check against every
    /// other name), remembered for these names: the placer asks again at every radius and side it
    /// tries, and each answer compares with every name (see `MeasurementCache.shortening`).
    final class ReadsAsOne {
        private struct Key: Hashable {
            let index: Int
            let pieces: [String]
        }

        private var answers: [Key: Bool] = [:]

        func answer(index: Int, pieces: [String], _ compute: () -> Bool) -> Bool {
            let key = Key(index: index, pieces: pieces)
            if let known = answers[key] { return known }
            let answer = compute()
            answers[key] = answer
            return answer
        }
    }

    let readsAsOne = ReadsAsOne()
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
    /// How many characters at the start and at the end of each name are a part every name shares
    /// (all but one, of three or more: Other's name is unlike the rest), such as the city and
    /// "有限公司" of Chinese company names: a shortened name drops them first and keeps what tells
    /// it apart. In names written with spaces, whole words only; 0 where nothing is shared.
    let agreed: [(start: Int, end: Int)]

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
        agreed = Self.agreedParts(of: self.names)
    }

    /// For each name, the characters at its start and its end that every name shares (`agreed`).
    static func agreedParts(of names: [String]) -> [(start: Int, end: Int)] {
        let none = names.map { _ in (start: 0, end: 0) }
        guard names.count >= 2 else { return none }
        func shared(_ words: [[Character]]) -> [Character] {
            // The common start of a set is that of its first and last in order; leaving one name
            // out (the one unlike the rest) leaves the second or the second to last in its place.
            let sorted = words.sorted { $0.lexicographicallyPrecedes($1) }
            func common(_ a: [Character], _ b: [Character]) -> [Character] { zip(a, b).prefix { $0 == $1 }.map(\.0) }
            var best = common(sorted[0], sorted[sorted.count - 1])
            if sorted.count >= 3 {
                for other in [common(sorted[1], sorted[sorted.count - 1]), common(sorted[0], sorted[sorted.count - 2])]
                where other.count > best.count {
                    best = other
                }
            }
            return best
        }
        let characters = names.map(Array.init)
        var start = shared(characters)
        var end = Array(shared(characters.map { Array($0.reversed()) }).reversed())
        // Whole words where names have spaces; a script written in squares may be cut anywhere.
        if let space = start.lastIndex(where: \.isWhitespace) {
            start = Array(start[...space])
        } else if !(start.last?.isWide ?? false) {
            start = []
        }
        if let space = end.firstIndex(where: \.isWhitespace) {
            end = Array(end[space...])
        } else if !(end.first?.isWide ?? false) {
            end = []
        }
        if start.filter(\.isLetter).count < 2 { start = [] }
        if end.filter(\.isLetter).count < 2 { end = [] }
        return characters.map { name in
            let head = name.starts(with: start) ? start.count : 0
            let tail = name.reversed().starts(with: end.reversed()) ? end.count : 0
            // Something of the name must be left between them.
            return head + tail < name.count ? (head, tail) : (0, 0)
        }
    }
}
