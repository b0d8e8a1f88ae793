import CSV
import Foundation
import JuiceCore

/// Reads pre-aggregated totals in CSV with a header row naming `juice` and `value` columns
/// (any order, other columns ignored), as `COPY (SELECT juice, sum(quantity) AS value …) TO STDOUT CSV HEADER`
/// writes them. A `units` column stands in for `value`, so `--summary csv` output reads back.
///
/// Parsing is CSV.swift's (quoted fields, embedded commas and line breaks, CRLF, BOM).
public enum TotalsCSVReader {
    public static func read(_ bytes: [UInt8], source: String) throws(TotalsError) -> [TotalsRow] {
        var data = bytes
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TotalsError(location: source, problem: "the file is not UTF-8 text", isSyntax: true)
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: true, trimFields: false)
        } catch {
            throw TotalsError(location: "\(source):1", problem: "invalid CSV: \(error)", isSyntax: true)
        }
        let header = (reader.headerRow ?? []).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let juiceColumn = header.firstIndex(of: "juice"),
              let valueColumn = header.firstIndex(of: "value") ?? header.firstIndex(of: "units") else {
            throw TotalsError(location: "\(source):1", problem: "the header row must name a \"juice\" and a \"value\" column; found \(header.joined(separator: ","))")
        }
        var rows: [TotalsRow] = []
        // Line numbers count records, which is the line as long as no field spans lines.
        var line = 1
        while let record = reader.next() {
            line += 1
            if let error = reader.error {
                throw TotalsError(location: "\(source):\(line)", problem: "invalid CSV: \(error)", isSyntax: true)
            }
            if record.count == 1 && record[0].isEmpty { continue }  // a blank line
            let location = "\(source):\(line)"
            guard record.count > max(juiceColumn, valueColumn) else {
                throw TotalsError(location: location, problem: "row \(line - 1) has \(record.count) fields; the header has \(header.count)")
            }
            let juice = record[juiceColumn]
            guard !juice.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw TotalsError(location: location, problem: "row \(line - 1): \"juice\" is empty")
            }
            rows.append(TotalsRow(juice: juice, value: try TotalsError.value(record[valueColumn], location: location, row: line - 1),
                                  location: location))
        }
        if let error = reader.error {
            throw TotalsError(location: "\(source):\(line)", problem: "invalid CSV: \(error)", isSyntax: true)
        }
        return rows
    }
}
