import JuiceCore

/// A reader of pre-aggregated totals, CSV (`TotalsCSVReader`) or JSON (`TotalsJSONReader`), which
/// stops at the first bad row unless asked to list the bad rows instead.
public protocol TotalsReader {
    /// Reads the totals; with `skipped` set to an array, rows with a bad value or name are left
    /// out and listed there (`--skip-invalid`) instead of stopping the read. A broken file
    /// (syntax, encoding) still stops it.
    static func read(_ bytes: [UInt8], source: String, skipped: inout [TotalsError]?) throws(TotalsError)
        -> [TotalsRow]
}

extension TotalsReader {
    /// Reads the totals, stopping at the first bad row.
    public static func read(_ bytes: [UInt8], source: String) throws(TotalsError) -> [TotalsRow] {
        var stopAtFirst: [TotalsError]? = nil
        return try read(bytes, source: source, skipped: &stopAtFirst)
    }
}
