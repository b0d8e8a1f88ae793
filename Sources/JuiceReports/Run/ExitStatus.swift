import Failures

/// The documented exit codes, one per kind of failure (listed in README's "Exit codes" and in `--help`):
/// the one place a `FailureCategory` becomes a code.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    case internalError = 1
    case skippedOrders = 3
    case usage = 64
    case syntax = 65
    case missing = 66
    case badData = 67
    case filterMatchesNothing = 68
    case unavailable = 69
    case software = 70
    case cannotWrite = 73
    case refused = 77

    /// The code for `error`: its category's, or 1 for an error that says none (a bug).
    public init(for error: any Error) {
        guard let error = error as? any CategorizedError else {
            self = .internalError
            return
        }
        self =
            switch error.category {
            case .usage: .usage
            case .syntax: .syntax
            case .missing: .missing
            case .badData: .badData
            case .filterMatchesNothing: .filterMatchesNothing
            case .unavailable: .unavailable
            case .software: .software
            case .cannotWrite: .cannotWrite
            case .refused: .refused
            }
    }

    public var meaning: String {
        switch self {
        case .success: "the chart was written"
        case .internalError: "an unexpected internal error"
        case .skippedOrders: "the chart was written, but --skip-invalid left out bad orders (listed on standard error)"
        case .usage: "bad command-line arguments"
        case .syntax:
            "the input (or the --menu file) is not valid JSON, JSON Lines, CSV or an Excel workbook, "
                + "or the database could not run the query"
        case .missing: "the input file is missing or unreadable, or the database lacks the table or a column"
        case .badData:
            "an order (or a --menu file's product) has a missing or bad field, "
                + "the file is not an order history (or has no days to report), or a value is too large"
        case .filterMatchesNothing:
            "a --only value names no product or category in any input "
                + "(the message lists what they hold); nothing was written or sent"
        case .unavailable:
            "no installed font can draw the labels (install fonts-noto-cjk), or the database, "
                + "mail or web server cannot be reached (or the mail server refused the message)"
        case .software: "Cairo failed to draw the chart"
        case .cannotWrite: "the output cannot be written (a file, the report folder, or standard output)"
        case .refused:
            "the database refused the user, the password or the privilege to read, or the mail server refused the login"
        }
    }

    public static var helpText: String {
        "Exit codes:\n" + allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n")
    }
}
