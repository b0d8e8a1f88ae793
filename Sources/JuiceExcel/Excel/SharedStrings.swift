import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The workbook's shared strings (`xl/sharedStrings.xml`), by index, which `t="s"` cells name.
///
/// Held in memory: cells refer to them in any order. A string is the text of its `<t>`, or of
/// all its rich-text runs (`<r><t>`) joined; phonetic guides (`<rPh>`, furigana) are not part
/// of the text.
final class SharedStrings: PartParserDelegate {
    private(set) var strings: [String] = []
    private var current = ""
    private var inItem = false
    private var inText = false
    private var phoneticDepth = 0

    override func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch XMLPart.localName(elementName) {
        case "si":
            inItem = true
            current = ""
        case "rPh":
            phoneticDepth += 1
        case "t":
            inText = inItem && phoneticDepth == 0
        default:
            break
        }
    }

    override func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        switch XMLPart.localName(elementName) {
        case "si":
            strings.append(current)
            inItem = false
        case "rPh":
            phoneticDepth -= 1
        case "t":
            inText = false
        default:
            break
        }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { current += string }
    }
}
