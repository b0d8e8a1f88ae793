import JuiceCore

/// Reads pre-aggregated totals in JSON: `[{"product": "kiwi", "value": 12}, …]`, also under a `totals` key;
/// `--summary json`'s document reads back (its `products`, each with `units` for `value`). `juice`
/// stands in for `product` (and `juices` for `products`), as 0.10 and earlier wrote them (read through 0.11).
public enum TotalsJSONReader: TotalsReader {
    public static func read(_ bytes: [UInt8], source: String, skipped: inout [TotalsError]?) throws(TotalsError)
        -> [TotalsRow]
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw TotalsError(
                location: "\(source):\(SourcePosition(offset: error.offset, in: bytes))",
                problem: "invalid JSON: \(error.message)", isSyntax: true)
        }
        let list = root["totals"] ?? root["products"] ?? root["juices"] ?? root
        guard case .array(let elements) = list.value else {
            throw TotalsError(
                location: "\(source):\(SourcePosition(offset: list.offset, in: bytes))",
                problem:
                    "expected an array of {\"product\": …, \"value\": …} objects, found \(list.value.kind.description)")
        }
        var tracker = SourcePositionTracker(bytes: bytes)
        var rows: [TotalsRow] = []
        for (index, element) in elements.enumerated() {
            let location = "\(source):\(tracker.position(of: element.offset))"
            do throws(TotalsError) {
                guard case .string(let juice)? = (element["product"] ?? element["juice"])?.value,
                    !juice.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                else {
                    throw TotalsError(
                        location: location,
                        problem:
                            "row \(index + 1): "
                            + "\"\(element["product"] == nil && element["juice"] != nil ? "juice" : "product")\" "
                            + "must be a non-empty string")
                }
                guard case .number(let literal)? = (element["value"] ?? element["units"])?.value else {
                    throw TotalsError(location: location, problem: "row \(index + 1): \"value\" must be a number")
                }
                let figure = try TotalsError.value(literal, location: location, row: index + 1)
                rows.append(
                    TotalsRow(
                        juice: juice, value: figure.amount, location: location, decimals: figure.decimals,
                        currencyCode: figure.currencyCode))
            } catch {
                guard skipped != nil else { throw error }
                skipped?.append(error)
            }
        }
        return rows
    }
}
