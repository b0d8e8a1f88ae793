extension String {
    /// The text as names and headers are compared: without case, surrounding spaces or runs of
    /// spaces (`Matcha  Latte ` and `matcha latte` are one name). Menu English names, off-menu
    /// spellings, `--only`/`--exclude` values and table headers all match this way.
    public var foldedForMatching: String {
        lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
