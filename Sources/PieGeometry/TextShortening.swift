/// Cuts a text short with an ellipsis so it fits: a label's name in its column, a title or a
/// footnote on a small canvas.
struct TextShortening {
    let measurer: any TextMeasuring
    let role: TextRole

    /// The longest start of `text` followed by "…" that measures at most `width` on one line;
    /// nil when `text` fits whole (nothing to shorten) or not even `keeping` characters fit.
    ///
    /// - Parameter keeping: the fewest characters of `text` the start must keep; a name cut
    ///   to a few letters no longer tells one juice from another.
    func shortened(_ text: String, toWidth width: Double, keeping minimum: Int = 1) -> String? {
        guard measurer.measure(text, role: role).width > width, text.count > minimum else { return nil }
        return longestStart(of: text, from: minimum) { measurer.measure($0, role: role).width <= width }
    }

    /// The longest start of `text` followed by "…" that, wrapped to `width`, is at most `height`
    /// tall and `width` wide; nil when not even one character fits.
    func shortened(_ text: String, wrappedTo width: Double, height: Double) -> String? {
        longestStart(of: text) { candidate in
            let size = measurer.measure(candidate, role: role, maxWidth: width)
            return size.height <= height && size.width <= width
        }
    }

    /// Sizes grow with the number of characters kept, so a binary search finds the longest start that fits.
    private func longestStart(of text: String, from shortest: Int = 1, fits: (String) -> Bool) -> String? {
        var low = shortest
        var high = text.count - 1
        var best: String?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = String(text.prefix(middle)).trimmingTrailingWhitespace + "…"
            if fits(candidate) {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
