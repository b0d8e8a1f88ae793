@testable import JuiceExcel

/// A worksheet's XML read as `XLSXSheetRows` reads it (`SheetXMLScanner` driving
/// `SheetRowBuilder`, its rows taken after each chunk), but from bytes in memory cut into chunks
/// of a chosen size, the rows written as CSV text (`RowsAsCSV`) to compare.
enum SheetScanning {
    struct Outcome: Equatable, CustomStringConvertible {
        /// The rows read before the end or the problem, as CSV text.
        var csv: String
        /// The problem's sentence, nil for a sheet read to its end.
        var problem: String?

        var description: String { "\(csv.debugDescription) \(problem ?? "no problem")" }
    }

    static let sharedStrings = SharedStringBytes(["juice", "딸기쥬스", "said \"hi\", twice", "kiwi"])
    /// Style 1 shows dates, style 2 dollars, style 0 plain numbers.
    static let formats: [NumberFormat?] = [nil, .date(.date), .currency(symbol: "$", before: true, decimals: 2)]

    /// Reads `bytes` in chunks whose sizes `chunks` gives in turn (repeating the last), all at once when empty.
    static func scan(_ bytes: [UInt8], chunks: [Int] = [], rowByteLimit: Int = 64 << 20) -> Outcome {
        var scanner = SheetXMLScanner(
            handler: SheetRowBuilder(
                sharedStrings: sharedStrings, formats: formats, date1904: false,
                rowByteLimit: rowByteLimit))
        var writer = RowsAsCSV()
        func takeRows() {
            _ = scanner.handler.batch.drain { row, number in
                writer.append(row, number: number)
                return true
            }
        }
        var problem: String?
        do throws(SheetProblem) {
            var start = 0
            var turn = 0
            while start < bytes.count {
                let size = chunks.isEmpty ? bytes.count : chunks[min(turn, chunks.count - 1)]
                let end = min(bytes.count, start + size)
                try bytes[start..<end].withUnsafeBufferPointer { chunk throws(SheetProblem) in try scanner.feed(chunk) }
                takeRows()
                start = end
                turn += 1
            }
            try scanner.finish()
        } catch {
            problem = error.description
        }
        takeRows()
        return Outcome(csv: writer.text, problem: problem)
    }

    static func scan(_ xml: String, chunks: [Int] = [], rowByteLimit: Int = 64 << 20) -> Outcome {
        scan(Array(xml.utf8), chunks: chunks, rowByteLimit: rowByteLimit)
    }

    /// A worksheet around `rows` (the XML of `<row>` elements), with its declaration and root.
    static func sheet(_ rows: String, prefix: String = "") -> String {
        let namespace = prefix.isEmpty ? "xmlns" : "xmlns:\(prefix.dropLast())"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
            + "<\(prefix)worksheet \(namespace)=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><\(prefix)sheetData>\n"
            + rows + "\n</\(prefix)sheetData></\(prefix)worksheet>\n"
    }
}
