import JuiceCore

/// What a chart, a page, a report or a mail says it shows, in the chart's language: the shop
/// (`--shop`), the part of the input shown (a store of `--split-by`, a `--where` filter), what is
/// measured ("Units sold by product"), the days and the total.
///
/// The words never assume juice: a bakery's chart says "product". Only when most of what is
/// charted is on the built-in juice menu does it say "juice", as the shop would.
public struct ChartTitle: Sendable, Equatable {
    /// The shop's name, first when given.
    public var shop: String?
    /// The part of the input shown, after the shop: `Astoria` (`--split-by`), `store_location=Astoria` (`--where`).
    public var scope: String?
    /// `Units sold by product`.
    public var measured: String
    /// `1–28 Feb 2017`, or nil when the summary has no days.
    public var days: String?
    /// `3,906 units`.
    public var total: String

    /// The title of `summary`'s chart, page or report.
    /// - Parameter groupedBy: the column whose values are the slices (`--by store_location`), if any.
    public init(
        for summary: SalesSummary, currency: Currency, language: NameLanguage, shop: String? = nil,
        groupedBy: String? = nil, scope: String? = nil
    ) {
        self.shop = shop.flatMap { $0.isEmpty ? nil : $0 }
        self.scope = scope.flatMap { $0.isEmpty ? nil : $0 }
        measured = Self.measured(
            metric: summary.metric, grouping: summary.grouping, language: language,
            product: groupedBy.map(ProductWord.column) ?? ProductWord(of: summary))
        if let period = summary.period {
            days = PeriodWords(language: language).text(period)
        } else if let first = summary.firstDay, let last = summary.lastDay,
            let period = ReportPeriod(first: first, last: last)
        {
            days = PeriodWords(language: language).text(period)
        }
        total = Self.total(summary, currency: currency, language: language)
    }

    /// `3,906 units`, `3,906개`, `3,906個`, `3,906件`; money and plain figures as `ValueFormat` writes them.
    ///
    /// The total the shares are of (`SalesSummary.total`): the figures at 0 or more, each net of
    /// its own returns, as the share rule takes them. A product that came below 0 (returns of a
    /// product not sold in the period) has no slice and no share, and is not in this total either:
    /// the footnote names it with its figure, so a slice's share of the title's total is its label's.
    static func total(_ summary: SalesSummary, currency: Currency, language: NameLanguage) -> String {
        let format = ValueFormat(metric: summary.metric, grouping: summary.grouping, currency: currency)
        guard summary.metric == .units || summary.grouping == .fruit else { return format.total(summary.total) }
        let count = summary.total.groupedDecimal
        return switch language {
        case .english: format.total(summary.total)
        case .korean: "\(count)개"
        case .japanese: "\(count)個"
        case .chinese: "\(count)件"
        }
    }

    /// `Sunrise Bakery ⋅ Astoria ⋅ Units sold by product ⋅ 1–28 Feb 2017 ⋅ 3,906 units`.
    ///
    /// The separator is U+22C5: Noto Sans CJK draws the usual middle dot U+00B7 full-width.
    public var text: String {
        ([shop, scope, measured, days, total] as [String?]).compactMap { $0 }.joined(separator: " \u{22C5} ")
    }

    /// The shop and the part shown, `Sunrise Bakery ⋅ Astoria`, or nil when neither is given.
    public var whose: String? {
        let parts = [shop, scope].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " \u{22C5} ")
    }

    /// `Sunrise Bakery ⋅ Astoria: Units sold by product, 1–28 Feb 2017: 3,906 units`, a mail's subject.
    public var subject: String {
        let shown = ([measured, days] as [String?]).compactMap { $0 }.joined(separator: ", ")
        return (whose.map { "\($0): " } ?? "") + "\(shown): \(total)"
    }

    /// What the products are called in the words of a chart.
    public enum ProductWord: Sendable, Equatable {
        case product, juice
        /// The slices are a column's values (`--by store_location`): named by the column as the input writes it.
        case column(String)

        /// `juice` when at least half of what `summary` charts is on the built-in juice menu.
        public init(of summary: SalesSummary) {
            let juices = summary.segments.map(\.juice)
            let onMenu = juices.filter {
                if case .menu(let id) = $0 { Menu.standard.juice(id: id) != nil } else { false }
            }.count
            self = !juices.isEmpty && onMenu * 2 >= juices.count ? .juice : .product
        }

        /// The tables' header of the name column: `product` or `juice`.
        public var header: String {
            switch self {
            case .product: "product"
            case .juice: "juice"
            case .column(let name): name
            }
        }
    }

    /// `Units sold by product`, `제품별 판매 수량`, `商品別の販売数`, `各产品销量`.
    static func measured(metric: SalesMetric, grouping: SalesGrouping, language: NameLanguage, product: ProductWord)
        -> String
    {
        if grouping == .fruit {
            return switch language {
            case .korean: "사용한 과일"
            case .english: "Fruit used"
            case .japanese: "使用した果物"
            case .chinese: "所用水果"
            }
        }
        let juice = product == .juice
        let column: String? = if case .column(let name) = product { name } else { nil }
        switch language {
        case .english:
            let by = column ?? (juice ? "juice" : "product")
            return switch metric {
            case .units: "Units sold by \(by)"
            case .revenue: "Revenue by \(by)"
            case .value: "Totals by \(by)"
            }
        case .korean:
            let by = column.map { "\($0)별" } ?? (juice ? "주스별" : "제품별")
            return switch metric {
            case .units: "\(by) 판매 수량"
            case .revenue: "\(by) 매출"
            case .value: "\(by) 합계"
            }
        case .japanese:
            let by = column.map { "\($0)別" } ?? (juice ? "ジュース別" : "商品別")
            return switch metric {
            case .units: "\(by)の販売数"
            case .revenue: "\(by)の売上"
            case .value: "\(by)の合計"
            }
        case .chinese:
            let by = column.map { "各\($0)" } ?? (juice ? "各果汁" : "各产品")
            return switch metric {
            case .units: "\(by)销量"
            case .revenue: "\(by)销售额"
            case .value: "\(by)合计"
            }
        }
    }
}
