import ArgumentParser
import JuiceReports

/// What the charts measure and how they look; shared by `chart` and `daily`.
struct ChartAppearanceOptions: ParsableArguments {
    @Option(help: "The chart width in points (PNG pixels at scale 1), 320 to 20000.")
    var width: Double = 800

    @Option(help: "The chart height in points (PNG pixels at scale 1), 240 to 20000.")
    var height: Double = 600

    @Option(help: "Device pixels per point for PNG output: 2 doubles the pixels, not the layout. From 0.25 to 8.")
    var scale: Double = 1

    @Option(help: "ko (딸기쥬스) or en (Strawberry): juice names as the menu writes them, and the chart's own words (Other, footnote), in that language; ja or zh: only the chart's own words in Japanese or Chinese. By default every juice keeps the spelling the input used most, and the chart's words follow the script most names are written in (a tie goes to ko, then en, ja, zh).")
    var names: NameLanguage?

    @Option(help: "What each slice label says: name, percent, value, name+percent, name+value or all.")
    var label: LabelContent = .namePercent

    @Option(help: "Decimals in the shares, 0 to 3. By default the fewest at which no juice shows 0%.")
    var precision: Int?

    @Option(help: "Where the legend goes: auto (right on wide charts, below on tall ones, whichever leaves the pie more room), right, bottom, or none: no legend, and juices whose labels cannot name them fold into Other.")
    var legend: LegendPosition = .automatic

    @Option(help: "Keep the N best-selling juices and fold the rest into one slice, 기타 (Other).")
    var top: Int?

    @Option(help: "Fold every juice below this share into 기타 (Other), e.g. 2% or 2.5%.")
    var minShare: SharePercentage?

    @Option(help: "The order of the slices: value (most sold first), name, menu, or input (as the orders or --totals rows first give them).")
    var sort: SegmentOrder = .value

    @Option(parsing: .unconditional, help: "Where the first slice starts, in degrees clockwise from 3 o'clock; -90 starts at 12 o'clock.")
    var startAngle: Double = 0

    @Flag(help: "Lay the slices out counterclockwise.")
    var counterclockwise = false

    @Option(help: "Draw a ring with this hole size (0.1 to 0.9 of the radius) and the total in the middle.")
    var donut: Double?

    @Option(help: "The colours: light, dark, or transparent (no background).")
    var theme: ChartTheme = .light

    @Option(help: "What the slices measure: units, revenue (quantity × unitPrice), or value (the plain figures of a --totals file, with their decimals).")
    var metric: SalesMetric = .units

    @Option(help: "What a slice is: juice, or fruit (fruit used, through the menu's recipes).")
    var by: SalesGrouping = .juice

    @Option(help: "The currency of revenue figures: a code (KRW, USD, EUR, GBP, JPY, …) or a symbol (₩, $, £, €), shown with its decimals. By default the input's own (a symbol in its amounts, Shopify's Currency column), else ₩.")
    var currency: String?

    func validate() throws {
        _ = try specification(title: nil)
        _ = try usage { try SalesQuery(metric: metric, grouping: by).checked() }
    }

    /// The chart these flags ask for; the library checks the ranges.
    func specification(title: String?) throws -> ChartSpecification {
        try usage {
            try ChartSpecification(width: width, height: height, scale: scale, title: title, language: names, labelContent: label,
                                   precision: precision, legendPosition: legend, top: top, minimumSharePercent: minShare?.percent,
                                   order: sort, startAngleDegrees: startAngle, clockwise: !counterclockwise, donut: donut,
                                   theme: theme, currency: currency.map { Currency(argument: $0) })
        }
    }

    /// What is counted, over `days`.
    func query(_ days: PeriodOptions) throws -> SalesQuery {
        try usage {
            try SalesQuery(period: days.choice.period(now: PeriodOptions.now), timeZone: days.choice.timeZone(), metric: metric, grouping: by,
                           dayStart: days.choice.dayStart()).checked()
        }
    }
}

/// Runs `body`, turning the library's `RequestError` into a usage error (exit 64).
func usage<Value>(_ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let error as RequestError {
        throw ValidationError(error.description)
    }
}

extension ChartFormat: ExpressibleByArgument {}
extension NameLanguage: ExpressibleByArgument {}
extension LabelContent: ExpressibleByArgument {}
extension LegendPosition: ExpressibleByArgument {}
extension SegmentOrder: ExpressibleByArgument {}
extension ChartTheme: ExpressibleByArgument {}
extension SalesMetric: ExpressibleByArgument {}
extension SalesGrouping: ExpressibleByArgument {}
extension SummaryFormat: ExpressibleByArgument {}
