import Foundation
import JuiceCore
import CurlTransfer

/// A report of a period in one file: a PDF to print or attach, one self-contained HTML page, or
/// a mail message (`.eml`) with the page as its body and the PDF attached.
public struct PeriodReportRequest: Sendable {
    /// The file formats a report is written in, picked by the output's extension.
    public enum Format: String, Sendable, CaseIterable {
        case pdf, html, eml

        /// The format of `path` by its extension, ignoring case.
        public init(path: String) throws(RequestError) {
            let parts = path.split(separator: "/").last?.split(separator: ".") ?? []
            guard parts.count > 1, let format = Format(rawValue: parts[parts.count - 1].lowercased()) else {
                throw RequestError("Cannot tell the report's format from '\(path)'; name the file .pdf, .html or .eml.")
            }
            self = format
        }
    }

    public var inputs: OrderInputs
    /// The days (`period`; nil runs from the first to the last day with orders), their zone and what is counted.
    public var query: SalesQuery
    /// How the pie looks (its canvas and title are the report's own).
    public var chart: ChartSpecification
    /// The file to write; its extension picks the format.
    public var output: String
    public let format: Format
    /// The paper of the PDF (and of the PDF a mail attaches).
    public var paper: ReportPaper
    /// The mail's sender and recipients (`.eml`).
    public var mailFrom: String
    public var mailTo: [String]
    public var menu: Menu
    /// Where to send the mail after writing it (`--send`); only for `.eml`, with recipients.
    public var delivery: SMTPDelivery?
    /// A period without sales writes and sends nothing (`--skip-empty`).
    public var skipEmpty: Bool
    /// Print the period's totals as the report's table shows them (`--summary`).
    public var summary: SummaryFormat?
    /// A section per value of this order column after the whole (`--split-by store`).
    public var splitBy: String?
    /// The mail's subject (`--subject`); nil takes the title (`PeriodReport.subject(asked:)`).
    public var subject: String?

    /// The sender when none is given.
    public static let defaultSender = "juice-report@localhost"

    public init(
        inputs: OrderInputs, query: SalesQuery, chart: ChartSpecification, output: String, paper: ReportPaper = .a4,
        mailFrom: String = PeriodReportRequest.defaultSender, mailTo: [String] = [], menu: Menu = .standard,
        delivery: SMTPDelivery? = nil, skipEmpty: Bool = false, subject: String? = nil,
        summary: SummaryFormat? = nil
    ) throws(RequestError) {
        format = try Format(path: output)
        if let subject {
            if format != .eml { throw RequestError("--subject is the mail's subject: name the report file .eml.") }
            if subject.trimmingCharacters(in: .whitespaces).isEmpty
                || subject.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                throw RequestError(
                    "--subject must be one line of text, not empty, without line breaks or control characters.")
            }
        }
        if delivery != nil, format != .eml {
            throw RequestError("--send sends the mail message: name the report file .eml.")
        }
        if delivery != nil, mailTo.isEmpty {
            throw RequestError("--send needs the recipients: give --mail-to ADDRESS….")
        }
        for address in [mailFrom] + mailTo where !MailHeader.isPlainAddress(address) {
            throw RequestError(
                "'\(address)' is not a mail address such as shop@example.com (one address, no name or brackets).")
        }
        self.inputs = inputs
        self.query = query
        self.chart = chart
        self.output = output
        self.paper = paper
        self.mailFrom = mailFrom
        self.mailTo = mailTo
        self.menu = menu
        self.delivery = delivery
        self.skipEmpty = skipEmpty
        self.subject = subject
        self.summary = summary
    }
}
