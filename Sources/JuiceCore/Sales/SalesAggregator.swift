import Foundation

/// Adds orders up into units or revenue per juice, or fruit used per fruit.
public struct SalesAggregator: Sendable {
    public let menu: Menu
    public let language: NameLanguage
    public let query: SalesQuery
    private var valueBySlice: [JuiceIdentity: Int64] = [:]
    private var unitsByJuice: [JuiceIdentity: Int64] = [:]
    /// Revenue per juice; a juice with an unpriced sale maps to nil.
    private var revenueByJuice: [JuiceIdentity: Int64?] = [:]
    private var unrecipedUnits: [String: Int64] = [:]
    private var totalUnits: Int64 = 0
    private var totalRevenue: Int64? = 0
    private var soldOrders = 0
    private var excludedOrders = 0
    private var ordersOutsidePeriod = 0
    private var firstDay: CalendarDay?
    private var lastDay: CalendarDay?
    private var latestInstant: Date?

    public init(menu: Menu = .standard, language: NameLanguage = .korean, query: SalesQuery = SalesQuery()) {
        self.menu = menu
        self.language = language
        self.query = query
    }

    /// Counts one order. Cancelled and refunded orders, and orders outside the period,
    /// only raise their counts.
    public mutating func add(_ order: Order) throws(SalesAggregationError) {
        var day: CalendarDay?
        if let timestamp = order.orderedAt {
            day = CalendarDay(timestamp.instant, in: query.timeZone)
        }
        if let period = query.period {
            guard let day else { throw .missingTimestamp(order.location) }
            guard period.contains(day) else {
                ordersOutsidePeriod += 1
                return
            }
        }
        guard order.status.countsAsSold else {
            excludedOrders += 1
            return
        }
        soldOrders += 1
        for (index, item) in order.items.enumerated() {
            totalUnits = try adding(item.quantity, to: totalUnits, for: item.juice)
            unitsByJuice[item.juice] = try adding(item.quantity, to: unitsByJuice[item.juice, default: 0], for: item.juice)
            if let price = item.unitPrice {
                let (lineRevenue, overflow) = item.quantity.multipliedReportingOverflow(by: price)
                guard !overflow else { throw .totalOverflow(juice: displayName(of: item.juice)) }
                if let revenue = totalRevenue { totalRevenue = try adding(lineRevenue, to: revenue, for: item.juice) }
                if let known = revenueByJuice[item.juice, default: 0] {
                    revenueByJuice[item.juice] = .some(try adding(lineRevenue, to: known, for: item.juice))
                }
            } else {
                totalRevenue = nil
                revenueByJuice[item.juice] = .some(nil)
            }
            switch (query.grouping, query.metric) {
            case (.juice, .units):
                valueBySlice[item.juice] = try adding(item.quantity, to: valueBySlice[item.juice, default: 0], for: item.juice)
            case (.juice, .revenue):
                guard let price = item.unitPrice else {
                    throw .missingPrice(order.location, item: order.items.count > 1 ? index + 1 : nil)
                }
                let (lineRevenue, overflow) = item.quantity.multipliedReportingOverflow(by: price)
                guard !overflow else { throw .totalOverflow(juice: displayName(of: item.juice)) }
                valueBySlice[item.juice] = try adding(lineRevenue, to: valueBySlice[item.juice, default: 0], for: item.juice)
            case (.fruit, _):
                guard case .menu(let id) = item.juice, let recipe = menu.juice(id: id)?.recipe else {
                    let name = displayName(of: item.juice)
                    unrecipedUnits[name] = try adding(item.quantity, to: unrecipedUnits[name, default: 0], for: item.juice)
                    continue
                }
                for use in recipe {
                    let (fruits, overflow) = item.quantity.multipliedReportingOverflow(by: Int64(use.count))
                    guard !overflow else { throw .totalOverflow(juice: displayName(of: item.juice)) }
                    let key = JuiceIdentity.fruit(use.fruit)
                    valueBySlice[key] = try adding(fruits, to: valueBySlice[key, default: 0], for: key)
                }
            }
        }
        if let day, let timestamp = order.orderedAt {
            firstDay = min(firstDay ?? day, day)
            lastDay = max(lastDay ?? day, day)
            latestInstant = max(latestInstant ?? timestamp.instant, timestamp.instant)
        }
    }

    /// Adds one pre-aggregated total: units of a juice, or its revenue with `--metric revenue`.
    ///
    /// By fruit, units go through the recipe as an order of that many would.
    public mutating func add(_ total: TotalsRow) throws(SalesAggregationError) {
        guard total.value > 0 else { return }
        let juice = menu.identify(total.juice)
        if query.metric == .revenue {
            valueBySlice[juice] = try adding(total.value, to: valueBySlice[juice, default: 0], for: juice)
            revenueByJuice[juice] = .some(try adding(total.value, to: revenueByJuice[juice, default: 0] ?? 0, for: juice))
            if let revenue = totalRevenue { totalRevenue = try adding(total.value, to: revenue, for: juice) }
            return
        }
        let order = Order(id: nil, orderedAt: nil, status: .completed, items: [OrderItem(juice: juice, quantity: total.value)])
        try add(order)
        soldOrders -= 1  // a total is not an order
    }

    /// Counts every order in turn.
    public mutating func add(contentsOf orders: [Order]) throws(SalesAggregationError) {
        for order in orders { try add(order) }
    }

    /// The segments, value descending and then name, and the facts for the title.
    public func summary() -> SalesSummary {
        let palette = JuicePalette(menu: menu)
        let segments = SegmentOrder.value.sorted(valueBySlice.map { juice, value in
            Segment(juice: juice, name: displayName(of: juice), value: value, color: palette.color(for: juice))
        }, menu: menu)
        return SalesSummary(
            segments: segments, metric: query.metric, grouping: query.grouping, totalUnits: totalUnits,
            totalRevenue: totalRevenue, total: segments.reduce(0) { $0 + $1.value }, soldOrders: soldOrders,
            excludedOrders: excludedOrders, ordersOutsidePeriod: ordersOutsidePeriod, period: query.period,
            firstDay: firstDay, lastDay: lastDay, latestInstant: latestInstant, unrecipedUnits: unrecipedUnits,
            juiceTotals: unitsByJuice.map { juice, units in
                JuiceTotals(juice: juice, name: displayName(of: juice), units: units, revenue: revenueByJuice[juice] ?? nil)
            }.sorted { a, b in
                a.units != b.units ? a.units > b.units : a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars)
            })
    }

    private func adding(_ amount: Int64, to total: Int64, for juice: JuiceIdentity) throws(SalesAggregationError) -> Int64 {
        let (sum, overflow) = total.addingReportingOverflow(amount)
        guard !overflow else { throw .totalOverflow(juice: displayName(of: juice)) }
        return sum
    }

    private func displayName(of juice: JuiceIdentity) -> String {
        switch juice {
        case .menu(let id): menu.juice(id: id)?.name(in: language) ?? id
        case .offMenu(let name): name
        case .other: SegmentFolding.otherName(in: language)
        case .fruit(let fruit): language == .korean ? fruit.koreanName : fruit.englishName
        }
    }
}
