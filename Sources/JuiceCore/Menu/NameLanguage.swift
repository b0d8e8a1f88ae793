/// The language juice names are shown in.
public enum NameLanguage: String, Sendable, CaseIterable {
    case korean = "ko"
    case english = "en"
}
