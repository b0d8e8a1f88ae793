import JuiceCore
import JuiceIngest
import JuiceExcel

extension OrderInputs {
    /// How the input at `path` is read: a workbook when `--input-format xlsx` says so or its
    /// name ends in `.xlsx` (also under an export's `--input-format`, which names the table's
    /// columns, not the file's format); an export's table is CSV; otherwise as named or as the
    /// name announces.
    func format(of path: String) -> OrderInputFormat? {
        let announced = OrderInputFormat(path: path)
        if format == .xlsx || (announced == .xlsx && (format == nil || export != nil)) { return .xlsx }
        if export != nil { return .csv }
        return format ?? announced
    }

    /// Opens one input; a workbook on standard input is refused before anything is read, since
    /// a zip is read from its end.
    func openInput(_ path: String) throws -> FileByteSource {
        if path == "-" && format == .xlsx { throw XLSXError.standardInput }
        return try FileByteSource(path: path)
    }
}
