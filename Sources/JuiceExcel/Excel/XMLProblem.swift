/// What is wrong with a part's XML, in words a user can read; one list for what `XMLParser`
/// reports (by libxml2's error code) and what `SheetXMLScanner` finds itself.
enum XMLProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case notXML
    case contentAfterEnd
    case endsInsideTag
    case disallowedCharacter
    case notUTF8
    case undefinedEntity
    case mismatchedClosingTag
    case malformedTag
    /// A tag or reference longer than `SheetXMLScanner.longestUnfinished`: no worksheet writes
    /// one, and scanning it again with every chunk would take time that grows with its square.
    case tagTooLong
    /// A libxml2 error code with no sentence of its own.
    case parserError(code: Int)

    /// A parser error code as words, never a number alone.
    ///
    /// The code is libxml2's (`xmlParserErrors`), which `XMLParser` passes on as it is; the
    /// names of corelibs' `XMLParser.ErrorCode` do not line up with those numbers, so they are
    /// not used.
    init(libxml2Code code: Int) {
        switch code {
        case 3, 4: self = .notXML
        case 5: self = .contentAfterEnd
        case 77: self = .endsInsideTag
        case 6...9: self = .disallowedCharacter
        case 26, 27: self = .undefinedEntity
        case 73, 76: self = .mismatchedClosingTag
        default: self = .parserError(code: code)
        }
    }

    var description: String {
        switch self {
        case .notXML: "it is not XML"
        case .contentAfterEnd: "the XML goes on after its end"
        case .endsInsideTag: "the XML ends inside a tag"
        case .disallowedCharacter: "the XML holds a character XML does not allow"
        case .notUTF8: "the XML holds bytes that are not UTF-8"
        case .undefinedEntity: "the XML names an undefined entity"
        case .mismatchedClosingTag: "a closing tag does not match its opening tag"
        case .malformedTag: "a tag is not well-formed"
        case .tagTooLong: "a tag runs on for more than 1 MiB"
        case .parserError(let code): "the XML is not well-formed (parser error \(code))"
        }
    }
}
