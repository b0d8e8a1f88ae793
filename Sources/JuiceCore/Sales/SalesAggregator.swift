import Foundation

/// Adds orders up into units or revenue per juice, or fruit used per fruit.
///
/// Juices live in slots (array indexes), so counting an order costs a few array updates
/// and no hashing; readers resolve each distinct juice name to its slot once.
public struct SalesAggregator: Sendable, MergeableOrderRecordSink, GroupedSalesSink {
    public let menu: Menu
    public let query: SalesQuery
    /// Per slot, what was counted of its product (`ProductTally`).
    private var tallies: [ProductTally] = []
    private var slots: [SlotKey: Int] = [:]
    /// What returns and refunds of money only took off the counted orders.
    private var returns = ReturnTotals()
    private var totalUnits: Int64 = 0
    private var totalRevenue: Int64? = 0
    private var soldOrders = 0
    private var excludedOrders = 0
    private var firstDay: Int?
    private var lastDay: Int?
    private var latestSeconds: Double?
    private var days: ZoneDayResolver
    private let periodDays: ClosedRange<Int>?

    public init(menu: Menu = .standard, query: SalesQuery = SalesQuery()) {
        self.init(menu: menu, query: query, days: ZoneDayResolver(timeZone: query.timeZone, dayStart: query.dayStart))
    }

    /// An aggregator that puts orders on days with `days`, shared with its owner (the daily
    /// aggregator's per-day tables use one resolver, on the owner's thread).
    init(menu: Menu, query: SalesQuery, days: ZoneDayResolver) {
        self.menu = menu
        self.query = query
        self.days = days
        periodDays = query.period.map { $0.first.daysSinceEpoch...$0.last.daysSinceEpoch }
    }

    public mutating func slot(for juice: JuiceIdentity) -> Int {
        slot(for: juice, spelling: nil)
    }

    public mutating func slot(for juice: JuiceIdentity, writtenAs written: String) -> Int {
        slot(for: juice, spelling: spelling(written, of: juice))
    }

    /// How `written` spells `juice`, when it is a menu juice written otherwise than by its id
    /// (a menu file's product, whose id is its name, is spelled by it).
    func spelling(_ written: String, of juice: JuiceIdentity) -> String? {
        guard case .menu = juice else { return nil }
        let spelling = written.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        return spelling.isEmpty || menu.isID(spelling) ? nil : spelling
    }

    mutating func slot(for juice: JuiceIdentity, spelling: String?) -> Int {
        let key = SlotKey(juice: juice, spelling: spelling)
        if let slot = slots[key] { return slot }
        let slot = tallies.count
        tallies.append(ProductTally(juice: juice, spelling: spelling))
        slots[key] = slot
        return slot
    }

    /// The juice (or fruit) a slot stands for.
    public func juice(inSlot slot: Int) -> JuiceIdentity {
        tallies[slot].juice
    }

    /// How the input spelled the menu juice of a slot (nil: by its id, or not a menu juice).
    func spelling(inSlot slot: Int) -> String? {
        tallies[slot].spelling
    }

    /// A slot's juice and, for a menu juice, the spelling the input used.
    private struct SlotKey: Hashable {
        let juice: JuiceIdentity
        let spelling: String?
    }

    /// Counts one order. Cancelled and refunded orders, and orders outside the period,
    /// only raise their counts.
    public mutating func add(_ record: OrderRecord, at location: () -> OrderLocation?) throws(SalesAggregationError) {
        try add(record, onDay: record.orderedAt.map { days.day(of: $0) }, at: location)
    }

    public mutating func isInPeriod(_ orderedAt: OrderTimestamp?) -> Bool {
        guard let periodDays, let orderedAt else { return true }
        return periodDays.contains(days.day(of: orderedAt))
    }

    /// Counts one order whose day (days since 1970-01-01 in the query's zone) the caller has
    /// already found, as the daily aggregator has.
    mutating func add(_ record: OrderRecord, onDay day: Int?, at location: () -> OrderLocation?)
        throws(SalesAggregationError)
    {
        if let periodDays {
            guard let day else { throw .missingTimestamp(location()) }
            guard periodDays.contains(day) else { return }
        }
        guard record.status.countsAsSold else {
            excludedOrders += 1
            return
        }
        // Checked before anything is counted, so a refused order leaves no trace.
        if query.metric == .revenue, query.grouping == .juice,
            let missing = record.lines.firstIndex(where: { $0.unitPrice == nil && $0.amount == nil })
        {
            throw .missingPrice(location(), item: record.lines.count > 1 ? missing + 1 : nil)
        }
        soldOrders += 1
        do {
            for line in record.lines {
                try count(line)
            }
        } catch {
            throw overflowError(error)
        }
        if let day, let timestamp = record.orderedAt {
            firstDay = min(firstDay ?? day, day)
            lastDay = max(lastDay ?? day, day)
            latestSeconds = max(latestSeconds ?? timestamp.secondsSinceEpoch, timestamp.secondsSinceEpoch)
        }
    }

    /// Counts one line: a sale, a return or a refund of money only (`SaleLine.counted`).
    private mutating func count(_ line: SaleLine) throws(SlotOverflow) {
        guard let (units, lineRevenue) = line.counted() else { throw SlotOverflow(slot: line.slot) }
        try count(slot: line.slot, quantity: units, revenue: lineRevenue)
        if line.quantity < 0 {
            guard returns.addReturn(units: -line.quantity, revenue: lineRevenue.map { -$0 }) else {
                throw SlotOverflow(slot: line.slot)
            }
        } else if units == 0, let taken = lineRevenue, taken < 0 {
            guard returns.addRefund(revenue: -taken) else { throw SlotOverflow(slot: line.slot) }
        }
    }

    /// Counts `quantity` units of the slot's juice that brought `revenue` (nil: some had no price).
    @inline(__always)
    private mutating func count(slot: Int, quantity: Int64, revenue lineRevenue: Int64?) throws(SlotOverflow) {
        tallies[slot].countedLines = true
        totalUnits = try Self.sum(quantity, totalUnits, slot)
        tallies[slot].units = try Self.sum(quantity, tallies[slot].units, slot)
        if let product = lineRevenue {
            if let known = totalRevenue { totalRevenue = try Self.sum(product, known, slot) }
            tallies[slot].revenue = try Self.sum(product, tallies[slot].revenue, slot)
        } else {
            totalRevenue = nil
            tallies[slot].revenueUnknown = true
        }
        switch (query.grouping, query.metric) {
        case (.juice, .units):
            tallies[slot].sliceValue = try Self.sum(quantity, tallies[slot].sliceValue, slot)
            tallies[slot].isSlice = true
        case (.juice, .revenue):
            tallies[slot].sliceValue = try Self.sum(lineRevenue ?? 0, tallies[slot].sliceValue, slot)
            tallies[slot].isSlice = true
        case (.juice, .value):
            break  // an order has no plain figure; requests refuse --metric value for orders before reading
        case (.fruit, _):
            guard let recipe = recipe(of: slot) else {
                tallies[slot].unrecipedUnits = try Self.sum(quantity, tallies[slot].unrecipedUnits, slot)
                return
            }
            for use in recipe {
                let (fruits, overflow) = quantity.multipliedReportingOverflow(by: use.count)
                guard !overflow else { throw SlotOverflow(slot: slot) }
                tallies[use.slot].sliceValue = try Self.sum(fruits, tallies[use.slot].sliceValue, use.slot)
                tallies[use.slot].isSlice = true
            }
        }
    }

    private mutating func recipe(of slot: Int) -> [(slot: Int, count: Int64)]? {
        if let known = tallies[slot].recipe { return known.isEmpty ? nil : known }
        guard case .menu(let id) = tallies[slot].juice, let recipe = menu.juice(id: id)?.recipe, !recipe.isEmpty else {
            tallies[slot].recipe = []
            return nil
        }
        let resolved = recipe.map { (slot: self.slot(for: .fruit($0.fruit)), count: Int64($0.count)) }
        tallies[slot].recipe = resolved
        return resolved
    }

    /// Counts one order made in code or collected by `OrderCollector`.
    public mutating func add(_ order: Order) throws(SalesAggregationError) {
        let lines = order.items.map {
            SaleLine(slot: slot(for: $0.juice), quantity: $0.quantity, unitPrice: $0.unitPrice, amount: $0.amount)
        }
        try add(OrderRecord(orderedAt: order.orderedAt, status: order.status, lines: lines), at: { order.location })
    }

    /// Adds one pre-aggregated total: units of a juice, its revenue with `--metric revenue`, or
    /// a plain figure with `--metric value` (rounded to `Money.scale` if written with more decimals).
    /// A figure of 0 or less (a juice whose returns reached its sales, as `--summary csv` writes
    /// it) is listed by the summary with its figure and has no slice.
    ///
    /// By fruit, units go through the recipe as an order of that many would.
    public mutating func add(_ total: TotalsRow) throws(SalesAggregationError) {
        switch query.metric {
        case .units:
            guard total.value % Money.scale == 0, total.decimals <= Money.scaleDigits else {
                throw .fractionalUnits(location: total.location)
            }
        case .revenue:
            guard total.decimals <= Money.scaleDigits else {
                throw .tooManyDecimals(location: total.location, decimals: total.decimals)
            }
        case .value:
            break
        }
        let juice = menu.identify(total.juice)
        let slot = slot(for: juice, spelling: spelling(total.juice, of: juice))
        do {
            switch query.metric {
            case .value:
                tallies[slot].sliceValue = try Self.sum(total.value, tallies[slot].sliceValue, slot)
                tallies[slot].isSlice = true
            case .revenue:
                tallies[slot].sliceValue = try Self.sum(total.value, tallies[slot].sliceValue, slot)
                tallies[slot].isSlice = true
                tallies[slot].revenue = try Self.sum(total.value, tallies[slot].revenue, slot)
                if let known = totalRevenue { totalRevenue = try Self.sum(total.value, known, slot) }
            case .units:
                // As an order of that many would count (through the recipe, by fruit), but not an
                // order, nor a return when it is below 0: a total is already net.
                try count(slot: slot, quantity: total.value / Money.scale, revenue: nil)
                if query.grouping == .juice { tallies[slot].isSlice = true }
            }
        } catch {
            throw overflowError(error)
        }
    }

    /// Counts sales that a database has already added up, as the orders they add up would be
    /// counted: orders and days for any group, units and revenue for a group of one juice.
    ///
    /// The caller has left out orders outside the period; a group without days is refused
    /// when a period is asked for, as an undated order would be.
    public mutating func add(_ group: GroupedSales) throws(SalesAggregationError) {
        if periodDays != nil, group.days == nil { throw .missingTimestamp(nil) }
        guard group.status.countsAsSold else {
            excludedOrders += group.orders
            return
        }
        if let slot = group.slot {
            if query.metric == .revenue, query.grouping == .juice, group.revenue == nil {
                throw .missingPrice(nil, item: nil)
            }
            do throws(SlotOverflow) {
                try count(slot: slot, quantity: group.units, revenue: group.revenue)
                guard returns.merge(group.returns) else { throw SlotOverflow(slot: slot) }
            } catch {
                throw overflowError(error)
            }
        }
        soldOrders += group.orders
        if let days = group.days {
            firstDay = min(firstDay ?? days.lowerBound, days.lowerBound)
            lastDay = max(lastDay ?? days.upperBound, days.upperBound)
        }
        if let seconds = group.latestSeconds { latestSeconds = max(latestSeconds ?? seconds, seconds) }
    }

    /// An aggregator with the same menu and query, and nothing counted yet.
    public func emptyCopy() -> SalesAggregator {
        SalesAggregator(menu: menu, query: query)
    }

    /// Adds in everything `other` counted, as if its orders had been given to this aggregator.
    public mutating func merge(_ other: SalesAggregator) throws(SalesAggregationError) {
        do {
            for otherSlot in other.tallies.indices {
                let slot = slot(for: other.tallies[otherSlot].juice, spelling: other.tallies[otherSlot].spelling)
                tallies[slot].sliceValue = try Self.sum(
                    other.tallies[otherSlot].sliceValue, tallies[slot].sliceValue, slot)
                tallies[slot].isSlice = tallies[slot].isSlice || other.tallies[otherSlot].isSlice
                tallies[slot].units = try Self.sum(other.tallies[otherSlot].units, tallies[slot].units, slot)
                tallies[slot].revenue = try Self.sum(other.tallies[otherSlot].revenue, tallies[slot].revenue, slot)
                tallies[slot].revenueUnknown = tallies[slot].revenueUnknown || other.tallies[otherSlot].revenueUnknown
                tallies[slot].countedLines = tallies[slot].countedLines || other.tallies[otherSlot].countedLines
                tallies[slot].unrecipedUnits = try Self.sum(
                    other.tallies[otherSlot].unrecipedUnits, tallies[slot].unrecipedUnits, slot)
            }
        } catch {
            throw overflowError(error)
        }
        let (units, unitsOverflow) = totalUnits.addingReportingOverflow(other.totalUnits)
        guard !unitsOverflow else { throw .totalOverflow(juice: "all juices") }
        totalUnits = units
        if let mine = totalRevenue, let theirs = other.totalRevenue {
            let (sum, overflow) = mine.addingReportingOverflow(theirs)
            guard !overflow else { throw .totalOverflow(juice: "all juices") }
            totalRevenue = sum
        } else {
            totalRevenue = nil
        }
        guard returns.merge(other.returns) else { throw .totalOverflow(juice: "all juices") }
        soldOrders += other.soldOrders
        excludedOrders += other.excludedOrders
        if let day = other.firstDay { firstDay = min(firstDay ?? day, day) }
        if let day = other.lastDay { lastDay = max(lastDay ?? day, day) }
        if let seconds = other.latestSeconds { latestSeconds = max(latestSeconds ?? seconds, seconds) }
    }

    /// Counts every order in turn.
    public mutating func add(contentsOf orders: [Order]) throws(SalesAggregationError) {
        for order in orders { try add(order) }
    }

    /// The segments in the order their juices were first seen, and the facts for the title.
    ///
    /// Nothing is sorted or named here: the reports order and name what they show. Off-menu
    /// names that differ only in case or spaces (`Matcha Latte`, `matcha latte `) are one juice,
    /// shown in the spelling that sold the most units (on a tie, the one that sorts first).
    public func summary() -> SalesSummary {
        var segments: [Segment] = []
        var unreciped: [JuiceIdentity: Int64] = [:]
        var totals: [JuiceTotals] = []
        var undrawn: [UndrawnJuice] = []
        var menuSpellings: [String: String] = [:]
        for group in spellingGroups() {
            if case .menu(let id) = tallies[group[0]].juice, let spelling = mostUsedSpelling(group) {
                menuSpellings[id] = spelling
            }
            // On a tie the spelling that sorts first wins (capitals first), not the first seen:
            // which row comes first differs between a shop's exports of the same sales.
            // `max(by:)` written out over the group's first slot (every group has one): the first
            // of equal maxima is kept, as `max(by:)` keeps it.
            let shown = group.dropFirst().reduce(group[0]) { best, slot in
                let precedes =
                    tallies[best].units != tallies[slot].units
                    ? tallies[best].units < tallies[slot].units
                    : spelling(slot).unicodeScalars.lexicographicallyPrecedes(spelling(best).unicodeScalars)
                return precedes ? slot : best
            }
            let juice = tallies[shown].juice
            // Sums over a group cannot overflow: the totals over every slot were checked as they grew.
            let value = group.reduce(Int64(0)) { $0 &+ tallies[$1].sliceValue }
            if group.contains(where: { tallies[$0].isSlice }) {
                if value > 0 {
                    segments.append(Segment(juice: juice, value: value))
                } else {
                    // Returns net out; a juice whose returns reach its sales (or pass them, for a
                    // sale before the period) has nothing to draw, and is listed with its figure.
                    undrawn.append(UndrawnJuice(juice: juice, value: value))
                }
            }
            let groupUnits = group.reduce(Int64(0)) { $0 &+ tallies[$1].units }
            if group.contains(where: { tallies[$0].countedLines }) {
                // Every juice a counted line named, whatever its units came to (0 or less after returns).
                let unknown = group.contains { tallies[$0].revenueUnknown }
                totals.append(
                    JuiceTotals(
                        juice: juice, units: groupUnits,
                        revenue: unknown ? nil : group.reduce(Int64(0)) { $0 &+ tallies[$1].revenue }))
            } else if query.metric == .revenue, query.grouping == .juice, group.contains(where: { tallies[$0].isSlice })
            {
                // Revenue totals (a --totals file) come with no units; the summary still lists the juice.
                totals.append(JuiceTotals(juice: juice, units: 0, revenue: value))
            }
            let unrecipedGroup = group.reduce(Int64(0)) { $0 &+ tallies[$1].unrecipedUnits }
            if unrecipedGroup > 0 { unreciped[juice, default: 0] += unrecipedGroup }
        }
        var summary = SalesSummary(
            segments: segments, metric: query.metric, grouping: query.grouping, totalUnits: totalUnits,
            totalRevenue: totalRevenue, total: segments.reduce(0) { $0 + $1.value }, soldOrders: soldOrders,
            excludedOrders: excludedOrders, period: query.period,
            firstDay: firstDay.map(CalendarDay.init(daysSinceEpoch:)),
            lastDay: lastDay.map(CalendarDay.init(daysSinceEpoch:)),
            latestInstant: latestSeconds.map(Date.init(timeIntervalSince1970:)), unrecipedUnits: unreciped,
            juiceTotals: totals, undrawn: undrawn, returns: returns)
        summary.menuSpellings = menuSpellings
        // Revenue or plain totals are added without units; orders and totals of units count them.
        summary.unitsKnown = query.metric == .units || tallies.contains { $0.countedLines }
        return summary
    }

    /// The spelling the input used most for the menu juice whose slots are `group`, or nil when
    /// it only wrote the juice's id.
    ///
    /// Spellings that differ only in case or spaces (`Strawberry`, `strawberry `) count together,
    /// and the one of them used most is shown. "Most" is units sold, then the slice value (a
    /// revenue totals file has no units); on a tie the spelling that sorts first wins, as for
    /// off-menu names, since which row comes first differs between exports of the same sales.
    private func mostUsedSpelling(_ group: [Int]) -> String? {
        var folded: [String: (units: Int64, value: Int64, slots: [Int])] = [:]
        for slot in group {
            guard let spelling = tallies[slot].spelling else { continue }
            let key = spelling.foldedForMatching
            var entry = folded[key] ?? (0, 0, [])
            entry.units &+= tallies[slot].units
            entry.value &+= tallies[slot].sliceValue
            entry.slots.append(slot)
            folded[key] = entry
        }
        func beats(_ a: (units: Int64, value: Int64, name: String), _ b: (units: Int64, value: Int64, name: String))
            -> Bool
        {
            if a.units != b.units { return a.units > b.units }
            if a.value != b.value { return a.value > b.value }
            return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars)
        }
        let best = folded.min {
            beats(($0.value.units, $0.value.value, $0.key), ($1.value.units, $1.value.value, $1.key))
        }
        let shown = best?.value.slots.compactMap { slot in
            tallies[slot].spelling.map { (units: tallies[slot].units, value: tallies[slot].sliceValue, name: $0) }
        }
        .min { beats($0, $1) }
        return shown?.name
    }

    private func spelling(_ slot: Int) -> String {
        if case .offMenu(let name) = tallies[slot].juice { return name }
        return ""
    }

    /// The slots, grouped by juice as people read names, in the order first seen: one group per
    /// menu juice (all its spellings) or fruit, and one per off-menu name folded for case and spaces.
    private func spellingGroups() -> [[Int]] {
        var groups: [[Int]] = []
        var groupOfName: [String: Int] = [:]
        var groupOfJuice: [JuiceIdentity: Int] = [:]
        for slot in tallies.indices {
            guard case .offMenu(let name) = tallies[slot].juice else {
                if let group = groupOfJuice[tallies[slot].juice] {
                    groups[group].append(slot)
                } else {
                    groupOfJuice[tallies[slot].juice] = groups.count
                    groups.append([slot])
                }
                continue
            }
            let folded = name.foldedForMatching
            if let group = groupOfName[folded] {
                groups[group].append(slot)
            } else {
                groupOfName[folded] = groups.count
                groups.append([slot])
            }
        }
        return groups
    }

    /// `total + amount`, or an error naming the slot whose total overflowed.
    ///
    /// Static: calling a throwing method on `self` from the mutating counting code made Swift
    /// copy the whole aggregator at every call (a fifth of reading time in the benchmark).
    @inline(__always)
    private static func sum(_ amount: Int64, _ total: Int64, _ slot: Int) throws(SlotOverflow) -> Int64 {
        let (sum, overflow) = total.addingReportingOverflow(amount)
        guard !overflow else { throw SlotOverflow(slot: slot) }
        return sum
    }

    /// A total of the slot's juice went past `Int64.max`.
    private struct SlotOverflow: Error {
        let slot: Int
    }

    private func overflowError(_ overflow: SlotOverflow) -> SalesAggregationError {
        .totalOverflow(juice: displayName(of: tallies[overflow.slot].juice))
    }

    /// Errors name a juice as the menu does in Korean, its first language; which language a
    /// chart shows is the reports' choice, not the aggregator's.
    private func displayName(of juice: JuiceIdentity) -> String {
        menu.name(of: juice, in: .korean) ?? "\(juice)"
    }
}
