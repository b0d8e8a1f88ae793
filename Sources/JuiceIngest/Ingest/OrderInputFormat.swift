/// How an order history is written.
public enum OrderInputFormat: String, Sendable, CaseIterable {
    /// One JSON value: an object with an `orders` array, or a bare array of orders.
    case json
    /// JSON Lines: one order object per line.
    case ndjson
    /// A header row `id,orderedAt,juice,quantity,unitPrice,status`, then one item per row.
    case csv
    /// An Excel workbook: one of its sheets read as a CSV table (read by JuiceExcel's `OrderXLSXReader`).
    case xlsx

    /// The format a file name announces: `.ndjson` and `.jsonl` are JSON Lines, `.csv` is CSV,
    /// `.xlsx` an Excel workbook.
    /// Nil for anything else (`.json` too, since exports often misname JSON Lines), which is
    /// read as JSON, or as JSON Lines when its first line holds one complete object and more follows.
    public init?(path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".jsonl") {
            self = .ndjson
        } else if lowered.hasSuffix(".csv") {
            self = .csv
        } else if lowered.hasSuffix(".xlsx") {
            self = .xlsx
        } else {
            return nil
        }
    }
}
