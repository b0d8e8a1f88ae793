import SeededRandom
import Testing
@testable import JuiceExcel

/// Random worksheets, read by the scanner in random chunks and by `XMLParser`: the same rows,
/// or for a part cut short, a problem from both.
struct SheetXMLScannerPropertyTests {
    @Test func theScannerReadsRandomSheetsAsXMLParserDoes() {
        var random = SplitMix64(seed: 0x5EED_0F_5CA4)
        for index in 0..<600 {
            let sheet = Array(RandomSheet.make(using: &random).utf8)
            let chunks = (0..<8).map { _ in [1, 2, 3, 7, 64, 4096].randomElement(using: &random)! }
            let scanned = SheetScanning.scan(sheet, chunks: chunks)
            #expect(
                scanned == XMLParserSheetEvents.read(sheet),
                "case \(index), chunks \(chunks):\n\(String(decoding: sheet, as: UTF8.self))")
            #expect(scanned.problem == nil, "case \(index)")
        }
    }

    /// `XMLParser` given bytes in memory does not object to a document that stops short, so a
    /// part cut short is held to the whole one instead: the rows before the cut, then a problem
    /// (none when only the line break after the root is lost).
    @Test func aSheetCutShortGivesItsRowsBeforeTheCutAndAProblem() {
        var random = SplitMix64(seed: 0xC075_40F7)
        for index in 0..<300 {
            let sheet = Array(RandomSheet.make(using: &random).utf8)
            let whole = SheetScanning.scan(sheet)
            let cut = Int.random(in: 0..<sheet.count, using: &random)
            let rootEnd = sheet.last == UInt8(ascii: "\n") ? sheet.count - 1 : sheet.count
            let chunks = [Int.random(in: 1...64, using: &random)]
            let scanned = SheetScanning.scan(Array(sheet[..<cut]), chunks: chunks)
            let context = "case \(index), cut at \(cut) of \(sheet.count): \(scanned)"
            #expect(whole.csv.hasPrefix(scanned.csv), "\(context)")
            #expect((scanned.problem != nil) == (cut < rootEnd), "\(context)")
            if cut >= rootEnd { #expect(scanned == whole, "\(context)") }
        }
    }
}

/// A worksheet of random rows and cells written the many ways generators write them:
/// prefixes, either quote, attributes in any order, whitespace in tags, references, CDATA,
/// comments and processing instructions between and inside elements, self-closing cells.
enum RandomSheet {
    static func make(using random: inout SplitMix64) -> String {
        let prefix = Bool.random(using: &random) ? "" : "x:"
        var xml = Bool.random(using: &random) ? "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\r\n" : ""
        let namespace = prefix.isEmpty ? "xmlns" : "xmlns:x"
        xml +=
            "<\(prefix)worksheet \(namespace)=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\""
            + " xmlns:x14ac=\"http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac\">"
            + "<\(prefix)dimension ref=\"A1:F9\"/><\(prefix)sheetData>" + aside(&random)
        var rowNumber = 0
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let step = Int.random(in: 1...3, using: &random)
            rowNumber += step
            var attributes: [String] = []
            // Only the next row may leave its number out.
            if step > 1 || Bool.random(using: &random) { attributes.append(attribute("r", "\(rowNumber)", &random)) }
            if Bool.random(using: &random) { attributes.append(attribute("spans", "1:6", &random)) }
            if Bool.random(using: &random) { attributes.append(attribute("x14ac:dyDescent", "0.25", &random)) }
            attributes.shuffle(using: &random)
            let open = "<\(prefix)row" + attributes.map { space(&random) + $0 }.joined() + optionalSpace(&random)
            let cellCount = Int.random(in: 0...6, using: &random)
            if cellCount == 0 && Bool.random(using: &random) {
                xml += open + "/>" + aside(&random)
                continue
            }
            xml += open + ">"
            var column = -1
            for _ in 0..<cellCount {
                let step = Int.random(in: 1...2, using: &random)
                column += step
                xml += cell(
                    column: column, row: rowNumber, referenced: step > 1 || Bool.random(using: &random), prefix: prefix,
                    &random)
                xml += aside(&random)
            }
            xml += "</\(prefix)row" + optionalSpace(&random) + ">" + aside(&random)
        }
        return xml + "</\(prefix)sheetData>" + aside(&random) + "</\(prefix)worksheet>"
            + (Bool.random(using: &random) ? "\n" : "")
    }

    private static func cell(column: Int, row: Int, referenced: Bool, prefix: String, _ random: inout SplitMix64)
        -> String
    {
        let letters = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(column)))
        var attributes: [String] = []
        if referenced { attributes.append(attribute("r", "\(letters)\(row)", &random)) }
        let type = ["s", "str", "inlineStr", "b", "e", "n", "d", nil, nil].randomElement(using: &random)!
        if let type { attributes.append(attribute("t", type, &random)) }
        if Int.random(in: 0..<3, using: &random) == 0 {
            attributes.append(attribute("s", "\(Int.random(in: 0...3, using: &random))", &random))
        }
        attributes.shuffle(using: &random)
        let open = "<\(prefix)c" + attributes.map { space(&random) + $0 }.joined() + optionalSpace(&random)
        // An empty shared string or boolean is a problem (SheetXMLScannerTests has those).
        if type != "s" && type != "b" && Int.random(in: 0..<6, using: &random) == 0 { return open + "/>" }
        let content: String
        switch type {
        case "s": content = value("\(Int.random(in: 0...3, using: &random))", prefix, &random)
        case "b": content = value(Bool.random(using: &random) ? "1" : "0", prefix, &random)
        case "inlineStr": content = inline(prefix, &random)
        case "n", nil: content = value(number(&random), prefix, &random)
        default: content = value(text(&random), prefix, &random)
        }
        return open + ">" + content + "</\(prefix)c" + optionalSpace(&random) + ">"
    }

    private static func value(_ text: String, _ prefix: String, _ random: inout SplitMix64) -> String {
        "<\(prefix)v" + optionalSpace(&random) + ">" + text + "</\(prefix)v>"
    }

    /// An inline string: one `<t>`, or rich-text runs, perhaps with a phonetic guide.
    private static func inline(_ prefix: String, _ random: inout SplitMix64) -> String {
        let preserve = Bool.random(using: &random) ? " xml:space=\"preserve\"" : ""
        var runs = ""
        if Bool.random(using: &random) {
            runs = "<\(prefix)t\(preserve)>" + text(&random) + "</\(prefix)t>"
        } else {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let properties =
                    Bool.random(using: &random)
                    ? "<\(prefix)rPr><\(prefix)b/><\(prefix)sz val=\"11\"/></\(prefix)rPr>" : ""
                runs +=
                    "<\(prefix)r>" + properties + "<\(prefix)t\(preserve)>" + text(&random)
                    + "</\(prefix)t></\(prefix)r>"
            }
        }
        if Bool.random(using: &random) {
            runs += "<\(prefix)rPh sb=\"0\" eb=\"1\"><\(prefix)t>" + text(&random) + "</\(prefix)t></\(prefix)rPh>"
        }
        return "<\(prefix)is>" + runs + "</\(prefix)is>"
    }

    private static let pieces = [
        "a", "kiwi", "딸기", "🍊", "é", " ", "  ", ",", "\"", "'", ";", "\t", "\n", "\r\n", "]]", "#N/A",
        "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#10;", "&#x41;", "&#233;", "&#x1F34A;",
        "<![CDATA[x<y&z]]>", "<![CDATA[]]>", "<!-- note -->", "<?pi data?>",
    ]

    private static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func number(_ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: "\(Int.random(in: -100...100_000, using: &random))"
        case 1: "\(Double(Int.random(in: 0...6_000_000, using: &random)) / 100)"
        case 2: "1149.0999999999999"
        case 3: "45384.5"
        default: ""
        }
    }

    private static func attribute(_ name: String, _ value: String, _ random: inout SplitMix64) -> String {
        let quote = Bool.random(using: &random) ? "\"" : "'"
        return name + optionalSpace(&random) + "=" + optionalSpace(&random) + quote + value + quote
    }

    private static func space(_ random: inout SplitMix64) -> String {
        [" ", " ", "  ", "\n  ", "\t", "\r\n"].randomElement(using: &random)!
    }

    private static func optionalSpace(_ random: inout SplitMix64) -> String {
        ["", "", "", " ", "\n", "\t "].randomElement(using: &random)!
    }

    /// What may stand between elements: nothing, whitespace, a comment or a processing instruction.
    private static func aside(_ random: inout SplitMix64) -> String {
        ["", "", "", "\n", "\r\n  ", "<!-- between -->", "<?mso-application progid?>"].randomElement(using: &random)!
    }
}
