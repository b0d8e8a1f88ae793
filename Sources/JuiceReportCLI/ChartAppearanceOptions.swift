import ArgumentParser
import JuiceReports

/// What the charts measure, how they look and what they are titled; shared by every command that draws.
/// How a pie is cut and labelled is `PieOptions`, which only the commands that draw pies declare.
struct ChartAppearanceOptions: ParsableArguments {
    @Option(
        help:
            """
            The title: above the chart (chart, trend), of the page (daily, where each day's chart adds its day and \
            total), or of the report and its mail. By default it says what is shown, \
            the days and the total in the chart's language, such as \"Units sold by product ⋅ 1–28 Feb 2017 ⋅ 3,906 \
            units\". An empty title draws none on a chart.
            """
    )
    var title: String?

    @Option(
        help:
            """
            The shop's name: first in the default titles, and the author of a report's PDF, \
            the foot of its page and the start of its mail subject.
            """
    )
    var shop: String?

    @Option(help: "The chart width in points (PNG pixels at scale 1), 320 to 20000 (chart, daily, trend, hours).")
    var width: Double = Self.canvasDefaults.width

    @Option(help: "The chart height in points (PNG pixels at scale 1), 240 to 20000 (chart, daily, trend, hours).")
    var height: Double = Self.canvasDefaults.height

    @Option(
        help:
            """
            Device pixels per point for PNG output: 2 doubles the pixels, not the layout. From 0.25 to 8 (chart, \
            daily, trend, hours).
            """
    )
    var scale: Double = Self.canvasDefaults.scale

    @Option(
        help:
            """
            ko (딸기쥬스) or en (Strawberry): juice names as the menu writes them, and the chart's own words (Other, \
            footnote), in that language; ja or zh: only the chart's own words in Japanese or Chinese. \
            By default every juice keeps the spelling the input used most, and the chart's words follow the script \
            most names are written in (a tie goes to ko, then en, ja, zh).
            """
    )
    var names: NameLanguage?

    @Option(help: "The colours: light, dark, or transparent (no background).")
    var theme: ChartTheme = .light

    @Option(
        help:
            """
            What the slices measure: units, revenue (quantity × unitPrice), or value (the plain figures of a --totals \
            file, with their decimals).
            """
    )
    var metric: SalesMetric = .units

    @Option(
        help:
            """
            What a slice is: juice (a product), fruit (fruit used, through the menu's recipes), \
            or any column of a table or database input (a key of JSON orders or their items), \
            such as store_location or product_category (a slice per value; choose the lines with --where, not --only).
            """
    )
    var by: String = SalesGrouping.juice.rawValue

    /// `--by`'s grouping: juice or fruit; a column charts as juice, the column standing for the product's.
    var grouping: SalesGrouping { SalesGrouping(rawValue: by.lowercased()) ?? .juice }

    /// The column `--by` names, when it names one rather than juice or fruit.
    var groupingColumn: String? {
        SalesGrouping(rawValue: by.lowercased()) == nil ? by : nil
    }

    /// `inputs` grouped as `--by` asks: by a column, each line's value in it stands for its product.
    func grouped(_ inputs: OrderInputs) throws -> OrderInputs {
        guard let column = groupingColumn else { return inputs }
        if !inputs.filter.isEmpty {
            throw ValidationError(
                "--by \(column) charts the column's values, which --only and --exclude do not name; "
                    + "choose the lines with --where COLUMN=VALUE."
            )
        }
        var grouped = inputs
        grouped.groupedBy = column
        return grouped
    }

    @Option(
        help:
            """
            The currency of revenue figures: a code (KRW, USD, EUR, GBP, JPY, …) or a symbol (₩, $, £, €), \
            shown with its decimals. By default the input's own (a symbol in its amounts, Shopify's Currency column), \
            else ₩.
            """
    )
    var currency: String?

    func validate() throws {
        _ = try specification()
        _ = try usage { try SalesQuery(metric: metric, grouping: grouping).checked() }
    }

    /// The chart these flags ask for, with `pie`'s options when the command draws pies (the
    /// library's defaults otherwise); the library checks the ranges.
    func specification(pie: PieOptions? = nil) throws -> ChartSpecification {
        let currency = self.currency.map { Currency(argument: $0) }
        return try usage {
            guard let pie else {
                return try ChartSpecification(
                    width: width, height: height, scale: scale, title: title, shop: shop, language: names,
                    theme: theme, currency: currency, groupedBy: groupingColumn)
            }
            var specification = try ChartSpecification(
                width: width, height: height, scale: scale, title: title, shop: shop, language: names,
                labelContent: pie.label, precision: pie.precision, legendPosition: pie.legend, top: pie.top,
                minimumSharePercent: pie.minShare?.percent, order: pie.sort, startAngleDegrees: pie.startAngle,
                clockwise: !pie.counterclockwise, donut: pie.donut, theme: theme, currency: currency,
                groupedBy: groupingColumn)
            if let groupBy = pie.groupBy {
                guard grouping == .juice, groupingColumn == nil else {
                    throw RequestError("--group-by \(groupBy) groups products; it cannot be used with --by \(by).")
                }
                guard !groupBy.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw RequestError("--group-by: name a column, such as --group-by category.")
                }
                specification.ringsBy = groupBy
            }
            return specification
        }
    }

    /// The canvas when --width, --height and --scale are not given.
    static let canvasDefaults = (width: 800.0, height: 600.0, scale: 1.0)

    /// Refuses --width, --height and --scale in a command that sizes its charts itself (report, serve).
    ///
    /// They are refused here rather than left out of those commands by an option group of their own:
    /// every option group type costs each start-up a search of the Swift runtime's conformance tables,
    /// and a second one (with `PieOptions`) took the start-up job of bench/instructions.sh
    /// past its 3 %. A value equal to the default is taken for not given.
    func refuseCanvas(in command: String, because reason: String) throws {
        let given = [
            ("--width", width != Self.canvasDefaults.width), ("--height", height != Self.canvasDefaults.height),
            ("--scale", scale != Self.canvasDefaults.scale),
        ]
        if let option = given.first(where: \.1)?.0 {
            throw ValidationError("\(option) does not apply to \(command): \(reason).")
        }
    }

    /// What is counted, over `days`.
    func query(_ days: PeriodOptions) throws -> SalesQuery {
        try usage {
            try SalesQuery(
                period: days.choice.period(on: PeriodOptions.clock), timeZone: days.choice.timeZone(), metric: metric,
                grouping: grouping,
                dayStart: days.choice.dayStart()
            ).checked()
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

extension ChartFormat: ArgumentChoice {}
extension NameLanguage: ArgumentChoice {}
extension LabelContent: ArgumentChoice {}
extension LegendPosition: ArgumentChoice {}
extension SegmentOrder: ArgumentChoice {}
extension ChartTheme: ArgumentChoice {}
extension SalesMetric: ArgumentChoice {}
extension SalesGrouping: ArgumentChoice {}
extension SummaryFormat: ArgumentChoice {}
