/// The type of a report's running text, in points (not scaled with any canvas).
enum DocumentFont {
    case title, heading, body, bodyBold, small

    var size: Double {
        switch self {
        case .title: 20
        case .heading: 13
        case .body, .bodyBold: 9.5
        case .small: 8
        }
    }

    var bold: Bool { self == .title || self == .heading || self == .bodyBold }
}
