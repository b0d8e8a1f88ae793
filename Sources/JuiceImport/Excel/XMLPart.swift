import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What every part of a workbook is parsed with: Foundation's SAX parser, its failures told in
/// words, and element names compared without their namespace prefix.
enum XMLPart {
    /// The parser's failure as words with its line, never the error domain's number alone.
    static func problem(_ parser: XMLParser) -> String {
        let code = (parser.parserError as NSError?)?.code ?? 0
        let what: String
        switch XMLParser.ErrorCode(rawValue: code) {
        case .prematureDocumentEndError?: what = "the XML ends too early"
        case .emptyDocumentError?, .documentStartError?: what = "it is not XML"
        case .notWellBalancedError?, .tagNameMismatchError?, .lessThanSymbolInAttributeError?, .unfinishedTagError?:
            what = "the XML's tags do not match"
        case .invalidCharacterError?, .invalidCharacterRefError?, .characterRefInDTDError?:
            what = "the XML holds an invalid character"
        case .undeclaredEntityError?, .entityRefLoopError?, .entityNotStartedError?, .entityNotFinishedError?:
            what = "the XML holds an undefined entity"
        default: what = "the XML is not well-formed"
        }
        return "\(what) (line \(parser.lineNumber))"
    }

    /// An element's name without its namespace prefix: generators write `c` or `x:c`.
    static func localName(_ name: String) -> Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }
}
