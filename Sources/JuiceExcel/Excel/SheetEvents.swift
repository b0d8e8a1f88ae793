/// The elements of a worksheet its rows are made of, by local name (`c` and `x:c` alike).
enum SheetElement: Sendable, Equatable {
    /// `<row>`
    case row
    /// `<c>`, a cell.
    case cell
    /// `<v>`, a cell's value.
    case value
    /// `<t>`, an inline string's text or one of its rich-text runs.
    case text
    /// `<rPh>`, a phonetic guide (furigana), which is not part of the text.
    case phonetic
    /// Any other element.
    case other

    /// The element a qualified name (`c`, `x:c`) names; the prefix is whatever the part bound
    /// to the spreadsheet namespace, so it is not compared.
    init(qualifiedName name: UnsafeBufferPointer<UInt8>) {
        var start = name.startIndex
        for index in name.indices where name[index] == UInt8(ascii: ":") { start = index + 1 }
        let local = UnsafeBufferPointer(rebasing: name[start...])
        switch local.count {
        case 1:
            switch local[0] {
            case UInt8(ascii: "c"): self = .cell
            case UInt8(ascii: "v"): self = .value
            case UInt8(ascii: "t"): self = .text
            default: self = .other
            }
        case 3 where local[0] == UInt8(ascii: "r"):
            switch (local[1], local[2]) {
            case (UInt8(ascii: "o"), UInt8(ascii: "w")): self = .row
            case (UInt8(ascii: "P"), UInt8(ascii: "h")): self = .phonetic
            default: self = .other
            }
        default:
            self = .other
        }
    }
}

/// The attributes of `<row>` and `<c>` that rows are made of, as the UTF-8 of their values
/// (references decoded); nil when absent.
///
/// Bytes rather than strings, and valid only during the `start` call that hands them over:
/// making three strings for every cell cost more than a tenth of the scanner's time.
struct SheetAttributes {
    /// `r`: a row's number, or a cell's reference (`C7`).
    var reference: UnsafeBufferPointer<UInt8>?
    /// `t`: a cell's type (`s`, `str`, `inlineStr`, `b`, `e`, `n`, `d`).
    var type: UnsafeBufferPointer<UInt8>?
    /// `s`: a cell's style, an index into the styles' `cellXfs`.
    var style: UnsafeBufferPointer<UInt8>?
}

/// Why a sheet cannot be read as a table, in words: its XML is not well-formed (with the
/// line), or it contradicts itself (rows out of order, a shared string that does not exist).
struct SheetProblem: Error, Sendable, Equatable, CustomStringConvertible {
    let description: String
    /// Not a problem of the sheet: the rows' consumer stopped the reading (it threw, or wants no
    /// more rows) while the handler handed it rows in the middle of a chunk.
    let isConsumerStop: Bool

    init(_ description: String) {
        self.description = description
        isConsumerStop = false
    }

    private init(consumerStop: ()) {
        description = "the rows' consumer stopped the reading"
        isConsumerStop = true
    }

    static let consumerStop = SheetProblem(consumerStop: ())
}

/// What receives a worksheet's elements and text in document order, as `SheetXMLScanner`
/// reads them: only the elements of `SheetElement` other than `.other`, and only the text
/// asked for.
protocol SheetEventHandler {
    /// Whether the text at this point is wanted (a cell's value): other text is checked but not decoded for it.
    var wantsText: Bool { get }
    /// An opening tag, or a self-closing one (then `end` follows at once).
    mutating func start(_ element: SheetElement, attributes: SheetAttributes) throws(SheetProblem)
    mutating func end(_ element: SheetElement) throws(SheetProblem)
    /// Text, references decoded and line breaks normalised, in as many pieces as the input was cut into.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>)
}
