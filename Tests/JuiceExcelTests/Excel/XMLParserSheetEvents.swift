import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import JuiceExcel

/// The reference the scanner is held to: Foundation's `XMLParser` (libxml2), as the reader used
/// it for sheets before `SheetXMLScanner`, driving the same `SheetRowBuilder`.
final class XMLParserSheetEvents: NSObject, XMLParserDelegate {
    var writer: SheetRowBuilder
    /// The builder's problem, or the parser's error code when the XML is not well-formed.
    private(set) var problem: String?

    init(writer: SheetRowBuilder) {
        self.writer = writer
    }

    /// Parses `bytes` whole and returns the rows the builder made, as CSV text.
    static func read(_ bytes: [UInt8]) -> SheetScanning.Outcome {
        let events = XMLParserSheetEvents(
            writer: SheetRowBuilder(
                sharedStrings: SheetScanning.sharedStrings, formats: SheetScanning.formats,
                date1904: false))
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = events
        let parsed = parser.parse()
        if !parsed && events.problem == nil {
            events.problem = "XMLParser error \((parser.parserError as NSError?)?.code ?? -1)"
        }
        var csv = RowsAsCSV()
        _ = events.writer.batch.drain { row, number in
            csv.append(row, number: number)
            return true
        }
        return SheetScanning.Outcome(csv: csv.text, problem: events.problem)
    }

    private func element(_ name: String) -> SheetElement {
        Array(name.utf8).withUnsafeBufferPointer { SheetElement(qualifiedName: $0) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let element = element(elementName)
        guard element != .other else { return }
        var bytes: [UInt8] = []
        let ranges = [attributes["r"], attributes["t"], attributes["s"]].map { value in
            value.map { value in
                bytes += value.utf8
                return (bytes.count - value.utf8.count)..<bytes.count
            }
        }
        do throws(SheetProblem) {
            try bytes.withUnsafeBufferPointer { bytes throws(SheetProblem) in
                let values = ranges.map { $0.map { UnsafeBufferPointer(rebasing: bytes[$0]) } }
                try writer.start(
                    element, attributes: SheetAttributes(reference: values[0], type: values[1], style: values[2]))
            }
        } catch {
            stop(parser, error)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let element = element(elementName)
        guard element != .other else { return }
        do throws(SheetProblem) {
            try writer.end(element)
        } catch {
            stop(parser, error)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        Array(string.utf8).withUnsafeBufferPointer { writer.text($0) }
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        Array(whitespaceString.utf8).withUnsafeBufferPointer { writer.text($0) }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        Array(block).withUnsafeBufferPointer { writer.text($0) }
    }

    private func stop(_ parser: XMLParser, _ problem: SheetProblem) {
        if self.problem == nil { self.problem = problem.description }
        parser.abortParsing()
    }
}
