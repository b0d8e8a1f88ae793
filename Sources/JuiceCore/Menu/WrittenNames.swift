/// The juice names an input wrote, told apart by script, to choose the language a chart speaks
/// when the user did not (`--names`).
///
/// Each different spelling votes once, however many orders use it: an English export naming
/// six juices in Latin letters and one in Hangul is an English input. Menu ids (`mangoKiwi`)
/// are the JSON's keys, not names, and do not vote; neither does a name with no letters of
/// either script (`#5`). At most `rememberedLimit` spellings per script are kept, so a hostile
/// input cannot grow the set without end; past it the vote is long settled.
public struct WrittenNames: Sendable, Equatable {
    static let rememberedLimit = 4_096

    private var latin: Set<String> = []
    private var hangul: Set<String> = []

    public init() {}

    /// Spellings written mostly in Latin letters and mostly in Hangul.
    public var latinCount: Int { latin.count }
    public var hangulCount: Int { hangul.count }

    /// The language most names are written in: English when more spellings are in Latin
    /// letters than in Hangul, Korean when more are in Hangul; nil on a tie (none at all included),
    /// which the caller settles (the charts take Korean, the menu's first language).
    public var language: NameLanguage? {
        if latin.count > hangul.count { return .english }
        if hangul.count > latin.count { return .korean }
        return nil
    }

    /// Counts `written` (a juice name as the input wrote it) unless it is a menu id of `menu`.
    public mutating func note(_ written: String, menu: Menu) {
        let trimmed = written.trimmingCharacters(in: .whitespacesAndNewlines)
        guard menu.juice(id: trimmed) == nil, let script = NameLanguage(scriptOf: trimmed) else { return }
        let key = trimmed.precomposedStringWithCanonicalMapping.foldedForMatching
        switch script {
        case .english where latin.count < Self.rememberedLimit: latin.insert(key)
        case .korean where hangul.count < Self.rememberedLimit: hangul.insert(key)
        default: break
        }
    }

    /// Counts the off-menu juices of `summary`, whose identities keep their spelling; menu
    /// juices are stored by id, so only a reader saw how they were written.
    public mutating func note(offMenuNamesOf summary: SalesSummary, menu: Menu) {
        for juice in summary.segments.map(\.juice) + summary.juiceTotals.map(\.juice) {
            if case .offMenu(let name) = juice { note(name, menu: menu) }
        }
    }

    /// Adds the spellings another input (or the other half of one) wrote.
    public mutating func merge(_ other: WrittenNames) {
        for key in other.latin where latin.count < Self.rememberedLimit { latin.insert(key) }
        for key in other.hangul where hangul.count < Self.rememberedLimit { hangul.insert(key) }
    }
}
