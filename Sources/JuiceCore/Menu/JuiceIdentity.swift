/// Which juice a segment is: a menu juice by id, an off-menu juice by its written name,
/// or the "Other" slice that small juices are folded into.
public enum JuiceIdentity: Sendable, Hashable {
    case menu(String)
    case offMenu(String)
    case other
}
