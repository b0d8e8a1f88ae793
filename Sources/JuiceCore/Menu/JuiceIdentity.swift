/// What a segment stands for: a menu juice by id, an off-menu juice by its written name,
/// the "Other" slice that small juices are folded into, or a fruit (`--by fruit`).
public enum JuiceIdentity: Sendable, Hashable {
    case menu(String)
    case offMenu(String)
    case other
    case fruit(Fruit)
}
