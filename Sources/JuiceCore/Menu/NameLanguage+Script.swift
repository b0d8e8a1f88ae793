extension NameLanguage {
    /// The language whose script most of `name`'s letters are in: English for Latin letters
    /// (A–Z with their accented forms), Korean for Hangul; nil when it has letters of neither,
    /// or as many of each.
    public init?(scriptOf name: String) {
        var latin = 0
        var hangul = 0
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A: latin += 1
            case 0xC0...0x24F where scalar.properties.isAlphabetic: latin += 1
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
            default: break
            }
        }
        if latin > hangul {
            self = .english
        } else if hangul > latin {
            self = .korean
        } else {
            return nil
        }
    }
}
