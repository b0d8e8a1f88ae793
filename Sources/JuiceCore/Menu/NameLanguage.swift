/// The language of the words a chart adds to the shop's names ("Other", the footnote, "No sales"),
/// and of the menu's names when `--names` asks for them.
public enum NameLanguage: String, Sendable, CaseIterable {
    case korean = "ko"
    case english = "en"
    case japanese = "ja"
    case chinese = "zh"

    /// Whether the built-in menu has names of its own in this language (Korean and English):
    /// `--names ko|en` draws menu juices by the menu's names; under `ja` and `zh` (words only)
    /// and without `--names`, juices keep the spelling the input wrote most.
    public var hasMenuNames: Bool {
        self == .korean || self == .english
    }
}
