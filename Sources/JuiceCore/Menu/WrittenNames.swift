/// The juice names an input wrote, told apart by script, to choose the language of the words a
/// chart adds ("Other", the footnote) when the user did not (`--names`).
///
/// Each different spelling votes once, however many orders use it: an English export naming
/// six juices in Latin letters and one in Hangul is an English input. Menu ids (`mangoKiwi`)
/// are the JSON's keys, not names, and do not vote; neither does a name with no letters of
/// a known script (`#5`). Names in Han characters alone vote Chinese, unless some name of the
/// input has kana: then they are Japanese kanji (抹茶 beside いちごミルク). At most
/// `rememberedLimit` spellings per script are kept, so a hostile input cannot grow the set
/// without end; past it the vote is long settled.
public struct WrittenNames: Sendable, Equatable {
    static let rememberedLimit = 4_096

    private var latin: Set<String> = []
    private var hangul: Set<String> = []
    /// Names with kana (and any Han characters with them).
    private var kana: Set<String> = []
    /// Names in Han characters without kana.
    private var han: Set<String> = []

    public init() {}

    /// Spellings written mostly in Latin letters and mostly in Hangul.
    public var latinCount: Int { latin.count }
    public var hangulCount: Int { hangul.count }

    /// The language most names are written in, or nil when no name has letters of a known script.
    ///
    /// A tie goes to the language listed first in `NameLanguage` (Korean, English, Japanese,
    /// Chinese): Korean is the menu's first language, as before there were four.
    public var language: NameLanguage? {
        let votes: [(NameLanguage, Int)] = [
            (.korean, hangul.count), (.english, latin.count),
            (.japanese, kana.isEmpty ? 0 : kana.count + han.count), (.chinese, kana.isEmpty ? han.count : 0),
        ]
        let most = votes.map(\.1).max() ?? 0
        guard most > 0 else { return nil }
        return votes.first { $0.1 == most }?.0
    }

    /// Counts `written` (a juice name as the input wrote it) unless it is a menu id of `menu`.
    public mutating func note(_ written: String, menu: Menu) {
        let trimmed = written.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !menu.isID(trimmed), let script = NameLanguage(scriptOf: trimmed) else { return }
        let key = trimmed.precomposedStringWithCanonicalMapping.foldedForMatching
        switch script {
        case .english: Self.insert(key, into: &latin)
        case .korean: Self.insert(key, into: &hangul)
        case .japanese: Self.insert(key, into: &kana)
        case .chinese: Self.insert(key, into: &han)
        }
    }

    /// Counts the off-menu juices of `summary`, whose identities keep their spelling, and the
    /// spellings it keeps for menu juices (`SalesSummary.menuSpellings`).
    public mutating func note(offMenuNamesOf summary: SalesSummary, menu: Menu) {
        for juice in summary.segments.map(\.juice) + summary.juiceTotals.map(\.juice) {
            if case .offMenu(let name) = juice { note(name, menu: menu) }
        }
        for spelling in summary.menuSpellings.values.sorted() { note(spelling, menu: menu) }
    }

    /// Adds the spellings another input (or the other half of one) wrote.
    public mutating func merge(_ other: WrittenNames) {
        for key in other.latin { Self.insert(key, into: &latin) }
        for key in other.hangul { Self.insert(key, into: &hangul) }
        for key in other.kana { Self.insert(key, into: &kana) }
        for key in other.han { Self.insert(key, into: &han) }
    }

    private static func insert(_ key: String, into set: inout Set<String>) {
        if set.count < rememberedLimit { set.insert(key) }
    }
}
