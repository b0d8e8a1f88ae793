/// What kind of failure an error is: all the command line needs to choose its exit code.
///
/// Every module's errors say their category through `CategorizedError`; `ExitStatus` in
/// JuiceReports is the one place categories become exit codes. Messages stay each error's own.
public enum FailureCategory: Sendable, Equatable, CaseIterable {
    /// The request itself is wrong: an option, a column mapping, a database URL (exit 64).
    case usage
    /// The input is not valid in its format: JSON, CSV, a workbook, a statement the database cannot run (exit 65).
    case syntax
    /// The input, the table or a column is not there, or cannot be read (exit 66).
    case missing
    /// The input reads, but a value in it is missing, bad or too large (exit 67).
    case badData
    /// A `--only` value names nothing the inputs hold: the chart would be empty, or silently partial (exit 68).
    case filterMatchesNothing
    /// Something outside the tool is not there: a font, a database, a mail or web server (exit 69).
    case unavailable
    /// The drawing library failed (exit 70).
    case software
    /// An output cannot be written (exit 73).
    case cannotWrite
    /// A server refused the user, the password or the privilege (exit 77).
    case refused
}
