import ArgumentParser
import JuiceReports

/// Runs a job, printing its failure as one line on standard error and exiting with the
/// failure's documented code.
func runReportingFailure<Result>(_ job: () throws -> Result) throws -> Result {
    do {
        return try job()
    } catch {
        printToStandardError("juice-report: \(error)")
        throw ExitCode(ExitStatus(for: error).rawValue)
    }
}
