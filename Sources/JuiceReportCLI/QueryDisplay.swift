import Foundation
import JuiceReports

/// `JUICE_REPORT_SHOW_QUERY`: the statements a database input adds up with, printed to standard
/// error as sent (on one line) with their bound values, to run them in psql or EXPLAIN them
/// (`scripts/checks/sharded-postgres.sh` reads the last one).
enum QueryDisplay {
    /// The observer that prints them when the variable is set; nil otherwise.
    static func observer(environment: [String: String] = CommandEnvironment.current) -> (
        @Sendable (SentStatement) -> Void
    )? {
        guard environment["JUICE_REPORT_SHOW_QUERY"] != nil else { return nil }
        return { statement in
            guard statement.addsUp else { return }
            writeToStandardError(Array(lines(statement).utf8))
        }
    }

    /// `juice-report: query: …` and `juice-report: binds: [...]`, NULL for a null value.
    static func lines(_ statement: SentStatement) -> String {
        let line = statement.sql.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return "juice-report: query: \(line)\njuice-report: binds: \(statement.parameters.map { $0 ?? "NULL" })\n"
    }
}
