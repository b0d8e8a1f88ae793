import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What every part's SAX delegate shares: it remembers the first XML error where the parser
/// met it (after the parse, the parser's line is wherever reading stopped).
///
/// The element and text callbacks are here, empty, so subclasses override them: a subclass's
/// own method would not be called for a requirement its superclass left to the protocol's
/// default.
class PartParserDelegate: NSObject, XMLParserDelegate {
    private var firstError: (code: Int, line: Int)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {}

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {}

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = ((parseError as NSError).code, parser.lineNumber) }
    }

    /// The first XML error in words with its line.
    func problem(_ parser: XMLParser) -> String {
        let error = firstError ?? ((parser.parserError as NSError?)?.code ?? 0, parser.lineNumber)
        return "\(XMLPart.describe(code: error.code)) (line \(error.line))"
    }
}
