import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The sheets `xl/workbook.xml` lists, in the workbook's order, with the relationship ids that
/// lead to their parts, and whether the workbook counts days from 1904.
final class WorkbookSheets: PartParserDelegate {
    struct Sheet {
        let name: String
        let relationship: String
        /// Hidden from the tabs (`state="hidden"` or `"veryHidden"`): not what a user means by the first sheet.
        let hidden: Bool
    }

    private(set) var sheets: [Sheet] = []
    private(set) var date1904 = false

    override func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch XMLPart.localName(elementName) {
        case "sheet":
            // The id attribute's prefix is whatever the workbook bound to the relationships namespace (usually `r:`).
            let relationship = attributes.first { XMLPart.localName($0.key) == "id" }?.value
            if let name = attributes["name"], let relationship {
                sheets.append(
                    Sheet(
                        name: name, relationship: relationship, hidden: (attributes["state"] ?? "visible") != "visible")
                )
            }
        case "workbookPr":
            let flag = attributes["date1904"]?.lowercased()
            date1904 = flag == "1" || flag == "true"
        default:
            break
        }
    }
}

/// The targets of a relationships part (`xl/_rels/workbook.xml.rels`), by id, as paths inside the zip.
final class PartRelationships: PartParserDelegate {
    private(set) var targets: [String: String] = [:]
    /// Each relationship's type by id: the last word of its `Type` URI (`worksheet`, `sharedStrings`, `styles`).
    private(set) var types: [String: String] = [:]
    /// The folder relative targets start from: `xl` for the workbook's relationships.
    private let base: String

    init(base: String) {
        self.base = base
    }

    override func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        guard XMLPart.localName(elementName) == "Relationship", let id = attributes["Id"],
            let target = attributes["Target"],
            attributes["TargetMode"] != "External"
        else { return }
        targets[id] = Self.resolve(target, from: base)
        types[id] = attributes["Type"].flatMap { $0.split(separator: "/").last.map(String.init) }
    }

    /// `worksheets/sheet1.xml` from `xl` is `xl/worksheets/sheet1.xml`; `/xl/…` is from the root; `..` goes up.
    static func resolve(_ target: String, from base: String) -> String {
        var parts = target.hasPrefix("/") ? [] : base.split(separator: "/").map(String.init)
        for piece in target.split(separator: "/") {
            switch piece {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(piece))
            }
        }
        return parts.joined(separator: "/")
    }
}
