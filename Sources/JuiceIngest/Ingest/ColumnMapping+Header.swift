import Foundation
import JuiceCore

extension ColumnMapping {
    /// Headers that name a product's category in tables that are no known export (compared as
    /// `normalized`): shop and data-set tables write these.
    static let categoryHeaders: Set<String> = [
        "product_category", "product category", "product_type", "product type", "item category",
        "sales category", "카테고리", "분류", "상품분류", "品类", "类别", "カテゴリ", "カテゴリー",
    ]

    /// The column of each field in a header row: by the mapping, else by `defaults` (an
    /// export's own headers), else by the field's own name; throws when a mapped header is not in the row.
    func columns(in header: [String], source: String, defaults: [Field: String] = [:]) throws(OrderHistoryError)
        -> [Field: Int]
    {
        let normalized = header.map(Self.normalized)
        var columns: [Field: Int] = [:]
        for field in Field.allCases {
            if let exported = defaults[field], headers[field] == nil,
                let column = normalized.firstIndex(of: Self.normalized(exported))
            {
                columns[field] = column
            } else if let mapped = headers[field] {
                guard let column = normalized.firstIndex(of: Self.normalized(mapped)) else {
                    throw .unknownColumn(
                        source: source,
                        problem: "--column \(field.rawValue)=\(mapped): the header row has no column "
                            + "\"\(mapped)\"; its columns are "
                            + "\(header.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", "))"
                    )
                }
                columns[field] = column
            } else if defaults.isEmpty, let column = normalized.firstIndex(of: field.defaultHeader) {
                // An export's other columns keep their vendor's meaning (Loyverse's `Status` is Closed/Cancelled).
                columns[field] = column
            } else if defaults.isEmpty, field == .category,
                let column = normalized.firstIndex(where: Self.categoryHeaders.contains)
            {
                columns[field] = column
            }
        }
        // A table with its own orderedAt does not need date and time; one mapped to date and time ignores orderedAt.
        if headers[.date] != nil || headers[.time] != nil || headers[.orderedAt] == nil && defaults[.date] != nil {
            columns[.orderedAt] = nil
        } else if columns[.orderedAt] != nil {
            columns[.date] = nil
            columns[.time] = nil
        }
        return columns
    }
}
