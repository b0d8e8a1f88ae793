/// What each slice label says.
public enum LabelContent: String, Sendable, CaseIterable {
    case name
    case percent
    case value
    case namePercent = "name+percent"
    case nameValue = "name+value"
    /// Name, value and percentage.
    case all

    /// Whether the label names the juice (on its first line).
    public var includesName: Bool {
        switch self {
        case .name, .namePercent, .nameValue, .all: true
        case .percent, .value: false
        }
    }

    /// The label text: the name on the first line, the numbers on the second.
    public func text(name: String, value: String, percent: String) -> String {
        switch self {
        case .name: name
        case .percent: percent
        case .value: value
        case .namePercent: "\(name)\n\(percent)"
        case .nameValue: "\(name)\n\(value)"
        case .all: "\(name)\n\(value) (\(percent))"
        }
    }
}
