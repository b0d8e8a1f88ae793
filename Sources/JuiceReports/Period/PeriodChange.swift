import JuiceCore

/// The change of each juice's figure against the previous period of the same length.
struct PeriodChange: Sendable {
    struct Row: Sendable, Equatable {
        let name: String
        let previous: String
        let current: String
        /// `+12`, `−3`, `+₩5,000` (the sign before the currency), or `0`.
        let change: String
        /// `+25%`, `−40%`, or in words: `new`, `gone`.
        let percent: String
    }

    let previousPeriod: ReportPeriod
    /// Whether anything sold in the previous period; if not, the rows only repeat this period's figures.
    let hadSales: Bool
    /// Juices of either period, the current figure descending, then the previous; the total last.
    let rows: [Row]

    init(
        current: SalesSummary, previous: SalesSummary, previousPeriod: ReportPeriod, names: JuiceNames,
        format: ValueFormat
    ) {
        self.previousPeriod = previousPeriod
        hadSales = !previous.segments.isEmpty
        var figures: [JuiceIdentity: (now: Int64, before: Int64)] = [:]
        var order: [JuiceIdentity] = []
        // Juices that came to 0 or less (returns reaching their sales) are compared too, with their figures.
        for (juice, value) in current.segments.map({ ($0.juice, $0.value) })
            + current.undrawn.map({ ($0.juice, $0.value) })
        {
            if figures[juice] == nil { order.append(juice) }
            figures[juice, default: (0, 0)].now &+= value
        }
        for (juice, value) in previous.segments.map({ ($0.juice, $0.value) })
            + previous.undrawn.map({ ($0.juice, $0.value) })
        {
            if figures[juice] == nil { order.append(juice) }
            figures[juice, default: (0, 0)].before &+= value
        }
        let sorted = order.map { (juice: $0, name: names.name(of: $0), figures: figures[$0] ?? (0, 0)) }.sorted {
            a, b in
            if a.figures.now != b.figures.now { return a.figures.now > b.figures.now }
            if a.figures.before != b.figures.before { return a.figures.before > b.figures.before }
            return JuiceNames.precedes(a.name, b.name)
        }
        rows =
            sorted.map { Self.row($0.name, now: $0.figures.now, before: $0.figures.before, format: format) }
            + [Self.row("total", now: current.netTotal, before: previous.netTotal, format: format)]
    }

    /// Said instead of the table when nothing sold before: `no sales in 2026-10-02 – 2026-10-31 to compare with`.
    var noSalesBefore: String {
        "no sales in \(previousPeriod) to compare with"
    }

    private static func row(_ name: String, now: Int64, before: Int64, format: ValueFormat) -> Row {
        // Figures below 0 (returns past the sales) are rare and small; a difference past Int64 is no figure.
        let (delta, overflow) = now.subtractingReportingOverflow(before)
        let change =
            overflow
            ? "–" : delta == 0 ? "0" : (delta > 0 ? "+" : "−") + format.number(Int64(clamping: delta.magnitude))
        let percent: String
        if before == 0 {
            percent = now == 0 ? "–" : "new"
        } else if now == 0 {
            percent = "gone"
        } else if before < 0 || overflow {
            percent = "–"  // a change against a figure below 0 has no meaningful percentage
        } else {
            let value = (Double(delta) / Double(before) * 100).rounded()
            percent = value == 0 ? "0%" : (value > 0 ? "+" : "−") + "\(Int(abs(value)))%"
        }
        return Row(
            name: name, previous: before == 0 ? "–" : format.number(before),
            current: now == 0 ? "–" : format.number(now),
            change: change, percent: percent)
    }
}
