import Foundation

/// Reads a worksheet's XML as it streams in, byte by byte, and reports its rows' elements and
/// text to a handler (`SheetRowBuilder`), in place of Foundation's `XMLParser`.
///
/// Written by hand because a benchmark showed it must be faster: with `XMLParser` (libxml2, then a
/// `String` and a `Dictionary` bridged for every element) charting a workbook took several times
/// the CPU of the same rows as CSV; this scanner more than halves that (`bench/xlsx.sh` measures
/// it). It makes no object per element: names are compared as bytes, attributes are handed over as
/// the bytes they are written with, and only the text the handler wants is decoded.
///
/// It checks what a worksheet needs to be read right and no more than that: tags nest and close
/// (namespace prefixes compared as written), attributes are quoted in either style, references
/// are the five predefined entities or character references, the bytes are UTF-8 holding only
/// characters XML allows, and there is one root element. Comments, processing instructions
/// (the XML declaration among them) and a document type declaration are skipped; CDATA
/// sections are text. Line breaks are normalised (`\r\n` and `\r` become `\n`) as XML requires.
///
/// Chunks may cut the text anywhere, within a tag, a reference or a character: what a chunk
/// leaves incomplete is kept until the next one completes it, so memory holds one chunk and at
/// most one unfinished tag, however long the sheet.
struct SheetXMLScanner<Handler: SheetEventHandler> {
    var handler: Handler
    /// Bytes received but not yet scanned: the start of a tag or reference a chunk cut.
    private var pending: [UInt8] = []
    /// The line `pending` starts on, counting from 1.
    private var line = 1
    private var section = Section.content
    private var openElements = OpenElements()
    private var rootSeen = false
    private var rootClosed = false
    private var characterCheck = XMLCharacterCheck()
    /// Whether a byte order mark may still come (the part has not started yet).
    private var atStart = true
    /// Attribute values whose references or whitespace had to be decoded, for the tag being read.
    private var decodedValues: [UInt8] = []
    /// Whether the last byte received was `\r`, so a `\n` starting the next chunk belongs to it.
    private var afterCarriageReturn = false

    /// Where an attribute's value is: as written, in the bytes scanned, or in `decodedValues`.
    private enum ValueBytes {
        case written(Range<Int>)
        case decoded(Range<Int>)
    }

    /// Where the scanner is between tags.
    private enum Section {
        case content
        case comment
        case processingInstruction
        case characterData
    }

    /// The longest tag or reference kept while waiting for its end (a worksheet's are tens of bytes).
    static var longestUnfinished: Int { 1 << 20 }

    init(handler: Handler) {
        self.handler = handler
    }

    /// Scans the next bytes of the part.
    mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) throws(SheetProblem) {
        let fault = characterCheck.check(chunk)
        // The bytes before a bad one are still read, so rows above it reach the handler as they would from a parser.
        let usable = UnsafeBufferPointer(rebasing: chunk[..<(fault?.offset ?? chunk.count)])
        if atStart || afterCarriageReturn || usable.contains(UInt8(ascii: "\r")) {
            append(usable)
            try scanPending()
        } else {
            try scanInPlace(usable)
        }
        // What is left is one unfinished tag or reference, scanned again from its start with the
        // next chunk: a hostile one megabytes long would cost time growing with its square.
        if pending.count > Self.longestUnfinished { throw problem(.tagTooLong, line: line) }
        // Every byte before the bad one is now either scanned (and counted in `line`) or pending.
        if let fault { throw problem(fault.problem, line: line + Self.lineBreaks(in: pending[...])) }
    }

    /// Scans a chunk that needs no line breaks normalised where it is, rather than copying it
    /// after what the last chunk left unfinished: that piece is completed with the chunk's bytes
    /// up to its first `>` and scanned on its own, and the chunk goes on from where the piece
    /// ended. Only what this chunk leaves unfinished is kept. When the piece is still unfinished
    /// (a `>` inside a quoted value, a long comment), the rest of the chunk joins it as before.
    private mutating func scanInPlace(_ chunk: UnsafeBufferPointer<UInt8>) throws(SheetProblem) {
        var offset = 0
        if !pending.isEmpty {
            let cut = chunk.firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? chunk.count
            pending.append(contentsOf: chunk[..<cut])
            try scanPending()
            // The unscanned rest is `(unfinished piece + cut bytes)[scanned...]`: within the cut bytes
            // exactly when the piece was scanned to its end.
            guard pending.count <= cut else {
                if cut < chunk.count {
                    pending.append(contentsOf: chunk[cut...])
                    try scanPending()
                }
                return
            }
            // What is left unscanned now lies within the chunk's first `cut` bytes: scan on from there.
            offset = cut - pending.count
            pending.removeAll(keepingCapacity: true)
        }
        let rest = UnsafeBufferPointer(rebasing: chunk[offset...])
        let scanned = try scan(rest)
        line += Self.lineBreaks(in: UnsafeBufferPointer(rebasing: rest[..<scanned]))
        pending.append(contentsOf: rest[scanned...])
    }

    /// Ends the part: throws when it ended inside a tag, an element or a character, or held no element.
    mutating func finish() throws(SheetProblem) {
        let endLine = line + Self.lineBreaks(in: pending[...])
        guard characterCheck.isBetweenCharacters else { throw problem(.notUTF8, line: endLine) }
        if pending.first == UInt8(ascii: "&") && section == .content { throw problem(.undefinedEntity, line: line) }
        guard pending.isEmpty, section == .content, openElements.isEmpty else {
            throw problem(.endsInsideTag, line: endLine)
        }
        guard rootSeen else { throw problem(.notXML, line: endLine) }
    }

    /// Appends bytes to `pending`, `\r\n` and a lone `\r` made `\n`.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard afterCarriageReturn || bytes.contains(UInt8(ascii: "\r")) else {
            pending.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") && afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = byte == UInt8(ascii: "\r")
            pending.append(afterCarriageReturn ? UInt8(ascii: "\n") : byte)
        }
    }

    /// Scans as much of `pending` as is complete and keeps the rest.
    private mutating func scanPending() throws(SheetProblem) {
        if atStart {
            // A UTF-8 byte order mark is not text, whatever chunks it comes in.
            let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
            if pending.count < mark.count && mark.starts(with: pending) { return }
            if pending.starts(with: mark) { pending.removeFirst(mark.count) }
            atStart = false
        }
        // Moved out of `self` while scanning, so the handler (part of `self`) can be called meanwhile.
        var bytes: [UInt8] = []
        swap(&bytes, &pending)
        defer { swap(&bytes, &pending) }
        let scanned = try bytes.withUnsafeBufferPointer { buffer throws(SheetProblem) in try scan(buffer) }
        line += Self.lineBreaks(in: bytes[..<scanned])
        bytes.removeSubrange(..<scanned)
    }

    /// Scans `bytes` up to the first thing they hold only part of; returns how many were scanned.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(SheetProblem) -> Int {
        var index = 0
        let end = bytes.count
        while index < end {
            switch section {
            case .content:
                switch bytes[index] {
                case UInt8(ascii: "<"):
                    guard let next = try markup(bytes, at: index) else { return index }
                    index = next
                case UInt8(ascii: "&"):
                    guard let next = try reference(bytes, at: index) else { return index }
                    index = next
                default:
                    var stop = index + 1
                    while stop < end && bytes[stop] != UInt8(ascii: "<") && bytes[stop] != UInt8(ascii: "&") {
                        stop += 1
                    }
                    try text(bytes, index..<stop)
                    index = stop
                }
            case .comment:
                guard let close = Self.find("-->", in: bytes, from: index) else { return max(index, end - 2) }
                index = close + 3
                section = .content
            case .processingInstruction:
                guard let close = Self.find("?>", in: bytes, from: index) else { return max(index, end - 1) }
                index = close + 2
                section = .content
            case .characterData:
                guard let close = Self.find("]]>", in: bytes, from: index) else {
                    // The last two bytes may begin the `]]>` the next chunk ends.
                    let stop = max(index, end - 2)
                    try text(bytes, index..<stop)
                    return stop
                }
                try text(bytes, index..<close)
                index = close + 3
                section = .content
            }
        }
        return end
    }

    /// Text between tags: the handler's when it wants it, and outside the root only whitespace.
    private mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(SheetProblem) {
        guard !openElements.isEmpty else {
            if let stray = range.first(where: { !Self.isSpace(bytes[$0]) }) { throw outsideRoot(bytes, at: stray) }
            return
        }
        if handler.wantsText { handler.text(UnsafeBufferPointer(rebasing: bytes[range])) }
    }

    /// The reference starting at `start` (`&`): its character goes on as text. Nil while its `;` is yet to come.
    private mutating func reference(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(SheetProblem) -> Int? {
        let limit = min(bytes.count, start + 2 + XMLReference.maximumLength)
        guard let semicolon = (start + 1..<limit).first(where: { bytes[$0] == UInt8(ascii: ";") }) else {
            if bytes.count < start + 2 + XMLReference.maximumLength { return nil }
            throw problem(.undefinedEntity, at: start, in: bytes)
        }
        let character: Unicode.Scalar
        do throws(XMLProblem) {
            character = try XMLReference.character(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<semicolon]))
        } catch {
            throw problem(error, at: start, in: bytes)
        }
        guard !openElements.isEmpty else { throw outsideRoot(bytes, at: start) }
        if handler.wantsText {
            var utf8 = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
            let count = withUnsafeMutableBytes(of: &utf8) { buffer in
                var count = 0
                UTF8.encode(character) { byte in
                    buffer[count] = byte
                    count += 1
                }
                return count
            }
            withUnsafeBytes(of: utf8) {
                handler.text(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<count]))
            }
        }
        return semicolon + 1
    }

    /// The markup starting at `start` (`<`); returns where it ends, nil while it is incomplete.
    private mutating func markup(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(SheetProblem) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "/"):
            return try closingTag(bytes, at: start)
        case UInt8(ascii: "?"):
            section = .processingInstruction
            return start + 2
        case UInt8(ascii: "!"):
            switch (
                Self.begins(bytes, at: start, with: "<!--"), Self.begins(bytes, at: start, with: "<![CDATA["),
                Self.begins(bytes, at: start, with: "<!DOCTYPE")
            ) {
            case (.matches, _, _):
                section = .comment
                return start + 4
            case (_, .matches, _):
                guard !openElements.isEmpty else { throw outsideRoot(bytes, at: start) }
                section = .characterData
                return start + 9
            case (_, _, .matches):
                guard !rootSeen else { throw problem(.malformedTag, at: start, in: bytes) }
                return try documentType(bytes, at: start)
            case (.tooShort, _, _), (_, .tooShort, _), (_, _, .tooShort):
                return nil
            default:
                throw problem(.malformedTag, at: start, in: bytes)
            }
        default:
            return try openingTag(bytes, at: start)
        }
    }

    /// `</name>`, which must close the element open last.
    private mutating func closingTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(SheetProblem) -> Int? {
        var index = start + 2
        while index < bytes.count && !Self.endsName(bytes[index]) { index += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 2)..<index])
        while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: ">"), !name.isEmpty else {
            throw problem(.malformedTag, at: start, in: bytes)
        }
        guard openElements.isLast(name) else { throw problem(.mismatchedClosingTag, at: start, in: bytes) }
        openElements.removeLast()
        rootClosed = openElements.isEmpty
        let element = SheetElement(qualifiedName: name)
        if element != .other { try handler.end(element) }
        return index + 1
    }

    /// `<name attribute="value" …>` or `<name …/>`.
    private mutating func openingTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(SheetProblem) -> Int? {
        let end = bytes.count
        var index = start + 1
        while index < end && !Self.endsName(bytes[index]) { index += 1 }
        guard index < end else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
        guard !name.isEmpty else { throw problem(.malformedTag, at: start, in: bytes) }
        let element = SheetElement(qualifiedName: name)
        var (reference, type, style): (ValueBytes?, ValueBytes?, ValueBytes?)
        if !decodedValues.isEmpty { decodedValues.removeAll(keepingCapacity: true) }
        var selfClosing = false
        attributes: while true {
            let afterValue = index
            while index < end && Self.isSpace(bytes[index]) { index += 1 }
            guard index < end else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                break attributes
            case UInt8(ascii: "/"):
                guard index + 1 < end else { return nil }
                guard bytes[index + 1] == UInt8(ascii: ">") else { throw problem(.malformedTag, at: start, in: bytes) }
                selfClosing = true
                index += 2
                break attributes
            default:
                // Attributes are set apart by whitespace: `r="A1"s="3"` is not XML.
                guard index > afterValue else { throw problem(.malformedTag, at: start, in: bytes) }
                let nameStart = index
                while index < end && !Self.endsName(bytes[index]) { index += 1 }
                let attributeName = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
                while index < end && Self.isSpace(bytes[index]) { index += 1 }
                guard index < end else { return nil }
                guard bytes[index] == UInt8(ascii: "="), !attributeName.isEmpty else {
                    throw problem(.malformedTag, at: start, in: bytes)
                }
                index += 1
                while index < end && Self.isSpace(bytes[index]) { index += 1 }
                guard index < end else { return nil }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw problem(.malformedTag, at: start, in: bytes)
                }
                index += 1
                let valueStart = index
                while index < end && bytes[index] != quote {
                    if bytes[index] == UInt8(ascii: "<") { throw problem(.malformedTag, at: start, in: bytes) }
                    index += 1
                }
                guard index < end else { return nil }
                let written = valueStart..<index
                index += 1
                let value: ValueBytes
                if bytes[written].contains(where: {
                    $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n")
                }) {
                    let from = decodedValues.count
                    do throws(XMLProblem) {
                        try Self.decodeAttributeValue(
                            UnsafeBufferPointer(rebasing: bytes[written]), into: &decodedValues)
                    } catch {
                        throw problem(error, at: start, in: bytes)
                    }
                    value = .decoded(from..<decodedValues.count)
                } else {
                    value = .written(written)
                }
                guard element == .row || element == .cell, attributeName.count == 1 else { continue }
                switch attributeName[0] {
                case UInt8(ascii: "r"): reference = value
                case UInt8(ascii: "t"): type = value
                case UInt8(ascii: "s"): style = value
                default: break
                }
            }
        }
        if rootClosed { throw problem(.contentAfterEnd, at: start, in: bytes) }
        rootSeen = true
        if selfClosing {
            rootClosed = openElements.isEmpty
        } else {
            openElements.append(name)
        }
        if element != .other {
            try startElement(element, in: bytes, reference: reference, type: type, style: style)
            if selfClosing { try handler.end(element) }
        }
        return index
    }

    /// Hands an opening tag to the handler with its attributes' bytes, wherever they are.
    private mutating func startElement(
        _ element: SheetElement, in bytes: UnsafeBufferPointer<UInt8>, reference: ValueBytes?, type: ValueBytes?,
        style: ValueBytes?
    ) throws(SheetProblem) {
        // Moved out of `self` while the handler (part of `self`) runs.
        var decoded: [UInt8] = []
        swap(&decoded, &decodedValues)
        defer { swap(&decoded, &decodedValues) }
        try decoded.withUnsafeBufferPointer { decoded throws(SheetProblem) in
            func value(_ place: ValueBytes?) -> UnsafeBufferPointer<UInt8>? {
                switch place {
                case .written(let range)?: UnsafeBufferPointer(rebasing: bytes[range])
                case .decoded(let range)?: UnsafeBufferPointer(rebasing: decoded[range])
                case nil: nil
                }
            }
            try handler.start(
                element,
                attributes: SheetAttributes(reference: value(reference), type: value(type), style: value(style)))
        }
    }

    /// `<!DOCTYPE …>`, skipped with its internal subset (`[…]`); its declarations are not used.
    private func documentType(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(SheetProblem) -> Int? {
        var quote: UInt8?
        var depth = 0
        for index in (start + 9)..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth == 0: return index + 1
            default: break
            }
        }
        return nil
    }

    /// Appends an attribute's value as XML reads it to `decoded`: references decoded, tabs and line breaks made spaces.
    private static func decodeAttributeValue(_ raw: UnsafeBufferPointer<UInt8>, into decoded: inout [UInt8])
        throws(XMLProblem)
    {
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&") else {
                decoded.append(isSpace(byte) ? UInt8(ascii: " ") : byte)
                index += 1
                continue
            }
            guard let semicolon = (index + 1..<raw.count).first(where: { raw[$0] == UInt8(ascii: ";") }) else {
                throw .undefinedEntity
            }
            decoded.append(
                contentsOf: String(
                    try XMLReference.character(UnsafeBufferPointer(rebasing: raw[(index + 1)..<semicolon]))
                ).utf8)
            index = semicolon + 1
        }
    }

    private func outsideRoot(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> SheetProblem {
        problem(rootClosed ? .contentAfterEnd : .notXML, at: index, in: bytes)
    }

    private func problem(_ problem: XMLProblem, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SheetProblem {
        self.problem(problem, line: line + Self.lineBreaks(in: UnsafeBufferPointer(rebasing: bytes[..<index])))
    }

    private func problem(_ problem: XMLProblem, line: Int) -> SheetProblem {
        SheetProblem("\(problem) (line \(line))")
    }

    private static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer(lineBreaks(in:))
    }

    /// Counted with `memchr`: a sheet's rows seldom hold line breaks, so this skips most bytes in bulk.
    private static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard var next = bytes.baseAddress else { return 0 }
        let end = next + bytes.count
        var count = 0
        while next < end, let found = memchr(next, Int32(UInt8(ascii: "\n")), end - next) {
            count += 1
            next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// Whether `byte` cannot be part of a name (it ends the name before it).
    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "&")
    }

    /// How the bytes at some point compare with a literal.
    private enum PrefixMatch {
        case matches
        case differs
        /// The bytes end before the literal does, matching it so far.
        case tooShort
    }

    /// Whether the bytes at `start` begin with `literal`.
    private static func begins(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, with literal: StaticString)
        -> PrefixMatch
    {
        let available = min(literal.utf8CodeUnitCount, bytes.count - start)
        let prefix = UnsafeBufferPointer(start: literal.utf8Start, count: available)
        guard bytes[start..<(start + available)].elementsEqual(prefix) else { return .differs }
        return available == literal.utf8CodeUnitCount ? .matches : .tooShort
    }

    /// The index of the first `literal` in `bytes` from `start`, nil when there is none.
    private static func find(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}
