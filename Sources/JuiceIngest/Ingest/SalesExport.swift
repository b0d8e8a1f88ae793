import JuiceCore

/// A point-of-sale or web-shop export juice-report knows by its header row: which columns hold
/// the order fields, which rows count, and how its times and money are written.
///
/// Columns are found by name, never by position: vendors add columns over the years. What each
/// export counts (docs/inputs.md's "Exports from point-of-sale and web shops"): refund lines net
/// out (their quantities and amounts are negative), voided lines and cancelled or voided orders
/// do not count, and revenue is the line's net amount after discounts.
public struct SalesExport: Sendable, Equatable {
    /// The name `--input-format` takes (`square`).
    public let id: String
    /// What the user knows it as, for messages (`Square item sales detail`).
    public let title: String
    /// Headers that must all be there for the export to be recognised (compared ignoring case).
    let signature: [String]
    /// The header of each order field.
    let fields: [ColumnMapping.Field: String]
    /// A column naming each row's time zone (Square's `Time Zone`).
    var zoneHeader: String?
    /// A column with the order's currency code (Shopify's `Currency`).
    var currencyHeader: String?
    /// A column with a discount to take off quantity × unit price (Shopify's `Lineitem discount`).
    var discountHeader: String?
    /// Lines that do not count when a column holds one of these values (Toast's `Void?` = true).
    var voidLine: [Rule] = []
    /// Orders that do not count when their first row's column holds one of these values
    /// (an empty value set: when it holds anything, as Shopify's `Cancelled at`).
    var cancelledOrder: [Rule] = []
    /// The day/month order its dates are always written in, when the vendor fixes it.
    var dateOrder: DateOrder?
    /// The juice column lists the order's products with counts (`2× Name, 1× Name`), one order per row.
    var listsItems = false

    /// A column and the values (lowercased) that mark a row.
    struct Rule: Sendable, Equatable {
        let header: String
        let values: Set<String>

        func matches(_ cell: String) -> Bool {
            let value = cell.trimmingCharacters(in: .whitespaces).lowercased()
            return values.isEmpty ? !value.isEmpty : values.contains(value)
        }
    }

    public static let square = SalesExport(
        id: "square", title: "Square item sales detail",
        signature: ["Date", "Time", "Item", "Qty", "Net Sales", "Transaction ID"],
        fields: [
            .date: "Date", .time: "Time", .juice: "Item", .quantity: "Qty", .amount: "Net Sales", .id: "Transaction ID",
            .category: "Category",
        ],
        zoneHeader: "Time Zone")

    public static let shopify = SalesExport(
        id: "shopify", title: "Shopify orders",
        signature: ["Name", "Financial Status", "Created at", "Lineitem quantity", "Lineitem name", "Lineitem price"],
        fields: [
            .id: "Name", .orderedAt: "Created at", .juice: "Lineitem name", .quantity: "Lineitem quantity",
            .unitPrice: "Lineitem price",
        ],
        currencyHeader: "Currency", discountHeader: "Lineitem discount",
        cancelledOrder: [
            Rule(header: "Cancelled at", values: []),
            Rule(header: "Financial Status", values: ["voided", "refunded", "expired"]),
        ])

    public static let toast = SalesExport(
        id: "toast", title: "Toast item selection details",
        signature: ["Order Id", "Order Date", "Menu Item", "Qty", "Net Price", "Void?"],
        fields: [
            .id: "Order Id", .orderedAt: "Order Date", .juice: "Menu Item", .quantity: "Qty", .amount: "Net Price",
            .category: "Sales Category",
        ],
        voidLine: [
            Rule(header: "Void?", values: ["true", "yes", "1"]),
            Rule(header: "Deferred", values: ["true", "yes", "1"]),
        ],
        dateOrder: .monthFirst)

    public static let loyverse = SalesExport(
        id: "loyverse", title: "Loyverse receipts by item",
        signature: ["Date", "Receipt number", "Receipt type", "Item", "Quantity", "Net sales"],
        fields: [
            .orderedAt: "Date", .id: "Receipt number", .juice: "Item", .quantity: "Quantity", .amount: "Net sales",
            .category: "Category",
        ],
        cancelledOrder: [Rule(header: "Status", values: ["cancelled", "canceled"])])

    public static let wooCommerceProducts = SalesExport(
        id: "woocommerce-products", title: "WooCommerce Analytics products",
        signature: ["Product title", "Items sold", "Net sales"],
        fields: [.juice: "Product title", .quantity: "Items sold", .amount: "Net sales", .category: "Category"])

    /// One row per order. WooCommerce Analytics counts completed, processing and on-hold orders;
    /// so does juice-report. Net sales are the order's, so an order of several products has no
    /// revenue per product (use the products export for that).
    public static let wooCommerceOrders = SalesExport(
        id: "woocommerce-orders", title: "WooCommerce Analytics orders",
        signature: ["Date", "Order #", "Status", "Product(s)", "Items sold", "Net sales"],
        fields: [.orderedAt: "Date", .id: "Order #", .juice: "Product(s)", .amount: "Net sales"],
        cancelledOrder: [
            Rule(
                header: "Status",
                values: [
                    "refunded", "cancelled", "canceled", "failed", "pending", "pending payment",
                    "draft", "checkout-draft", "trash", "wc-refunded", "wc-cancelled", "wc-failed",
                    "wc-pending",
                ])
        ],
        listsItems: true)

    /// Every export, in the order they are tried.
    public static let all: [SalesExport] = [square, shopify, toast, loyverse, wooCommerceOrders, wooCommerceProducts]

    /// The export whose signature the header row carries, if any.
    static func recognising(_ header: [String]) -> SalesExport? {
        let names = Set(header.map(ColumnMapping.normalized))
        return all.first { $0.signature.allSatisfy { names.contains(ColumnMapping.normalized($0)) } }
    }

    /// The export `--input-format` names (`square`, any case).
    public init?(id: String) {
        guard let found = Self.all.first(where: { $0.id == id.lowercased() }) else { return nil }
        self = found
    }

    private init(
        id: String, title: String, signature: [String], fields: [ColumnMapping.Field: String],
        zoneHeader: String? = nil,
        currencyHeader: String? = nil, discountHeader: String? = nil, voidLine: [Rule] = [],
        cancelledOrder: [Rule] = [],
        dateOrder: DateOrder? = nil, listsItems: Bool = false
    ) {
        self.id = id
        self.title = title
        self.signature = signature
        self.fields = fields
        self.zoneHeader = zoneHeader
        self.currencyHeader = currencyHeader
        self.discountHeader = discountHeader
        self.voidLine = voidLine
        self.cancelledOrder = cancelledOrder
        self.dateOrder = dateOrder
        self.listsItems = listsItems
    }
}
