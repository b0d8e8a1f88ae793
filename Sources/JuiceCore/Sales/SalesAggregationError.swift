import Failures

/// Orders that cannot be added up as asked, or totals that cannot be represented.
public enum SalesAggregationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Units or revenue add up past `Int64.max`; only a corrupt or hostile file gets here.
    case totalOverflow(juice: String)
    /// A period was asked for, but an order has no `orderedAt`.
    case missingTimestamp(OrderLocation?)
    /// Revenue was asked for, but an item has no `unitPrice`.
    case missingPrice(OrderLocation?, item: Int?)
    /// Revenue was asked for, but a row lists several products under one amount for the whole
    /// order (`column`, such as WooCommerce's "Net sales"), so no product has a revenue of its own.
    case sharedAmount(OrderLocation?, products: Int, column: String)
    /// A daily report puts every order on its day, but an order has no `orderedAt`.
    case missingDay(OrderLocation?)
    /// A total of units (`--totals` without `--metric revenue`) has decimals.
    case fractionalUnits(location: String)
    /// A total of revenue has more decimals than money keeps (`Money.scaleDigits`).
    case tooManyDecimals(location: String, decimals: Int)
    /// A daily report's orders fall on more days than one report may cover.
    case tooManyDays(limit: Int)

    /// Whether reading must stop here even under `--skip-invalid`: the error is about the whole
    /// input (or a hostile one), not about one order that can be left out.
    public var stopsReading: Bool {
        switch self {
        case .totalOverflow, .tooManyDays: true
        case .missingTimestamp, .missingPrice, .sharedAmount, .missingDay, .fractionalUnits, .tooManyDecimals: false
        }
    }

    public var description: String {
        switch self {
        case .totalOverflow(let juice):
            return
                "the totals of \(juice) add up to more than \(Int64.max.groupedDecimal); the quantities cannot be right"
        case .missingTimestamp(let location):
            return
                "\(location.map { "\($0): " } ?? "")\"orderedAt\" is missing; "
                + "choosing days (--date, --from, --to, --month) needs every order's time"
        case .missingPrice(let location, let item):
            let itemText = item.map { ", item \($0)" } ?? ""
            return
                "\(location.map { "\($0)\(itemText): " } ?? "")\"unitPrice\" "
                + "is missing; --metric revenue needs every sold item's price"
        case .sharedAmount(let location, let products, let column):
            return
                "\(location.map { "\($0): " } ?? "")the order lists \(products) "
                + "products under one \"\(column)\", so no product has a "
                + "revenue of its own; chart units, or for revenue per product use an export with a row per product "
                + "(WooCommerce: Analytics → Products)"
        case .missingDay(let location):
            return
                "\(location.map { "\($0): " } ?? "")\"orderedAt\" is "
                + "missing; a daily report puts every order on its day"
        case .fractionalUnits(let location):
            return
                "\(location): \"value\" has decimals, but units are whole; for "
                + "money give --metric revenue, for other figures --metric value"
        case .tooManyDecimals(let location, let decimals):
            return "\(location): \"value\" has \(decimals) decimals, more than money keeps (\(Money.scaleDigits)); "
                + "for figures that are not money give --metric value"
        case .tooManyDays(let limit):
            return
                "the orders fall on more than \(Int64(limit).groupedDecimal) "
                + "different days; a daily report covers at most "
                + "\(Int64(limit).groupedDecimal) days (ten years): choose them with --from/--to or --month"
        }
    }
}

extension SalesAggregationError: CategorizedError {
    public var category: FailureCategory {
        .badData
    }
}
