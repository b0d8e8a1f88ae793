/// Cuts a text short with an ellipsis so it fits: a label's name in its column, a title or a
/// footnote on a small canvas.
struct TextShortening {
    let measurer: any TextMeasuring
    let role: TextRole

    /// The shortening of `kind` worked out once per layout when the measurer remembers
    /// (`MeasurementCache`), else each time.
    private func remembered(
        _ kind: Int, _ text: String, beside: String = "", width: Double, keeping: Int, _ compute: () -> String?
    ) -> String? {
        guard let cache = measurer as? MeasurementCache else { return compute() }
        return cache.shortening(
            .init(kind: kind, text: text, beside: beside, width: width, keeping: keeping, role: role), compute)
    }

    /// The longest start of `text` followed by "…" that measures at most `width` on one line;
    /// nil when `text` fits whole (nothing to shorten) or not even `keeping` characters fit.
    ///
    /// - Parameter keeping: the fewest characters of `text` the start must keep; a name cut
    ///   to a few letters no longer tells one juice from another.
    func shortened(_ text: String, toWidth width: Double, keeping minimum: Int = 1) -> String? {
        remembered(0, text, width: width, keeping: minimum) {
            guard measurer.measure(text, role: role).width > width, text.count > minimum else { return nil }
            return longestStart(of: text, from: minimum) { measurer.measure($0, role: role).width <= width }
        }
    }

    /// The first `keeping` characters of `text`, "…", and the longest end of it that together
    /// measure at most `width` on one line; nil when `text` fits whole or no end fits beside them.
    ///
    /// For names that differ only towards their end (the sizes and packs of one product), where
    /// cutting the end off would leave several labels reading alike.
    func shortenedInTheMiddle(_ text: String, toWidth width: Double, keeping minimum: Int) -> String? {
        remembered(1, text, width: width, keeping: minimum) {
            guard measurer.measure(text, role: role).width > width, text.count > minimum + 1 else { return nil }
            let head = String(text.prefix(minimum)).trimmingTrailingWhitespace + "…"
            return longestEnd(of: text, after: head, upTo: text.count - minimum - 1, toWidth: width, shortestWord: 1)
        }
    }

    /// "…" and the longest end of `text` that together measure at most `width`, starting at a
    /// word where one fits ("…No. 17"); nil when `text` fits whole or not even a character does.
    ///
    /// For names sharing a long start (sixty "Cold-Pressed Juice No. N"), whose ends tell them apart.
    /// A word start keeping fewer than three characters would drop what tells the name apart.
    ///
    /// - Parameter wholeWords: false keeps the longest end that fits even inside a word, for a
    ///   name whose last whole words are another's too ("…Croissant" reads as Almond Croissant
    ///   as well as Chocolate Croissant; "…ate Croissant" as the one).
    func shortenedToItsEnd(_ text: String, toWidth width: Double, wholeWords: Bool = true) -> String? {
        remembered(2, text, width: width, keeping: wholeWords ? 1 : 0) {
            guard measurer.measure(text, role: role).width > width, text.count > 1 else { return nil }
            return longestEnd(
                of: text, after: "…", upTo: text.count - 1, toWidth: width, shortestWord: wholeWords ? 3 : text.count)
        }
    }

    /// `head` and the longest end of `text`, of at most `limit` characters, that together measure
    /// at most `width`, cut back to where a word starts when the end keeps `shortestWord`
    /// characters or more that way; nil when no end fits.
    ///
    /// Sizes grow with the characters kept, so a binary search finds the longest end that fits.
    /// Whole words at the end read better ("…500ml / Organic", not "…0ml / Organic").
    private func longestEnd(
        of text: String, after head: String, upTo limit: Int, toWidth width: Double,
        shortestWord: Int
    ) -> String? {
        var low = 1
        var high = limit
        var longest = 0
        while low <= high {
            let middle = (low + high) / 2
            if measurer.measure(head + String(text.suffix(middle)), role: role).width <= width {
                longest = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard longest > 0 else { return nil }
        let characters = Array(text)
        let wordStart = (1...longest).reversed().first {
            $0 >= shortestWord && characters[characters.count - $0 - 1].isWhitespace
        }
        return head + String(text.suffix(wordStart ?? longest))
    }

    /// The longest start of `text` followed by "…" that, wrapped to `width`, is at most `height`
    /// tall and `width` wide; nil when not even one character fits.
    func shortened(_ text: String, wrappedTo width: Double, height: Double) -> String? {
        longestStart(of: text) { candidate in
            let size = measurer.measure(candidate, role: role, maxWidth: width)
            return size.height <= height && size.width <= width
        }
    }

    /// `head`, then the longest start of `text` followed by "…", measuring at most `width` on one
    /// line; nil when not even `keeping` characters of `text` fit.
    ///
    /// For a name whose start every name of the chart shares: "…" as `head` stands for that start.
    func shortened(_ text: String, after head: String, toWidth width: Double, keeping minimum: Int) -> String? {
        remembered(3, text, beside: head, width: width, keeping: minimum) {
            guard text.count > minimum else { return nil }
            return longestStart(of: text, from: minimum, head: head) { measurer.measure($0, role: role).width <= width }
        }
    }

    /// The longest start of `text` followed by "…" and `tail`, measuring at most `width` on one
    /// line; nil when not even `keeping` characters of `text` fit.
    ///
    /// For a name told apart by its last words ("Our Old Tim…Lg"): `tail` is those words.
    func shortened(_ text: String, before tail: String, toWidth width: Double, keeping minimum: Int) -> String? {
        remembered(4, text, beside: tail, width: width, keeping: minimum) {
            guard text.count > minimum else { return nil }
            return longestStart(of: text, from: minimum, tail: tail) { measurer.measure($0, role: role).width <= width }
        }
    }

    /// How many characters of `text`, from its start, take `columns` columns: a character of a
    /// script written in squares (Hangul, kana, Han) takes two, as it is about twice as wide.
    static func characters(_ columns: Int, of text: String) -> Int {
        var taken = 0
        var count = 0
        for character in text where taken < columns {
            taken += character.isWide ? 2 : 1
            count += 1
        }
        return count
    }

    /// Sizes grow with the number of characters kept, so a binary search finds the longest start that fits.
    private func longestStart(
        of text: String, from shortest: Int = 1, head: String = "", tail: String = "", fits: (String) -> Bool
    ) -> String? {
        var low = shortest
        var high = text.count - 1
        var best: String?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = head + String(text.prefix(middle)).trimmingTrailingWhitespace + "…" + tail
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

extension Character {
    /// Whether the character belongs to a script written in squares about twice as wide as a
    /// Latin letter: Hangul, kana, Han, and full-width forms.
    var isWide: Bool {
        guard let scalar = unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFE30...0xFE4F).contains(scalar) || (0xFF00...0xFF60).contains(scalar)
            || (0xFFE0...0xFFE6).contains(scalar)
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }

    /// The text without the spaces and opening brackets (Unicode's open punctuation: ( [ { （ 「 【 …)
    /// it ends in: where a name is cut, "카페라떼 (…" and "Other (…" open a bracket that nothing
    /// closes; "카페라떼…" and "Other…" read as names.
    var trimmingDanglingOpeners: String {
        var result = self
        while let last = result.last,
            last.isWhitespace || last.unicodeScalars.first?.properties.generalCategory == .openPunctuation
        {
            result.removeLast()
        }
        return result
    }
}
