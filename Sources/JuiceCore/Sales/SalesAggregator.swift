import Foundation

/// Adds orders up into units sold per juice.
public struct SalesAggregator: Sendable {
    public let menu: Menu
    public let language: NameLanguage
    private var unitsByJuice: [JuiceIdentity: Int64] = [:]
    private var totalUnits: Int64 = 0
    private var soldOrders = 0
    private var excludedOrders = 0
    private var firstDay: String?
    private var lastDay: String?
    private var latestInstant: Date?

    public init(menu: Menu = .standard, language: NameLanguage = .korean) {
        self.menu = menu
        self.language = language
    }

    /// Counts one order; cancelled and refunded orders only raise the excluded count.
    public mutating func add(_ order: Order) throws(SalesAggregationError) {
        guard order.status.countsAsSold else {
            excludedOrders += 1
            return
        }
        soldOrders += 1
        for item in order.items {
            let (juiceTotal, juiceOverflow) = unitsByJuice[item.juice, default: 0].addingReportingOverflow(item.quantity)
            let (grandTotal, totalOverflow) = totalUnits.addingReportingOverflow(item.quantity)
            guard !juiceOverflow, !totalOverflow else {
                throw .totalOverflow(juice: displayName(of: item.juice))
            }
            unitsByJuice[item.juice] = juiceTotal
            totalUnits = grandTotal
        }
        if let timestamp = order.orderedAt {
            // `YYYY-MM-DD` strings sort as days do; each is the shop-local day the order was written in.
            firstDay = min(firstDay ?? timestamp.localDay, timestamp.localDay)
            lastDay = max(lastDay ?? timestamp.localDay, timestamp.localDay)
            latestInstant = max(latestInstant ?? timestamp.instant, timestamp.instant)
        }
    }

    /// Counts every order in turn.
    public mutating func add(contentsOf orders: [Order]) throws(SalesAggregationError) {
        for order in orders { try add(order) }
    }

    /// The segments, units descending and then name, and the facts for the title.
    public func summary() -> SalesSummary {
        let palette = JuicePalette(menu: menu)
        let segments = unitsByJuice.map { juice, units in
            Segment(juice: juice, name: displayName(of: juice), value: units, color: palette.color(for: juice))
        }.sorted { a, b in
            if a.value != b.value { return a.value > b.value }
            if a.name != b.name { return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars) }
            return menu.menuOrder(of: a.juice) < menu.menuOrder(of: b.juice)
        }
        return SalesSummary(
            segments: segments, totalUnits: totalUnits, soldOrders: soldOrders, excludedOrders: excludedOrders,
            firstDay: firstDay, lastDay: lastDay, latestInstant: latestInstant)
    }

    private func displayName(of juice: JuiceIdentity) -> String {
        switch juice {
        case .menu(let id): menu.juice(id: id)?.name(in: language) ?? id
        case .offMenu(let name): name
        case .other: SegmentFolding.otherName(in: language)
        }
    }
}
