/// Which juice an order item is: a menu juice by id, or an off-menu juice by its written name.
public enum JuiceIdentity: Sendable, Hashable {
    case menu(String)
    case offMenu(String)
}
