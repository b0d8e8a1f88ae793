import Foundation

/// The juices a shop sells and how order text maps to them.
public struct Menu: Sendable {
    public let juices: [MenuJuice]
    private let juiceIndexByKey: [String: Int]
    private let juiceIndexByID: [String: Int]

    /// Builds a menu; ids and names must be unique across all juices.
    public init(juices: [MenuJuice]) {
        var index: [String: Int] = [:]
        for position in juices.indices {
            if let clash = Self.add(juices[position], at: position, to: &index) {
                preconditionFailure("menu key \(clash.key) names two juices")
            }
        }
        self.init(juices: juices, index: index)
    }

    /// A menu of `juices` whose keys `index` holds, each added by `add(_:at:to:)`.
    init(juices: [MenuJuice], index: [String: Int]) {
        self.juices = juices
        juiceIndexByKey = index
        juiceIndexByID = Dictionary(juices.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The menu's index of names, to extend (`adding(_:replacing:)`).
    var index: [String: Int] { juiceIndexByKey }

    /// Two juices answer to one name.
    struct KeyClash: Error {
        let key: String
        let positions: (Int, Int)
    }

    /// Adds the names `juice` (at `position`) answers to, or returns the first that another juice already has.
    static func add(_ juice: MenuJuice, at position: Int, to index: inout [String: Int]) -> KeyClash? {
        let names = [juice.koreanName] + juice.aliases + (juice.displayName.map { [$0] } ?? [])
        // Every name also matches ignoring case and runs of spaces, as English names do (`latte`
        // for a menu file's `Latte`).
        let keys =
            [Self.idKey(juice.id), Self.englishKey(juice.englishName), Self.englishKey(juice.englishName + " Juice")]
            + names.flatMap(Self.nameKeys) + names.map { Self.englishKey($0.precomposedStringWithCanonicalMapping) }
        for key in Set(keys).sorted() {
            if let other = index[key], other != position { return KeyClash(key: key, positions: (other, position)) }
            index[key] = position
        }
        return nil
    }

    /// Resolves what an order wrote in `juice` to a menu juice or to a juice of its own.
    ///
    /// Surrounding whitespace is ignored, ids and names match regardless of case and runs of spaces,
    /// and Korean names match in either composed or decomposed Hangul and with either spelling of
    /// juice (쥬스 or the standard 주스). Anything else is an off-menu juice, kept as written.
    public func identify(_ written: String) -> JuiceIdentity {
        let trimmed = written.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        if let position = Self.position(of: trimmed, in: juiceIndexByKey) { return .menu(juices[position].id) }
        return .offMenu(trimmed)
    }

    /// The juice `trimmed` (a name trimmed and composed) names in `index`, as `identify(_:)` finds it.
    static func position(of trimmed: String, in index: [String: Int]) -> Int? {
        index[Self.idKey(trimmed)] ?? index[trimmed] ?? index[Self.englishKey(trimmed)]
    }

    /// Whether `written` (trimmed) is a juice's id as a JSON key (`strawberryBanana`), not one of
    /// its names: a menu file's product has its name as id, and that is a name.
    public func isID(_ written: String) -> Bool {
        guard let juice = juice(id: written) else { return false }
        return written != juice.koreanName && written != juice.englishName && written != juice.displayName
            && !juice.aliases.contains(written)
    }

    /// The menu juice with this id, if any.
    public func juice(id: String) -> MenuJuice? {
        juiceIndexByID[id].map { juices[$0] }
    }

    /// The name of a juice or fruit as the menu writes it in `language`: the menu's name for a
    /// menu juice, the written name for an off-menu juice; nil for the folded "Other" slice,
    /// which is the reports' to name.
    public func name(of identity: JuiceIdentity, in language: NameLanguage) -> String? {
        switch identity {
        case .menu(let id): juice(id: id)?.name(in: language) ?? id
        case .offMenu(let name): name
        case .fruit(let fruit): fruit.name(in: language)
        case .other: nil
        }
    }

    /// The position of a juice on the menu, used by `--sort menu`; off-menu juices come after.
    public func menuOrder(of identity: JuiceIdentity) -> Int {
        guard case .menu(let id) = identity, let position = juiceIndexByID[id] else {
            return juices.count
        }
        return position
    }

    private static func idKey(_ id: String) -> String { "id:" + id.lowercased() }

    /// English names match as charts show them (`Strawberry`) and as shops write them
    /// (`Strawberry Juice`), ignoring case and runs of spaces.
    private static func englishKey(_ name: String) -> String {
        "en:" + name.foldedForMatching
    }

    private static func nameKeys(_ name: String) -> [String] {
        let composed = name.precomposedStringWithCanonicalMapping
        let standardSpelling = composed.replacingOccurrences(of: "쥬스", with: "주스")
        return composed == standardSpelling ? [composed] : [composed, standardSpelling]
    }
}
