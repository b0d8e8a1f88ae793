import JuiceCore

/// Reads pre-aggregated totals in CSV with a header row naming `product` and `value` columns
/// (any order, other columns ignored), as `COPY (SELECT product, sum(quantity) AS value …) TO STDOUT CSV HEADER`
/// writes them. A `units` column stands in for `value`, so `--summary csv` output reads back;
/// `juice` stands in for `product`, as 0.10 and earlier wrote the summary (read through 0.11).
///
/// The table is read by `DelimitedTextReader`, as orders are: quoted cells, any line ends, a
/// comma, semicolon or tab, and UTF-8, UTF-16 or CP949.
public enum TotalsCSVReader: TotalsReader {
    public static func read(_ bytes: [UInt8], source: String, skipped: inout [TotalsError]?) throws(TotalsError)
        -> [TotalsRow]
    {
        var table = DelimitedTextReader(MemoryByteSource(bytes, name: source))
        do {
            guard try table.nextRow() else {
                throw TotalsError(
                    location: "\(source):1", problem: "the file is empty; expected a header row such as product,value")
            }
            let header = (0..<table.cellCount).map {
                (table.text(ofCell: $0) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            }
            guard let juiceColumn = header.firstIndex(of: "product") ?? header.firstIndex(of: "juice"),
                let valueColumn = header.firstIndex(of: "value") ?? header.firstIndex(of: "units")
            else {
                throw TotalsError(
                    location: "\(source):1",
                    problem:
                        "the header row must name a \"product\" (or \"juice\") and "
                        + "a \"value\" column; found \(header.joined(separator: ","))"
                )
            }
            var rows: [TotalsRow] = []
            var row = 0
            while try table.nextRow() {
                if table.cellCount == 1, table.withCell(0, { $0.isEmpty }) { continue }  // a blank line
                row += 1
                let location = "\(source):\(table.line)"
                do {
                    guard table.cellCount > max(juiceColumn, valueColumn) else {
                        throw TotalsError(
                            location: location,
                            problem: "row \(row) has \(table.cellCount) fields; the header has \(header.count)")
                    }
                    guard let juice = table.text(ofCell: juiceColumn), let value = table.text(ofCell: valueColumn)
                    else {
                        throw TotalsError(
                            location: location,
                            problem: "row \(row) is not UTF-8 text; name the file's encoding with --encoding",
                            isSyntax: true)
                    }
                    guard !juice.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                        throw TotalsError(
                            location: location, problem: "row \(row): \"\(header[juiceColumn])\" is empty")
                    }
                    let figure = try TotalsError.value(value, location: location, row: row)
                    rows.append(
                        TotalsRow(
                            juice: juice, value: figure.amount, location: location, decimals: figure.decimals,
                            currencyCode: figure.currencyCode))
                } catch let error as TotalsError where !error.isSyntax && skipped != nil {
                    skipped?.append(error)
                }
            }
            return rows
        } catch let error as TotalsError {
            throw error
        } catch let problem as DelimitedTextReader.Problem {
            throw TotalsError(
                location: "\(source):\(problem.line)", problem: "invalid CSV: \(problem.problem)", isSyntax: true)
        } catch {
            // Memory cannot fail to be read.
            preconditionFailure("reading totals from memory failed: \(error)")
        }
    }
}
