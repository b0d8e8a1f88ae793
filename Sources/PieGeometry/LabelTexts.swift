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
    /// The figures alone; nil when the request has no compact labels, or no legend to name the slice.
    let compact: [Form?]
    /// Whether the first line of each label is the slice's name, which may be shortened (only
    /// when there is a legend to give it in full).
    let leadWithName: Bool

    init(_ request: PieLayoutRequest, measurer: some TextMeasuring) {
        full = request.labels.map { Form(text: $0, size: measurer.measure($0, role: .sliceLabel)) }
        oneLine = request.labels.map { label in
            let text = label.replacingOccurrences(of: "\n", with: " ")
            return Form(text: text, size: measurer.measure(text, role: .sliceLabel))
        }
        compact = request.values.indices.map { index in
            guard !request.legend.isEmpty, request.compactLabels.indices.contains(index) else { return nil }
            let text = request.compactLabels[index]
            return text.isEmpty ? nil : Form(text: text, size: measurer.measure(text, role: .sliceLabel))
        }
        leadWithName = request.labelsLeadWithName && !request.legend.isEmpty
    }
}
