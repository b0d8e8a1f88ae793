import ArgumentParser
import JuiceReports

/// What the commands that draw pies (chart, daily, report, serve) take alike: the days, the
/// chart's look and the pie's cut and labels, each under its own heading in `--help`. Declared
/// once, so the four commands' options and the way they become a query and a specification stay
/// the same.
struct PieCommandOptions: ParsableArguments {
    @OptionGroup(title: "Days")
    var days: PeriodOptions

    @OptionGroup(title: "Chart")
    var appearance: ChartAppearanceOptions

    @OptionGroup(title: "Pie")
    var pie: PieOptions

    /// The days and filters asked, checked.
    func query() throws -> SalesQuery { try appearance.query(days) }

    /// The chart asked, the pie's options with it, checked.
    func specification() throws -> ChartSpecification { try appearance.specification(pie: pie) }
}
