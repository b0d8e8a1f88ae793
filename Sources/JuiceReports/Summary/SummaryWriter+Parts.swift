import Foundation
import JuiceCore

extension SummaryWriter {
    /// The totals of each part: a table per value under its name, CSV with the column first, or JSON parts.
    func write(parts: [(value: String, sales: SalesSummary)], column: String, as format: SummaryFormat) -> String {
        switch format {
        case .table:
            return parts.map { "\($0.value)\n" + write($0.sales, as: .table) }.joined(separator: "\n")
        case .csv:
            var lines: [String] = []
            for (index, part) in parts.enumerated() {
                let rows = write(part.sales, as: .csv).split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init
                )
                .filter { !$0.isEmpty }
                if index == 0, let header = rows.first { lines.append(Self.csvField(column) + "," + header) }
                lines += rows.dropFirst().map { Self.csvField(part.value) + "," + $0 }
            }
            return lines.joined(separator: "\n") + "\n"
        case .json:
            let items = parts.map { part in
                "{\"value\": \(Self.jsonText(part.value).trimmingCharacters(in: .newlines)), "
                    + "\"summary\": \(write(part.sales, as: .json).trimmingCharacters(in: .whitespacesAndNewlines))}"
            }
            return
                "{\"splitBy\": \(Self.jsonText(column).trimmingCharacters(in: .newlines)), "
                + "\"parts\": [\(items.joined(separator: ", "))]}\n"
        }
    }
}
