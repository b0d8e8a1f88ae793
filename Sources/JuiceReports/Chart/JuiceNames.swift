import JuiceCore

/// Names juices, fruit and the folded slice in the language a chart or table is shown in.
public struct JuiceNames: Sendable {
    public let menu: Menu
    public let language: NameLanguage

    public init(menu: Menu = .standard, language: NameLanguage = .korean) {
        self.menu = menu
        self.language = language
    }

    /// The name of the slice that small juices are folded into.
    public var otherName: String {
        language == .korean ? "기타" : "Other"
    }

    /// The footnote's end of a list of folded juices too long to name: ", … (3 more)".
    func moreFolded(_ count: Int) -> String {
        language == .korean ? ", … 외 \(count)개" : ", … (\(count) more)"
    }

    /// The footnote's words before juices that have no recipe, grouped by fruit.
    var notCountedNoRecipe: String {
        language == .korean ? "레시피가 없어 세지 않음" : "Not counted, no recipe"
    }

    public func name(of juice: JuiceIdentity) -> String {
        menu.name(of: juice, in: language) ?? otherName
    }

    /// Orders names in Unicode scalar order (가나다 for Hangul), the same on every machine.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }
}
