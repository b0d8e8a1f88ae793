/// Breaks a long name onto two lines where a reader expects a break: at a space, after "-", "/"
/// or ",", or before "(". Names in scripts written without spaces (Hangul, kana, Han) break
/// only where they have such a character.
enum NameBreaking {
    /// Every way to break `name` once, as (first line, second line), in the order the breaks come.
    static func breaks(of name: String) -> [(String, String)] {
        let characters = Array(name)
        var found: [(String, String)] = []
        var seen = Set<String>()
        for position in characters.indices.dropFirst() {
            let before = characters[position - 1]
            let cut: (head: ArraySlice<Character>, tail: ArraySlice<Character>)?
            if before.isWhitespace {
                cut = (characters[..<(position - 1)], characters[position...])
            } else if "-/,".contains(before) {
                cut = (characters[..<position], characters[position...])
            } else if characters[position] == "(" {
                cut = (characters[..<position], characters[position...])
            } else {
                cut = nil
            }
            guard let cut else { continue }
            let head = String(cut.head).trimmingTrailingWhitespace
            let tail = String(String(cut.tail).drop { $0.isWhitespace })
            guard !head.isEmpty, !tail.isEmpty, seen.insert(head + "\n" + tail).inserted else { continue }
            found.append((head, tail))
        }
        return found
    }

    /// The break of `name` whose longest line, with `lines(head, tail)` making the label's lines,
    /// is shortest; nil when the name has no place to break.
    ///
    /// Lines are compared by their characters, not measured: a label's forms are made for every
    /// slice of every layout tried, and the one break chosen is measured once.
    static func balanced(_ name: String, lines: (String, String) -> String) -> String? {
        func longest(_ text: String) -> Int { text.split(separator: "\n").map(\.count).max() ?? 0 }
        return breaks(of: name).map { lines($0.0, $0.1) }.min { longest($0) < longest($1) }
    }
}
