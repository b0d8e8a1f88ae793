import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What every part of a workbook is parsed with: Foundation's SAX parser, its failures told in
/// words, and element names compared without their namespace prefix.
enum XMLPart {
    /// A parser error code as words, never a number alone.
    ///
    /// The code is libxml2's (`xmlParserErrors`), which `XMLParser` passes on as it is; the
    /// names of corelibs' `XMLParser.ErrorCode` do not line up with those numbers, so they are
    /// not used.
    static func describe(code: Int) -> String {
        switch code {
        case 3, 4: "it is not XML"
        case 5: "the XML goes on after its end"
        case 77: "the XML ends inside a tag"
        case 6...9: "the XML holds a character XML does not allow"
        case 26, 27: "the XML names an undefined entity"
        case 73, 76: "a closing tag does not match its opening tag"
        default: "the XML is not well-formed (parser error \(code))"
        }
    }

    /// An element's name without its namespace prefix: generators write `c` or `x:c`.
    static func localName(_ name: String) -> Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }
}
