import Foundation

/// Reads a cell that lists an order's products with their counts, as WooCommerce's orders
/// export writes them: `2× Orange Juice, 1× Kiwi Juice` (× is U+00D7).
///
/// A new item starts only where `, ` is followed by a count and `×`, so a name with a comma
/// in it (`Juice, large`) stays whole; a name that itself contains `, 2× ` cannot be told
/// apart, which is why the products export is the better source when it is available.
enum ItemListCell {
    static func items(in cell: String) -> [(name: String, count: Int64)]? {
        var items: [(name: String, count: Int64)] = []
        var rest = Substring(cell)
        while !rest.isEmpty {
            let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
            guard !digits.isEmpty, let count = Int64(digits), count > 0 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard rest.first == "×" else { return nil }
            rest = rest.dropFirst().drop(while: { $0 == " " })
            var end = rest.endIndex
            var search = rest.startIndex
            while let comma = rest[search...].range(of: ", ") {
                let after = rest[comma.upperBound...]
                let nextDigits = after.prefix(while: \.isASCII).prefix(while: \.isNumber)
                if !nextDigits.isEmpty, after.dropFirst(nextDigits.count).first == "×" {
                    end = comma.lowerBound
                    break
                }
                search = comma.upperBound
            }
            let name = rest[..<end].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            items.append((name, count))
            rest = end == rest.endIndex ? "" : rest[rest.index(end, offsetBy: 2)...]
        }
        return items.isEmpty ? nil : items
    }
}
