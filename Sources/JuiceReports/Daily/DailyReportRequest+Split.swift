import Foundation
import JuiceCore

extension DailyReportRequest {
    /// The whole's charts and page in the folder, and each value's in `DIR/VALUE/` (`--split-by store`),
    /// over the whole's days, each product in the whole's spelling and colour; the whole's page links
    /// the values' pages, biggest first, and each links back.
    func runSplit(by column: String) throws -> DailyReportResult {
        var whole = self
        whole.splitBy = nil
        whole.inputs = inputs.observing(column)
        let read = try whole.readDays()
        guard
            let period = query.period
                ?? read.days.first.flatMap({ first in
                    read.days.last.flatMap { ReportPeriod(first: first.day, last: $0.day) }
                })
        else {
            throw DailyReportError.noDays(inputs: inputs.displayName, skipped: read.reading.skipped)
        }
        var total = read.total
        total.period = period
        let look = PeriodLook(total: total, specification: read.settled.chart, menu: menu)
        var parts:
            [(
                value: String, folder: String, request: DailyReportRequest,
                read: (total: SalesSummary, days: [(day: CalendarDay, sales: SalesSummary)], reading: OrderReadReport)
            )] = []
        var folders: [String: String] = [:]
        for value in read.reading.columnSightings.last?.held ?? [] {
            let folder = SafeFileName.stem(value, asciiOnly: false) ?? "value"
            if let other = folders[folder] {
                throw RequestError(
                    "--split-by: \"\(other)\" and \"\(value)\" would both be written to the folder \(folder); "
                        + "a folder keeps only the letters and digits of a value")
            }
            folders[folder] = value
            var part = read.settled
            part.splitBy = nil
            part.query.period = period
            part.inputs = inputs.keeping(column, value)
            // The part's page and charts name it: the whole's language, this part's scope.
            part.chart.scope = part.inputs.scope
            part.outDirectory = Self.path(folder, in: outDirectory)
            part.chartPrefix = folder
            part.layoutDirectory = layoutDirectory.map { Self.path(folder, in: $0) }
            let partRead = try part.readDays()
            parts.append((value, folder, part, (partRead.total, partRead.days, partRead.reading)))
        }
        parts.sort {
            $0.read.total.total != $1.read.total.total
                ? $0.read.total.total > $1.read.total.total : JuiceNames.precedes($0.value, $1.value)
        }
        var result = try read.settled.report(
            total: read.total, days: read.days, reading: read.reading, look: look,
            links: parts.map { ($0.value, "\($0.folder)/index.html") })
        for part in parts {
            let written = try part.request.report(
                total: part.read.total, days: part.read.days, reading: part.read.reading, look: look,
                links: [("← \(read.settled.chart.shop ?? "all")", "../index.html")])
            result.charts += written.charts
        }
        result.written += " and a page per \(column) (\(parts.map(\.folder).joined(separator: ", ")))"
        if let summary {
            let writer = SummaryWriter(
                currency: read.settled.chart.shownCurrency, names: read.settled.chart.names(for: read.total, menu: menu)
            )
            result.table = writer.write(parts: parts.map { ($0.value, $0.read.total) }, column: column, as: summary)
        }
        return result
    }
}
