import Foundation

/// What an order history adds up to: one segment per juice (or fruit) and facts for the title.
public struct SalesSummary: Sendable, Equatable {
    /// In the order their juices were first seen; every value is positive. The reports sort them.
    public let segments: [Segment]
    public let metric: SalesMetric
    public let grouping: SalesGrouping
    /// Units sold (juices, whatever the grouping).
    public let totalUnits: Int64
    /// Revenue of the counted orders; nil when some counted item has no price.
    public let totalRevenue: Int64?
    /// The sum of the segments' values in the chosen metric: what the pie's shares are of.
    /// `netTotal` adds the juices that came to 0 or less (`undrawn`).
    public let total: Int64
    /// Orders that counted (status `completed`, inside the period).
    public let soldOrders: Int
    /// Cancelled and refunded orders, left out of the totals.
    public let excludedOrders: Int
    /// The period asked for, if any; a daily report sets the days it covers.
    public var period: ReportPeriod?
    /// The first and last day among counted orders, in the query's time zone.
    public let firstDay: CalendarDay?
    public let lastDay: CalendarDay?
    /// The latest instant among counted orders; used as the PDF creation date so output is reproducible.
    public let latestInstant: Date?
    /// By fruit: units of juices without a recipe (off the menu); they are not in the segments.
    public let unrecipedUnits: [JuiceIdentity: Int64]
    /// Units and revenue per juice, whatever the chart measures, in the order first seen: every
    /// juice a counted line named, also one whose returns reached its sales (units 0 or less).
    public let juiceTotals: [JuiceTotals]
    /// Juices the input counted whose value came to 0 or less (a totals row of 0 or less, returns
    /// that reach or pass the sales, items given away under `--metric revenue`), with that value,
    /// in the order first seen: they have no slice; the summary lists them, the chart's footnote
    /// and the layout JSON name them, so none goes missing without a word.
    public let undrawn: [UndrawnJuice]
    /// What returns and refunds of money only took off; the totals are already net of them.
    public let returns: ReturnTotals
    /// For each menu juice (by id) the input wrote by a name, the spelling it used most
    /// (`SalesAggregator.summary()`): the name a chart draws unless `--names ko|en` asks for the
    /// menu's. A juice written only by its id, or given in code, has none.
    public var menuSpellings: [String: String] = [:]
    /// Whether `juiceTotals` carry units: false for revenue or plain totals (a `--totals` file),
    /// which come without. Units that net to 0 after returns are known, and 0.
    public var unitsKnown = true
    /// Each product's group under `--group-by` (its category, or the value of the column named),
    /// as the most of its lines said (`ProductCategories.mostUsed`); empty when none was asked or read.
    public var categories: [JuiceIdentity: String] = [:]

    public init(
        segments: [Segment], metric: SalesMetric = .units, grouping: SalesGrouping = .juice,
        totalUnits: Int64, totalRevenue: Int64? = nil, total: Int64? = nil, soldOrders: Int, excludedOrders: Int,
        period: ReportPeriod? = nil, firstDay: CalendarDay?, lastDay: CalendarDay?,
        latestInstant: Date?, unrecipedUnits: [JuiceIdentity: Int64] = [:], juiceTotals: [JuiceTotals] = [],
        zeroValueJuices: [JuiceIdentity] = [], undrawn: [UndrawnJuice]? = nil, returns: ReturnTotals = ReturnTotals()
    ) {
        self.segments = segments
        self.metric = metric
        self.grouping = grouping
        self.totalUnits = totalUnits
        self.totalRevenue = totalRevenue
        self.total = total ?? totalUnits
        self.soldOrders = soldOrders
        self.excludedOrders = excludedOrders
        self.period = period
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.latestInstant = latestInstant
        self.unrecipedUnits = unrecipedUnits
        self.juiceTotals = juiceTotals
        self.undrawn = undrawn ?? zeroValueJuices.map { UndrawnJuice(juice: $0, value: 0) }
        self.returns = returns
    }

    /// The juices of `undrawn`: counted, but at 0 or less, so without a slice.
    public var zeroValueJuices: [JuiceIdentity] { undrawn.map(\.juice) }

    /// The total in the chosen metric net of everything counted: the pie's total plus the figures
    /// of the juices that came to 0 or less. What the tables' total line says; titles say `total`,
    /// the one the shares are of.
    public var netTotal: Int64 {
        undrawn.reduce(total) { $0 &+ $1.value }
    }
}
