import Foundation

/// The juices a shop sells and how order text maps to them.
public struct Menu: Sendable {
    public let juices: [MenuJuice]
    private let juiceIndexByKey: [String: Int]

    /// Builds a menu; ids and names must be unique across all juices.
    public init(juices: [MenuJuice]) {
        switch Self.index(of: juices) {
        case .success(let index): juiceIndexByKey = index
        case .failure(let clash): preconditionFailure("menu key \(clash.key) names two juices")
        }
        self.juices = juices
    }

    /// A menu of `juices`, or the first name two of them share (a shop's menu file is checked so).
    static func checked(_ juices: [MenuJuice]) -> Result<Menu, KeyClash> {
        Self.index(of: juices).map { Menu(juices: juices, index: $0) }
    }

    private init(juices: [MenuJuice], index: [String: Int]) {
        self.juices = juices
        juiceIndexByKey = index
    }

    /// Two juices answer to one name.
    struct KeyClash: Error {
        let key: String
        let positions: (Int, Int)
    }

    private static func index(of juices: [MenuJuice]) -> Result<[String: Int], KeyClash> {
        var index: [String: Int] = [:]
        for (position, juice) in juices.enumerated() {
            let names = [juice.koreanName] + juice.aliases + (juice.displayName.map { [$0] } ?? [])
            // Every name also matches ignoring case and runs of spaces, as English names do (`latte` for a menu file's `Latte`).
            let keys = [Self.idKey(juice.id), Self.englishKey(juice.englishName), Self.englishKey(juice.englishName + " Juice")]
                + names.flatMap(Self.nameKeys) + names.map { Self.englishKey($0.precomposedStringWithCanonicalMapping) }
            for key in Set(keys).sorted() {
                if let other = index[key], other != position { return .failure(KeyClash(key: key, positions: (other, position))) }
                index[key] = position
            }
        }
        return .success(index)
    }

    /// Resolves what an order wrote in `juice` to a menu juice or to a juice of its own.
    ///
    /// Surrounding whitespace is ignored, ids and names match regardless of case and runs of spaces,
    /// and Korean names match in either composed or decomposed Hangul and with either spelling of
    /// juice (쥬스 or the standard 주스). Anything else is an off-menu juice, kept as written.
    public func identify(_ written: String) -> JuiceIdentity {
        let trimmed = written.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        if let position = juiceIndexByKey[Self.idKey(trimmed)] ?? juiceIndexByKey[trimmed] ?? juiceIndexByKey[Self.englishKey(trimmed)] {
            return .menu(juices[position].id)
        }
        return .offMenu(trimmed)
    }

    /// The menu juice with this id, if any.
    public func juice(id: String) -> MenuJuice? {
        juices.first { $0.id == id }
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
        guard case .menu(let id) = identity, let position = juices.firstIndex(where: { $0.id == id }) else {
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
