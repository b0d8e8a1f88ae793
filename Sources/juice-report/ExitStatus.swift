import ArgumentParser
import JuiceCore
import JuiceIngest
import JuiceDatabase
import JuiceExcel
import JuiceReports
import PieRender
import CurlTransfer

/// The documented exit codes, one per kind of failure (listed in the README and in `--help`).
enum ExitStatus: Int32, CaseIterable {
    case success = 0
    case internalError = 1
    case skippedOrders = 3
    case usage = 64
    case invalidJSON = 65
    case unreadableInput = 66
    case invalidRecord = 67
    case unavailable = 69
    case renderFailed = 70
    case unwritableOutput = 73
    case accessRefused = 77

    init(for error: any Error) {
        switch error {
        case let error as OrderHistoryError:
            switch error {
            case .invalidJSON, .invalidCSV: self = .invalidJSON
            case .unknownColumn: self = .usage
            default: self = .invalidRecord
            }
        case let error as XLSXError:
            self = error.isUsage ? .usage : .invalidJSON
        case is SalesAggregationError:
            self = .invalidRecord
        case let error as DailyReportError:
            if case .periodTooLong = error { self = .usage } else { self = .invalidRecord }
        case is RequestError:
            self = .usage
        case let error as DatabaseError:
            switch error {
            case .badURL: self = .usage
            case .unreachable: self = .unavailable
            case .refused: self = .accessRefused
            case .missing, .unsupportedColumn: self = .unreadableInput
            case .invalidRow: self = .invalidRecord
            case .queryFailed: self = .invalidJSON
            }
        case let error as TotalsError:
            self = error.isSyntax ? .invalidJSON : .invalidRecord
        case let error as FileError:
            if case .unreadableInput = error { self = .unreadableInput } else { self = .unwritableOutput }
        case let error as FetchError:
            switch error {
            case .unreachable, .failed: self = .unavailable
            case .refused: self = .accessRefused
            case .missing: self = .unreadableInput
            case .truncated: self = .invalidJSON
            }
        case let error as DeliveryError:
            if case .refused = error { self = .accessRefused } else { self = .unavailable }
        case let error as RenderError:
            if case .missingGlyphs = error { self = .unavailable } else { self = .renderFailed }
        default:
            self = .internalError
        }
    }

    var meaning: String {
        switch self {
        case .success: "the chart was written"
        case .internalError: "an unexpected internal error"
        case .skippedOrders: "the chart was written, but --skip-invalid left out bad orders (listed on standard error)"
        case .usage: "bad command-line arguments"
        case .invalidJSON: "the input is not valid JSON, JSON Lines, CSV or an Excel workbook, or the database could not run the query"
        case .unreadableInput: "the input file is missing or unreadable, or the database lacks the table or a column"
        case .invalidRecord: "an order has a missing or bad field, the file is not an order history (or has no days to report), or a value is too large"
        case .unavailable: "no installed font can draw the labels (install fonts-noto-cjk), or the database, mail or web server cannot be reached (or the mail server refused the message)"
        case .renderFailed: "Cairo failed to draw the chart"
        case .unwritableOutput: "the output cannot be written (a file, the report folder, or standard output)"
        case .accessRefused: "the database refused the user, the password or the privilege to read, or the mail server refused the login"
        }
    }

    static var helpText: String {
        "Exit codes:\n" + allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n")
    }
}

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
