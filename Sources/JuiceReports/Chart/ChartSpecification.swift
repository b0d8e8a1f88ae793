import Foundation
import JuiceCore
import PieGeometry
import PieRender

/// Every option of a chart, once, checked once, in the units the layout and the renderer use.
///
/// The command line (or any other caller) builds one from what the user asked for; an option
/// out of range is refused here with a sentence naming the flag, before anything is read.
public struct ChartSpecification: Sendable, Equatable {
    /// Canvas size in points (PNG pixels at scale 1), from `smallestCanvas` to 20,000 per side.
    public var canvas: Size
    /// Below 320 × 240 points, labels of 12 pt and a legend of 11 pt leave a pie too small to read
    /// beside them: a usage error (exit 64) rather than a chart nobody can read.
    public static let smallestCanvas = Size(width: 320, height: 240)
    /// Device pixels per point for PNG, 0.25 to 8.
    public var scale: Double
    /// Replaces the default title when set (`ChartTitle`); an empty title draws none.
    public var title: String?
    /// In points: the smallest radius of the pie where the canvas allows it
    /// (`PieLayoutRequest.radiusFloor`); a report's own.
    var radiusFloor = 0.0
    /// The column whose values are the slices (`--by store_location`), when not juices or fruit:
    /// the titles and tables name it.
    public var groupedBy: String?
    /// The column whose values group the products (`--group-by`, `category` for the category
    /// column): the chart draws the groups as an inner ring and the products around it, each
    /// group's tail folded into its own Other. Nil draws the products alone.
    public var ringsBy: String?
    /// The shop's name (`--shop`): first in the default titles, and in a report's metadata and mail subject.
    public var shop: String?
    /// The part of the input the chart shows, named in the default titles after the shop: a store
    /// of `--split-by` (`Astoria`), the `--where` filter (`store_location=Astoria`); runs set it.
    public var scope: String?
    /// The language of the chart's own words (Other, footnote) and of the menu's names for juices
    /// the input wrote only by id; nil follows the script of the input's names
    /// (`language(after:sales:menu:)`), as `--names` not given does. A run settles it once.
    public var language: NameLanguage?
    /// The language `--names` asked for, kept as asked when `language` is settled after reading.
    public let namesAsked: NameLanguage?
    /// Whether juices are drawn as the input wrote them most (`SalesSummary.menuSpellings`):
    /// true unless `--names ko|en` asked for the menu's names.
    public var keepsWrittenNames: Bool { !(namesAsked?.hasMenuNames ?? false) }
    public var labelContent: LabelContent
    /// Decimals of the shares, 0 to 3; nil lets `ShareRounding` pick the fewest (up to 2) at
    /// which different figures read differently. A share too small for them still shows its own figure.
    public var precision: Int?
    public var legendPosition: LegendPosition
    /// Keep this many juices and fold the rest into "Other".
    public var top: Int?
    /// Fold juices below this share of the total (0...1) into "Other".
    public var minimumShare: Double?
    public var order: SegmentOrder
    /// Where the first slice starts, radians clockwise from 3 o'clock.
    public var startAngle: Double
    public var clockwise: Bool
    /// 0 for a pie; 0.1 to 0.9 for a donut with the total in the hole.
    public var innerRadiusRatio: Double
    public var theme: ChartTheme
    /// Revenue figures are shown in it; nil takes the currency the input names (a symbol in
    /// its amounts, a currency column), else `defaultCurrency`. `currency(after:)` settles it once the
    /// input is read; what draws and writes figures reads `shownCurrency`.
    public var currency: Currency?

    /// The currency when neither `--currency` nor the input names one: the won, the shop's own.
    /// The one place this default is decided.
    public static let defaultCurrency = Currency.won

    /// The currency figures are shown in: the one settled by `currency(after:)` (or asked for), else
    /// `defaultCurrency` for a specification drawn without an input read (a test's, a layout's).
    public var shownCurrency: Currency { currency ?? Self.defaultCurrency }

    /// - Parameters:
    ///   - startAngleDegrees: degrees clockwise from 3 o'clock, -3600 to 3600; -90 starts at 12 o'clock.
    ///   - donut: the hole's share of the radius, 0.1 to 0.9, or nil for a pie.
    ///   - minimumSharePercent: 0 to 100.
    public init(
        width: Double = 800, height: Double = 600, scale: Double = 1, title: String? = nil,
        shop: String? = nil, language: NameLanguage? = nil, labelContent: LabelContent = .namePercent,
        precision: Int? = nil,
        legendPosition: LegendPosition = .automatic, top: Int? = nil, minimumSharePercent: Double? = nil,
        order: SegmentOrder = .value, startAngleDegrees: Double = 0, clockwise: Bool = true,
        donut: Double? = nil, theme: ChartTheme = .light, currency: Currency? = nil, groupedBy: String? = nil
    ) throws(RequestError) {
        guard (Self.smallestCanvas.width...20_000).contains(width),
            (Self.smallestCanvas.height...20_000).contains(height)
        else {
            throw RequestError(
                "--width must be 320 to 20000 points and --height 240 to 20000: "
                    + "a smaller canvas has no room for a pie with readable labels (12 pt) or legend (11 pt).")
        }
        guard (0.25...8).contains(scale) else {
            throw RequestError("--scale must be between 0.25 and 8.")
        }
        if let precision, !(0...ShareFigures.maximumPrecision).contains(precision) {
            throw RequestError("--precision must be 0, 1, 2 or 3.")
        }
        if let top, top < 1 {
            throw RequestError("--top must be at least 1.")
        }
        if let minimumSharePercent, !minimumSharePercent.isFinite || !(0...100).contains(minimumSharePercent) {
            throw RequestError("--min-share must be a share from 0% to 100%, such as 2%.")
        }
        if let donut, !(0.1...0.9).contains(donut) {
            throw RequestError("--donut must be between 0.1 and 0.9.")
        }
        guard startAngleDegrees.isFinite, abs(startAngleDegrees) <= 3600 else {
            throw RequestError("--start-angle must be a number of degrees between -3600 and 3600.")
        }
        for (flag, text) in [("--title", title), ("--shop", shop)] {
            if let text, text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw RequestError("\(flag) must be one line of text, without line breaks or control characters.")
            }
        }
        canvas = Size(width: width, height: height)
        self.scale = scale
        self.title = title
        self.shop = shop.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        self.language = language
        namesAsked = language
        self.labelContent = labelContent
        self.precision = precision
        self.legendPosition = legendPosition
        self.top = top
        minimumShare = minimumSharePercent.map { $0 / 100 }
        self.order = order
        startAngle = startAngleDegrees * Double.pi / 180
        self.clockwise = clockwise
        innerRadiusRatio = donut ?? 0
        self.theme = theme
        self.currency = currency
        self.groupedBy = groupedBy
    }

    /// The currency figures are shown in once `reading` is known: the one asked for, else the
    /// input's, else `defaultCurrency`; amounts with decimals but no currency show as plain
    /// numbers with them.
    /// A symbol of the user's own (`--currency Rs`) takes the decimals the amounts were written with.
    public func currency(after reading: OrderReadReport) -> Currency {
        if let currency {
            guard currency.code == nil else { return currency }
            return Currency(
                code: nil, symbol: currency.symbol, fractionDigits: reading.moneyDecimals,
                symbolFollows: currency.symbolFollows)
        }
        if let named = reading.currency { return named }
        guard reading.moneyDecimals > 0 else { return Self.defaultCurrency }
        return .unnamed(fractionDigits: min(reading.moneyDecimals, Money.scaleDigits))
    }

    /// The language of the chart's words once the input is read: the one asked for, else the one
    /// most of the input's different names are written in (`WrittenNames`; a tie goes to Korean,
    /// English, Japanese, Chinese in that order), else Korean.
    ///
    /// A run decides once, from everything it read, so a report's days and its totals all spell
    /// a juice alike. `reading` knows how every name was written; `sales` adds its off-menu
    /// names, which is all a caller without a reading (a database, a summary built by hand) has.
    public func language(after reading: OrderReadReport = OrderReadReport(), sales: SalesSummary, menu: Menu)
        -> NameLanguage
    {
        if let language { return language }
        var written = reading.writtenNames
        written.note(offMenuNamesOf: sales, menu: menu)
        return written.language ?? .korean
    }

    /// How a chart or table of `sales` names its juices: as the input wrote them most (unless
    /// `--names ko|en` asked for the menu's names), our own words in the run's language.
    public func names(for sales: SalesSummary, menu: Menu) -> JuiceNames {
        JuiceNames(
            menu: menu, language: language(sales: sales, menu: menu),
            spellings: keepsWrittenNames ? sales.menuSpellings : [:])
    }
}
