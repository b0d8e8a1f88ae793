import JuiceCore
import JuiceIngest
import Testing

struct OrderReadReportTests {
    private func report(skipped: Int, _ record: SkippedRecord) -> OrderReadReport {
        var report = OrderReadReport()
        report.skipped = skipped
        report.skippedRecord = record
        return report
    }

    @Test func mergingSaysWhatTheSkippedCountsCount() {
        var rows = OrderReadReport()
        rows.merge(report(skipped: 2, .row), exampleLimit: 5)
        rows.merge(report(skipped: 0, .order), exampleLimit: 5)
        #expect(rows.skipped == 2 && rows.skippedRecord == .row)
        var mixed = rows
        mixed.merge(report(skipped: 1, .order), exampleLimit: 5)
        #expect(mixed.skipped == 3 && mixed.skippedRecord == .record)
    }

    @Test func countsReadInWords() {
        #expect(SkippedRecord.order.counted(1, grouped: "1") == "1 invalid order")
        #expect(SkippedRecord.row.counted(1_200, grouped: "1,200") == "1,200 invalid rows")
        #expect(SkippedRecord.record.counted(3, grouped: "3") == "3 invalid records")
    }
}
