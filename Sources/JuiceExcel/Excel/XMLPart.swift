import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the small parts of a workbook (its sheet list, shared strings, styles) are parsed with:
/// Foundation's SAX parser, its failures told in words, and element names compared without
/// their namespace prefix. Sheets, which can be long, go through `SheetXMLScanner` instead.
enum XMLPart {
    /// A parser error code as words, never a number alone (`XMLProblem(libxml2Code:)`).
    static func describe(code: Int) -> String {
        XMLProblem(libxml2Code: code).description
    }

    /// An element's name without its namespace prefix: generators write `c` or `x:c`.
    static func localName(_ name: String) -> Substring {
        guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
        return name[name.index(after: colon)...]
    }
}
