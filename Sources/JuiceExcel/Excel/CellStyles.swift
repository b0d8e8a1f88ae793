import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Which cell styles (`xl/styles.xml`'s `cellXfs`, which a cell's `s` attribute indexes) show
/// their number as a date or a time, or as money.
final class CellStyles: PartParserDelegate {
    private var customFormats: [Int: String] = [:]
    private var formatIDs: [Int] = []
    private var inCellFormats = false

    override func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch XMLPart.localName(elementName) {
        case "numFmt":
            if let id = attributes["numFmtId"].flatMap({ Int($0) }), let code = attributes["formatCode"] {
                customFormats[id] = code
            }
        case "cellXfs":
            inCellFormats = true
        case "xf" where inCellFormats:
            formatIDs.append(attributes["numFmtId"].flatMap { Int($0) } ?? 0)
        default:
            break
        }
    }

    override func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if XMLPart.localName(elementName) == "cellXfs" { inCellFormats = false }
    }

    /// By style index, once parsed: the style's number format, nil for one that shows plain numbers.
    /// (Resolved after parsing so the order of `numFmts` and `cellXfs` in the part does not matter.)
    var formats: [NumberFormat?] {
        formatIDs.map { id in
            if let code = customFormats[id] { NumberFormat.parse(code: code) } else { NumberFormat.builtIn(id) }
        }
    }
}
