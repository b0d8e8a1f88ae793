extension NameLanguage {
    /// The language whose script most of `name`'s letters are in: English for Latin letters
    /// (A–Z with their accented forms), Korean for Hangul, Japanese when it has kana (its Han
    /// characters count with them, as kanji), Chinese for Han characters without kana; nil when
    /// it has letters of none, or as many of two.
    public init?(scriptOf name: String) {
        var latin = 0
        var hangul = 0
        var kana = 0
        var han = 0
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A: latin += 1
            case 0xC0...0x24F where scalar.properties.isAlphabetic: latin += 1
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
            case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: kana += 1
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: han += 1
            default: break
            }
        }
        let japanese = kana > 0 ? kana + han : 0
        let chinese = kana > 0 ? 0 : han
        let counts: [(NameLanguage, Int)] = [
            (.korean, hangul), (.english, latin), (.japanese, japanese), (.chinese, chinese),
        ]
        let most = counts.map(\.1).max() ?? 0
        let leaders = counts.filter { $0.1 == most }
        guard most > 0, leaders.count == 1, let leader = leaders.first else { return nil }
        self = leader.0
    }
}
