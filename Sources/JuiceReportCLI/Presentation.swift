import ArgumentParser
import JuiceReports

/// Turns a run's result into output: the table on standard output (a failed write exits 73),
/// notes and the "wrote" line on standard error, and exit code 3 when orders were skipped.
func present(table: String?, notes: [String], reading: OrderReadReport, written: String?, quiet: Bool) throws {
    if let table { try runReportingFailure { try StandardOutput.write(table) } }
    for note in notes { printToStandardError("juice-report: note: \(note)") }
    for line in reading.skippedNotes { printToStandardError("juice-report: \(line)") }
    if !quiet, let written { printToStandardError("juice-report: wrote \(written)") }
    if reading.skipped > 0 { throw ExitCode(ExitStatus.skippedOrders.rawValue) }
}
