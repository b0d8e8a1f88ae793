/// Reads a delimited text table (CSV, or semicolon- or tab-separated) a row at a time from any
/// byte source, in any of the `TextEncoding`s, without holding more than the rows in flight.
///
/// Written by hand rather than on CSV.swift: that library was many times slower than DuckDB on a
/// million-order file (`bench/end-to-end.sh` times the reader against DuckDB), named its errors by
/// enum case, and knows one encoding and one delimiter. Here a row is found by one pass over UTF-8
/// bytes and its cells are byte ranges in the buffer, so a row costs no allocation. The dialect is
/// RFC 4180 as spreadsheets write it: cells quoted with `"` (a doubled `""` inside is one quote)
/// may hold delimiters and line breaks; rows end with LF, CRLF or CR; a quote inside an unquoted
/// cell is kept as written.
package struct DelimitedTextReader {
    /// How messages name the input.
    public let name: String
    public private(set) var encoding: TextEncoding = .utf8
    /// `,`, `;` or a tab: named, or the one the header row uses most (outside quotes).
    public private(set) var delimiter: UInt8 = UInt8(ascii: ",")
    /// The file line where the current row starts (1-based); rows with quoted line breaks span more.
    public private(set) var line = 0
    /// Bytes read from the source so far.
    public private(set) var bytesRead = 0

    /// The longest row held in memory; a longer one is refused, as a hostile file might be all one row.
    public static let maximumRowBytes = 64 << 20
    /// How much the encoding detection looks at.
    private static let detectionBytes = 64 << 10

    private let source: ByteSource
    private let namedEncoding: TextEncoding?
    private let namedDelimiter: UInt8?
    private var transcoder: TextTranscoder?
    private var buffer: [UInt8] = []
    /// The unread bytes of `buffer` are `start..<buffer.count`.
    private var start = 0
    private var sourceEnded = false
    /// Every input byte is in the buffer.
    private var allRead: Bool { sourceEnded && pendingRaw.isEmpty && undecodable == nil }
    /// Bytes that are not text in the encoding, found while decoding ahead: raised only once
    /// the rows before them have been read, so which error a table gets does not depend on how
    /// much of it one read happened to fetch.
    private var undecodable: TextTranscoder.Problem?
    private var nextLine = 1
    private var started = false
    /// The current row's cells as byte ranges in `buffer`.
    private let cells = CellRanges()
    private var progress: ((Int) -> Void)?
    /// Bytes read for detection and not yet handed to the buffer.
    private var pendingRaw: ArraySlice<UInt8> = []
    /// The most input bytes added to the buffer at a time (small in tests, to cut rows everywhere).
    private let readSize: Int

    /// - Parameters:
    ///   - encoding: nil detects it from the first bytes (`TextEncoding.detect`).
    ///   - delimiter: nil takes the header row's most frequent of `,`, `;` and tab.
    ///   - progress: called after each read with the bytes read so far.
    public init(
        _ source: ByteSource, encoding: TextEncoding? = nil, delimiter: UInt8? = nil, progress: ((Int) -> Void)? = nil
    ) {
        self.init(source, encoding: encoding, delimiter: delimiter, progress: progress, readSize: 1 << 20)
    }

    init(_ source: ByteSource, encoding: TextEncoding?, delimiter: UInt8?, progress: ((Int) -> Void)?, readSize: Int) {
        self.readSize = max(1, readSize)
        self.source = source
        name = source.name
        namedEncoding = encoding
        namedDelimiter = delimiter
        self.progress = progress
    }

    /// A problem with the table itself, at a line.
    public struct Problem: Error, Sendable, Equatable {
        public let line: Int
        public let problem: String
    }

    /// The offset in the input of the next row's first byte; meaningful for UTF-8, whose
    /// bytes are read as they are (a byte order mark counts, as it is in the input).
    public var nextRowOffset: Int { bytesRead - pendingRaw.count - (buffer.count - start) }

    /// The number of cells in the current row.
    public var cellCount: Int { cells.count }

    /// Calls `body` with the bytes (UTF-8) of cell `index` of the current row, quotes removed.
    @inline(__always)
    public func withCell<Result>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withRow { row in try body(row[index]) }
    }

    /// Calls `body` with a view of the current row's cells; one pointer access for all of them,
    /// which is what reading a million rows a second needs.
    @inline(__always)
    public func withRow<Result>(_ body: (TableRow) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else {
                preconditionFailure(
                    "a row is read after nextRow() found one, whose bytes are in the buffer, so it has storage")
            }
            return try body(
                TableRow(
                    base: base, starts: UnsafeBufferPointer(start: cells.starts, count: cells.count),
                    ends: UnsafeBufferPointer(start: cells.ends, count: cells.count)))
        }
    }

    /// Cell `index` of the current row as text, or nil when it is not valid UTF-8.
    public func text(ofCell index: Int) -> String? {
        withCell(index) { bytes in UTF8Validation.isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil }
    }

    /// Moves to the next row; false at the end of the input. A row with no characters at all is
    /// one empty cell. Throws `Problem` for a table that cannot be read, `FileError` when the
    /// input cannot be read.
    public mutating func nextRow() throws -> Bool {
        if !started { try begin() }
        while true {
            if start == buffer.count {
                if allRead { return false }
                try refill()
                continue
            }
            if let rowEnd = try scanRow() {
                line = nextLine
                nextLine += rowEnd.lines
                start = rowEnd.next
                return true
            }
            // The row runs past the bytes read: read more and scan it again from its start.
            guard buffer.count - start < Self.maximumRowBytes else {
                throw Problem(
                    line: nextLine, problem: "a row is larger than \(Self.maximumRowBytes >> 20) MiB; is this a table?")
            }
            try refill()
        }
    }

    /// Detects the encoding and the delimiter from the first bytes.
    private mutating func begin() throws {
        started = true
        var raw = [UInt8](repeating: 0, count: Self.detectionBytes)
        let count = try read(into: &raw)
        raw.removeSubrange(count...)
        var skip = 0
        if let namedEncoding {
            encoding = namedEncoding
            let marks: [TextEncoding: [UInt8]] = [
                .utf8: [0xEF, 0xBB, 0xBF], .utf16LittleEndian: [0xFF, 0xFE], .utf16BigEndian: [0xFE, 0xFF],
            ]
            if let mark = marks[namedEncoding], raw.starts(with: mark) { skip = mark.count }
        } else {
            guard let found = raw.withUnsafeBytes({ TextEncoding.detect($0, isWholeFile: sourceEnded) }) else {
                let at = raw.withUnsafeBytes { UTF8Validation.firstInvalidOffset($0, allowingCutEnd: true) } ?? 0
                let lineNumber = 1 + raw[..<at].filter { $0 == 0x0A }.count
                throw Problem(
                    line: lineNumber,
                    problem: "byte 0x\(hex(raw[at])) is not UTF-8, UTF-16 or CP949 text; "
                        + "save the file as UTF-8, or name its encoding with --encoding")
            }
            (encoding, skip) = found
        }
        if encoding != .utf8 { transcoder = TextTranscoder(encoding, startingAt: skip) }
        pendingRaw = raw[skip...]
        try refill()
        if let namedDelimiter {
            delimiter = namedDelimiter
            return
        }
        // The whole header row must be in the buffer to count its delimiters.
        while headerRowEnd() == nil && !allRead && buffer.count < Self.maximumRowBytes { try refill() }
        delimiter = detectDelimiter()
    }

    /// Where the first row's line break (outside quotes) is in the buffer, if it is there yet.
    private func headerRowEnd() -> Int? {
        var quoted = false
        for index in start..<buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && (byte == 0x0A || byte == 0x0D) { return index }
        }
        return nil
    }

    /// The most frequent of `,`, `;` and tab on the first row, outside quotes; `,` on a tie or none.
    private func detectDelimiter() -> UInt8 {
        var counts: [UInt8: Int] = [:]
        var quoted = false
        for byte in buffer[start..<(headerRowEnd() ?? buffer.count)] {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if quoted { continue }
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == 0x09 { counts[byte, default: 0] += 1 }
        }
        let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]
        return candidates.max {
            (counts[$0] ?? 0) < (counts[$1] ?? 0) || ((counts[$0] ?? 0) == (counts[$1] ?? 0) && $0 == UInt8(ascii: ","))
        }
        .flatMap { (counts[$0] ?? 0) > 0 ? $0 : nil } ?? UInt8(ascii: ",")
    }

    /// Finds the row starting at `start`: fills the cell ranges and returns where the next row
    /// starts and how many line breaks the row spans; nil when its end is not read yet.
    private mutating func scanRow() throws(Problem) -> (next: Int, lines: Int)? {
        let cells = self.cells
        cells.removeAll()
        let delimiter = self.delimiter
        let sourceEnded = allRead
        let start = self.start
        let quote = UInt8(ascii: "\""), newline: UInt8 = 0x0A, carriage: UInt8 = 0x0D
        let startLine = nextLine
        let outcome: Result<(next: Int, lines: Int, unescape: [Int])?, Problem> = buffer.withUnsafeBufferPointer {
            bytes in
            let end = bytes.count
            var index = start
            var lines = 0
            var unescape: [Int] = []
            while true {
                // One cell.
                if index < end && bytes[index] == quote {
                    let cellStart = index + 1
                    var cursor = cellStart
                    var doubled = false
                    while true {
                        while cursor < end && bytes[cursor] != quote {
                            if bytes[cursor] == newline { lines += 1 }
                            cursor += 1
                        }
                        guard cursor + 1 < end || (cursor < end && sourceEnded) else {
                            if cursor >= end && sourceEnded {
                                return .failure(
                                    Problem(line: startLine, problem: "a quoted cell is never closed; a \" is missing"))
                            }
                            return .success(nil)
                        }
                        if cursor + 1 < end && bytes[cursor + 1] == quote {
                            doubled = true
                            cursor += 2
                            continue
                        }
                        break
                    }
                    cells.append(cellStart, cursor)
                    if doubled { unescape.append(cells.count - 1) }
                    index = cursor + 1
                    if index < end, bytes[index] != delimiter, bytes[index] != newline, bytes[index] != carriage {
                        return .failure(
                            Problem(
                                line: startLine + lines,
                                problem:
                                    "a quoted cell must end at a delimiter or a line end; found "
                                    + "'\(Unicode.Scalar(bytes[index]))' after its closing quote"
                            ))
                    }
                } else {
                    let cellStart = index
                    index = Self.endOfUnquotedCell(bytes, from: index, to: end, delimiter: delimiter)
                    cells.append(cellStart, index)
                }
                // What follows the cell.
                guard index < end else {
                    return sourceEnded ? .success((end, lines + 1, unescape)) : .success(nil)
                }
                let byte = bytes[index]
                if byte == delimiter {
                    index += 1
                    if index == end && !sourceEnded { return .success(nil) }
                    continue
                }
                if byte == carriage {
                    guard index + 1 < end || sourceEnded else { return .success(nil) }
                    return .success(
                        (index + 1 < end && bytes[index + 1] == newline ? index + 2 : index + 1, lines + 1, unescape))
                }
                return .success((index + 1, lines + 1, unescape))
            }
        }
        guard let found = try outcome.get() else { return nil }
        for cell in found.unescape {
            cells.setEnd(removeDoubledQuotes(from: cells.starts[cell], to: cells.ends[cell]), of: cell)
        }
        return (found.next, found.lines)
    }

    /// The index of the first delimiter, LF or CR at or after `index`, or `end`.
    ///
    /// Eight bytes at a time (SWAR: a byte equal to `c` makes `x ^ c·0x01…01` have a zero byte,
    /// which `(v - 0x01…01) & ~v & 0x80…80` finds), since most of a table is unquoted cells.
    @inline(__always)
    static func endOfUnquotedCell(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int, delimiter: UInt8)
        -> Int
    {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let (d, lf, cr) = (UInt64(delimiter) &* ones, UInt64(0x0A) &* ones, UInt64(0x0D) &* ones)
        var index = index
        guard let base = bytes.baseAddress else { return end }  // no bytes: nothing to look at
        let raw = UnsafeRawPointer(base)
        while index + 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
            let hits = zeroBytes(word ^ d) | zeroBytes(word ^ lf) | zeroBytes(word ^ cr)
            if hits != 0 { return index + hits.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end {
            let byte = bytes[index]
            if byte == delimiter || byte == 0x0A || byte == 0x0D { return index }
            index += 1
        }
        return end
    }

    /// `""` inside a quoted cell is one quote: closes the gaps in place; returns the cell's new end.
    private mutating func removeDoubledQuotes(from start: Int, to end: Int) -> Int {
        var write = start
        var read = start
        while read < end {
            buffer[write] = buffer[read]
            read += buffer[read] == UInt8(ascii: "\"") ? 2 : 1
            write += 1
        }
        return write
    }

    /// Drops the rows already read and appends the next chunk of the input.
    private mutating func refill() throws {
        if let undecodable {
            let lineNumber = nextLine + buffer[start...].filter { $0 == 0x0A }.count
            throw Problem(
                line: lineNumber,
                problem: "bytes \(undecodable.bytes.map { "0x" + hex($0) }.joined(separator: " ")) at byte "
                    + "\(undecodable.offset) are not \(encoding.rawValue) "
                    + "text; name the file's encoding with --encoding"
            )
        }
        if start > 0 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        // Adds at least as much as is held, so a long row is rescanned a logarithmic number of times.
        let wanted = max(readSize, buffer.count)
        if !pendingRaw.isEmpty {
            let piece = pendingRaw.prefix(wanted)
            pendingRaw = pendingRaw.dropFirst(piece.count)
            try append(piece, isFinal: sourceEnded && pendingRaw.isEmpty)
            return
        }
        var raw = [UInt8](repeating: 0, count: wanted)
        let count = try read(into: &raw)
        try append(raw[..<count], isFinal: sourceEnded)
    }

    private mutating func read(into raw: inout [UInt8]) throws -> Int {
        var filled = 0
        while filled < raw.count {
            // A read failure is the file's (`FileError`, exit 66), not the table's.
            let count = try raw.withUnsafeMutableBytes { buffer in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if count == 0 {
                sourceEnded = true
                break
            }
            filled += count
            bytesRead += count
        }
        progress?(bytesRead)
        return filled
    }

    private mutating func append(_ raw: ArraySlice<UInt8>, isFinal: Bool) throws {
        guard var transcoder else {
            buffer.append(contentsOf: raw)
            return
        }
        do {
            try raw.withUnsafeBytes { bytes in
                Result { () throws(TextTranscoder.Problem) in
                    try transcoder.decode(bytes, isFinal: isFinal, into: &buffer)
                }
            }.get()
        } catch {
            // The text before the bad bytes is in the buffer; its rows are read first.
            undecodable = error
            pendingRaw = []
            sourceEnded = true
        }
        self.transcoder = transcoder
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
