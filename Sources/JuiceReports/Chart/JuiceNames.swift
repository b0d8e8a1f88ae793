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

    public func name(of juice: JuiceIdentity) -> String {
        menu.name(of: juice, in: language) ?? otherName
    }

    /// Orders names in Unicode scalar order (가나다 for Hangul), the same on every machine.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }
}
