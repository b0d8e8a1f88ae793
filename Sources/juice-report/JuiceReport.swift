import ArgumentParser
import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// `juice-report sales.json -o pie.png`: an order history in, a pie chart of units sold per juice out.
@main
struct JuiceReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juice-report",
        abstract: "Draw a pie chart of units sold per juice from a juice shop's order history.",
        discussion: ExitStatus.helpText
    )

    @Argument(help: "The order history: a JSON file holding an object with an \"orders\" array, or a bare array of orders.")
    var input: String

    @Option(name: .shortAndLong, help: "The chart file to write. Its extension (.png, .svg or .pdf) picks the format.")
    var output: String?

    @Option(help: "The file format, overriding the output file's extension.")
    var format: ChartFormat?

    @Option(help: "The chart width in points (PNG pixels at scale 1), 100 to 20000.")
    var width: Double = 800

    @Option(help: "The chart height in points (PNG pixels at scale 1), 100 to 20000.")
    var height: Double = 600

    @Option(help: "Device pixels per point for PNG output: 2 doubles the pixels, not the layout. From 0.25 to 8.")
    var scale: Double = 1

    @Option(help: "The title above the pie. By default it names the dates found in the orders and the total units.")
    var title: String?

    @Option(help: "The language of juice names on the chart: ko (딸기쥬스) or en (Strawberry).")
    var names: NameLanguage = .korean

    @Option(help: "What each slice label says: name, percent, value, name+percent, name+value or all.")
    var label: LabelContent = .namePercent

    @Option(help: "Decimals in the shares, 0 to 3. By default the fewest at which no juice shows 0%.")
    var precision: Int?

    @Option(help: "Where the legend goes: auto (right on wide charts, below on tall ones), right, bottom or none.")
    var legend: LegendPosition = .automatic

    @Option(help: "Keep the N best-selling juices and fold the rest into one slice, 기타 (Other).")
    var top: Int?

    @Option(help: "Fold every juice below this share into 기타 (Other), e.g. 2% or 2.5%.")
    var minShare: SharePercentage?

    @Option(help: "The order of the slices: value (most sold first), name, or menu.")
    var sort: SegmentOrder = .value

    @Option(parsing: .unconditional, help: "Where the first slice starts, in degrees clockwise from 3 o'clock; -90 starts at 12 o'clock.")
    var startAngle: Double = 0

    @Flag(help: "Lay the slices out counterclockwise.")
    var counterclockwise = false

    @Option(help: "Draw a ring with this hole size (0.1 to 0.9 of the radius) and the total in the middle.")
    var donut: Double?

    @Option(help: "The colours: light, dark, or transparent (no background).")
    var theme: ChartTheme = .light

    @Option(help: "Only orders on this day: YYYY-MM-DD, today or yesterday (in --tz).")
    var date: String?

    @Option(help: "Only orders from this day on (YYYY-MM-DD, inclusive); needs --to.")
    var from: String?

    @Option(help: "Only orders up to this day (YYYY-MM-DD, inclusive); needs --from.")
    var to: String?

    @Option(help: "Only orders in this month: YYYY-MM.")
    var month: String?

    @Option(help: "The time zone days are cut in, as an IANA name such as Asia/Seoul. The default is the machine's zone.")
    var tz: String?

    @Option(help: "What the slices measure: units or revenue (quantity × unitPrice).")
    var metric: SalesMetric = .units

    @Option(help: "What a slice is: juice, or fruit (fruit used, through the menu's recipes).")
    var by: SalesGrouping = .juice

    @Option(help: "Put before revenue figures.")
    var currency: String = "₩"

    @Option(help: "Print the totals on standard output: table (the default), json or csv. With --summary, -o is optional.")
    var summary: SummaryFormat?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    /// `--summary` alone means `--summary table`: argument parser options always take a value,
    /// so the bare flag is completed before parsing.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--summary"),
           index + 1 == arguments.count || SummaryFormat(rawValue: arguments[index + 1]) == nil {
            arguments.insert("table", at: index + 1)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    func validate() throws {
        guard output != nil || summary != nil else {
            throw ValidationError("Name the chart file with -o, or ask for --summary.")
        }
        if let output, resolvedFormat == nil {
            throw ValidationError("Cannot tell the format of '\(output)' from its extension; name the file .png, .svg or .pdf, or pass --format.")
        }
        if by == .fruit && metric == .revenue {
            throw ValidationError("--by fruit counts fruit used; it cannot be combined with --metric revenue.")
        }
        _ = try timeZone()
        _ = try period(now: Date())
        guard (100...20_000).contains(width), (100...20_000).contains(height) else {
            throw ValidationError("--width and --height must be between 100 and 20000 points.")
        }
        guard (0.25...8).contains(scale) else {
            throw ValidationError("--scale must be between 0.25 and 8.")
        }
        if let precision, !(0...3).contains(precision) {
            throw ValidationError("--precision must be 0, 1, 2 or 3.")
        }
        if let top, top < 1 {
            throw ValidationError("--top must be at least 1.")
        }
        if let donut, !(0.1...0.9).contains(donut) {
            throw ValidationError("--donut must be between 0.1 and 0.9.")
        }
        guard startAngle.isFinite, abs(startAngle) <= 3600 else {
            throw ValidationError("--start-angle must be a number of degrees between -3600 and 3600.")
        }
    }

    func run() throws {
        var chart = PieChartOptions()
        chart.title = title
        chart.language = names
        chart.labelContent = label
        chart.precision = precision
        chart.order = sort
        chart.top = top
        chart.minimumShare = minShare?.fraction
        chart.startAngleDegrees = startAngle
        chart.clockwise = !counterclockwise
        chart.donutRatio = donut ?? 0
        chart.legendPosition = legend
        chart.currency = currency
        let zone = try timeZone()
        let query = SalesQuery(period: try period(now: Self.now), timeZone: zone, metric: metric, grouping: by)
        let chartOutput = output.flatMap { path in resolvedFormat.map { ChartJob.Output(path: path, format: $0) } }
        let job = ChartJob(input: input, output: chartOutput, size: Size(width: width, height: height),
                           scale: scale, theme: theme, chart: chart, query: query, summary: summary)
        do {
            let report = try job.run()
            if let table = report.table { print(table, terminator: "") }
            for note in report.notes { printToStandardError("juice-report: note: \(note)") }
            if !quiet, let written = report.written { printToStandardError("juice-report: wrote \(written)") }
        } catch {
            let status = ExitStatus(for: error)
            printToStandardError("juice-report: \(error)")
            throw ExitCode(status.rawValue)
        }
    }

    private var resolvedFormat: ChartFormat? {
        let parts = (output ?? "").split(separator: ".")
        return format ?? (parts.count > 1 ? ChartFormat(pathExtension: String(parts.last!)) : nil)
    }

    /// The clock `today` and `yesterday` read: `JUICE_REPORT_NOW` (an ISO 8601 instant) when set, for tests.
    static var now: Date {
        ProcessInfo.processInfo.environment["JUICE_REPORT_NOW"].flatMap { try? Date($0, strategy: .iso8601) } ?? Date()
    }

    private func timeZone() throws -> TimeZone {
        guard let tz else { return .current }
        guard let zone = TimeZone(identifier: tz) else {
            throw ValidationError("--tz '\(tz)' is not a time zone name such as Asia/Seoul or UTC.")
        }
        return zone
    }

    /// The days asked for with --date, --from/--to or --month; nil for every day.
    private func period(now: Date) throws -> ReportPeriod? {
        let chosen = [date != nil, from != nil || to != nil, month != nil].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("Choose days with one of --date, --from/--to or --month.") }
        func day(_ text: String, _ option: String) throws -> CalendarDay {
            guard let day = CalendarDay(text) else {
                throw ValidationError("\(option) '\(text)' is not a day such as 2026-11-21.")
            }
            return day
        }
        if let date {
            let today = CalendarDay(now, in: try timeZone())
            switch date {
            case "today": return ReportPeriod(day: today)
            case "yesterday": return ReportPeriod(day: today.adding(days: -1))
            default: return ReportPeriod(day: try day(date, "--date"))
            }
        }
        if let month {
            guard let period = ReportPeriod(month: month) else { throw ValidationError("--month '\(month)' is not a month such as 2026-11.") }
            return period
        }
        if from != nil || to != nil {
            guard let from, let to else { throw ValidationError("--from and --to go together.") }
            guard let period = ReportPeriod(first: try day(from, "--from"), last: try day(to, "--to")) else {
                throw ValidationError("--from \(from) comes after --to \(to).")
            }
            return period
        }
        return nil
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
