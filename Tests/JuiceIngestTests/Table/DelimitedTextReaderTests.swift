import SeededRandom
import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct DelimitedTextReaderTests {
    /// Every row's cells as strings, reading `bytes` `chunkSize` at a time.
    private func rows(_ bytes: [UInt8], chunkSize: Int = .max, encoding: TextEncoding? = nil) throws -> [[String]] {
        // Small read sizes cut rows, cells, quotes and characters at every place.
        var reader = DelimitedTextReader(
            MemoryByteSource(bytes, name: "t.csv", chunkSize: chunkSize), encoding: encoding,
            delimiter: nil, progress: nil, readSize: chunkSize)
        var rows: [[String]] = []
        while try reader.nextRow() {
            rows.append((0..<reader.cellCount).map { reader.text(ofCell: $0) ?? "<invalid>" })
        }
        return rows
    }

    @Test func quotesDelimitersAndLineEndsAsSpreadsheetsWriteThem() throws {
        let text = "a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\rlast,,\n\n\"\",3 \"inch\",end"
        let expected = [
            ["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["last", "", ""], [""], ["", "3 \"inch\"", "end"],
        ]
        for chunk in [1, 2, 3, 7, 1 << 20] {
            #expect(try rows(Array(text.utf8), chunkSize: chunk) == expected, "chunk \(chunk)")
        }
    }

    @Test func linesCountQuotedLineBreaks() throws {
        var reader = DelimitedTextReader(MemoryByteSource(Array("h\n\"a\nb\nc\"\nnext\n".utf8), name: "t.csv"))
        var lines: [Int] = []
        while try reader.nextRow() { lines.append(reader.line) }
        #expect(lines == [1, 2, 5])
    }

    @Test func theHeaderRowPicksTheDelimiter() throws {
        #expect(try rows(Array("a;b;\"c;d\"\n1;2,5;3\n".utf8)) == [["a", "b", "c;d"], ["1", "2,5", "3"]])
        #expect(try rows(Array("a\tb\n1\t2\n".utf8)) == [["a", "b"], ["1", "2"]])
        #expect(try rows(Array("\"a;b\",c\n".utf8)) == [["a;b", "c"]])
        #expect(try rows(Array("single\nrow\n".utf8)) == [["single"], ["row"]])
    }

    @Test func decodesUTF16AndCP949AcrossChunkBoundaries() throws {
        let text = "juice,note\n딸기쥬스,\"얼음 적게, 😀\"\n"
        let expected = [["juice", "note"], ["딸기쥬스", "얼음 적게, 😀"]]
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let noEmoji = "juice,note\n딸기쥬스,\"얼음 적게\"\n"
        let cp949 = try #require(IconvConverter(from: "UTF-8", to: "CP949")).encoded(noEmoji)
        #expect(cp949.withUnsafeBytes { !UTF8Validation.isValid($0) })
        for chunk in [1, 3, 1 << 20] {
            #expect(try rows(little, chunkSize: chunk) == expected)
            #expect(try rows(big, chunkSize: chunk) == expected)
            #expect(try rows(cp949, chunkSize: chunk) == [["juice", "note"], ["딸기쥬스", "얼음 적게"]])
        }
        var reader = DelimitedTextReader(MemoryByteSource(cp949, name: "t.csv"))
        _ = try reader.nextRow()
        #expect(reader.encoding == .cp949)
    }

    /// Found by the fuzzer: bytes that are not UTF-16 after a complete first row were reported
    /// before that row when one read fetched both, and after it when reads were small. The rows
    /// before bad bytes are now always read first, so the error does not depend on read sizes.
    @Test func badBytesAreReportedAfterTheRowsBeforeThemWhateverTheReadSize() throws {
        let text = "juice,note\n딸기쥬스,ok\nkiwi,"
        let big: [UInt8] =
            [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } + [0xDC, 0x00, 0x00, 0x41]
        for chunk in [1, 2, 3, 7, 1 << 20] {
            var reader = DelimitedTextReader(
                MemoryByteSource(big, name: "t.csv", chunkSize: chunk), encoding: nil,
                delimiter: nil, progress: nil, readSize: chunk)
            #expect(try reader.nextRow())
            #expect(try reader.nextRow())
            #expect(reader.text(ofCell: 0) == "딸기쥬스")
            #expect(
                throws: DelimitedTextReader.Problem(
                    line: 3,
                    problem: "bytes 0xDC 0x00 at byte \(big.count - 4) are not utf-16be text; "
                        + "name the file's encoding with --encoding"), "read size \(chunk)"
            ) {
                try reader.nextRow()
            }
        }
    }

    @Test func refusesWhatIsNotATable() {
        #expect(throws: DelimitedTextReader.Problem(line: 2, problem: "a quoted cell is never closed; a \" is missing"))
        {
            try rows(Array("a,b\n1,\"open\n2,3\n".utf8))
        }
        #expect(
            throws: DelimitedTextReader.Problem(
                line: 1,
                problem: "a quoted cell must end at a delimiter or a line end; found 'x' after its closing quote")
        ) {
            try rows(Array("\"a\"x,b\n".utf8))
        }
        #expect(
            throws: DelimitedTextReader.Problem(
                line: 2,
                problem:
                    "byte 0xFF is not UTF-8, UTF-16 or CP949 text; save the file as UTF-8, or name its encoding with --encoding"
            )
        ) {
            try rows(Array("a,b\n".utf8) + [0xFF, 0x41, 0x0A])
        }
    }

    /// Generated tables written with random quoting, delimiters, line ends, encodings and chunk
    /// sizes read back cell for cell; a fixed seed, so a failure repeats.
    @Test func readsBackWhatAWriterWrote() throws {
        var random = SplitMix64(seed: 2026)
        let alphabet = Array("ab 가나,;\t\"\n\r😀1.")
        for round in 0..<300 {
            let delimiter = [",", ";", "\t"][Int(random.next() % 3)]
            let columns = 1 + Int(random.next() % 5)
            let table: [[String]] = (0..<(1 + Int(random.next() % 6))).map { _ in
                (0..<columns).map { _ in
                    String(
                        (0..<Int(random.next() % 7)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
                }
            }
            let lineEnd = ["\n", "\r\n", "\r"][Int(random.next() % 3)]
            // The header row is plain words, so the delimiter it shows is the one used.
            let header = (0..<columns).map { "c\($0)" }
            let text =
                ([header] + table).map { row in
                    row.map { cell in
                        // By scalar: "\r\n" is one Character, which neither "\r" nor "\n" equals.
                        let needsQuotes =
                            cell.isEmpty || cell.unicodeScalars.contains { "\"\n\r,;\t".unicodeScalars.contains($0) }
                        return needsQuotes || random.next() % 4 == 0
                            ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
                    }.joined(separator: delimiter)
                }.joined(separator: lineEnd) + (random.next() % 2 == 0 ? lineEnd : "")
            let encoding: TextEncoding = [.utf8, .utf16LittleEndian, .utf16BigEndian][Int(random.next() % 3)]
            let bytes: [UInt8] =
                switch encoding {
                case .utf16LittleEndian:
                    [UInt8]([0xFF, 0xFE]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                case .utf16BigEndian:
                    [UInt8]([0xFE, 0xFF]) + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                default: Array(text.utf8)
                }
            let read = try rows(bytes, chunkSize: 1 + Int(random.next() % 9))
            #expect(read == [header] + table, "round \(round): \(text.debugDescription)")
        }
    }
}

extension IconvConverter {
    /// `text` in the converter's target encoding, for tests.
    func encoded(_ text: String) throws -> [UInt8] {
        var output: [UInt8] = []
        let bytes = Array(text.utf8)
        _ = try bytes.withUnsafeBytes { raw in
            try Result { () throws(TextTranscoder.Problem) in try convert(raw, base: 0, into: &output) }.get()
        }
        return output
    }
}
