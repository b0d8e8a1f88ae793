@testable import JuiceExcel

/// A worksheet's XML read as `XLSXSheetSource` reads it (`SheetXMLScanner` driving
/// `SheetTableWriter`), but from bytes in memory cut into chunks of a chosen size.
enum SheetScanning {
    struct Outcome: Equatable, CustomStringConvertible {
        /// The CSV text written before the end or the problem.
        var csv: String
        /// The problem's sentence, nil for a sheet read to its end.
        var problem: String?

        var description: String { "\(csv.debugDescription) \(problem ?? "no problem")" }
    }

    static let sharedStrings = ["juice", "딸기쥬스", "said \"hi\", twice", "kiwi"]
    /// Style 1 shows dates, style 2 dollars, style 0 plain numbers.
    static let formats: [NumberFormat?] = [nil, .date(.date), .currency(symbol: "$", before: true, decimals: 2)]

    /// Reads `bytes` in chunks whose sizes `chunks` gives in turn (repeating the last), all at once when empty.
    static func scan(_ bytes: [UInt8], chunks: [Int] = []) -> Outcome {
        let output = ByteChannel(capacity: 1 << 20)
        var scanner = SheetXMLScanner(handler: SheetTableWriter(sharedStrings: sharedStrings, formats: formats, date1904: false, output: output))
        var problem: String?
        do throws(SheetProblem) {
            var start = 0
            var turn = 0
            while start < bytes.count {
                let size = chunks.isEmpty ? bytes.count : chunks[min(turn, chunks.count - 1)]
                let end = min(bytes.count, start + size)
                try bytes[start..<end].withUnsafeBufferPointer { chunk throws(SheetProblem) in try scanner.feed(chunk) }
                start = end
                turn += 1
            }
            try scanner.finish()
        } catch {
            problem = error.description
        }
        scanner.handler.flush()
        output.finish()
        return Outcome(csv: drain(output), problem: problem)
    }

    static func scan(_ xml: String, chunks: [Int] = []) -> Outcome {
        scan(Array(xml.utf8), chunks: chunks)
    }

    /// Every byte a channel holds, once it has been finished.
    static func drain(_ channel: ByteChannel) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { channel.read(into: $0) }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += buffer[0..<count]
        }
    }

    /// A worksheet around `rows` (the XML of `<row>` elements), with its declaration and root.
    static func sheet(_ rows: String, prefix: String = "") -> String {
        let namespace = prefix.isEmpty ? "xmlns" : "xmlns:\(prefix.dropLast())"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
            + "<\(prefix)worksheet \(namespace)=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><\(prefix)sheetData>\n"
            + rows + "\n</\(prefix)sheetData></\(prefix)worksheet>\n"
    }
}
