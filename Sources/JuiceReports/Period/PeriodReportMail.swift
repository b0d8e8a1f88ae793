import Foundation

/// The period report as one mail message (RFC 5322, MIME): the HTML body with the pie and the
/// trend as inline PNG parts (`cid:`), a plain-text alternative with the tables, and the PDF
/// attached. Every byte comes from the data: the date is the latest order's time and the
/// boundaries and message id are hashes of the content, so the same orders give the same message.
///
/// Structure: `multipart/mixed` [ `multipart/alternative` [ `text/plain`, `multipart/related`
/// [ `text/html`, `image/png` pie, `image/png` trend ] ], `application/pdf` ].
struct PeriodReportMail {
    let report: PeriodReport
    let pdf: [UInt8]
    let from: String
    let to: [String]
    /// `--subject`, else the `--title`, else the default title as a sentence (`ChartTitle.subject`).
    let subject: String

    /// The message's bytes, lines ending in CRLF.
    func message() -> [UInt8] {
        var hash = ContentHash()
        hash.add(pdf)
        hash.add(report.piePNG)
        hash.add(report.trendPNG)
        hash.add(Array(report.plainText.utf8))
        let id = hash.hex
        let pieID = "pie.\(id)@juice-report"
        let trendID = "trend.\(id)@juice-report"
        let stem = report.fileStem
        let related = MIMEPart.multipart(
            "related", parameters: "; type=\"text/html\"",
            [
                .leaf("text/html; charset=utf-8", Array(report.html(.mailParts(pie: pieID, trend: trendID)).utf8)),
                .leaf(
                    "image/png", report.piePNG,
                    headers: [("Content-ID", "<\(pieID)>"), ("Content-Disposition", "inline; filename=\"pie.png\"")]),
                .leaf(
                    "image/png", report.trendPNG,
                    headers: [
                        ("Content-ID", "<\(trendID)>"), ("Content-Disposition", "inline; filename=\"trend.png\""),
                    ]),
            ])
        let alternative = MIMEPart.multipart(
            "alternative", [.leaf("text/plain; charset=utf-8", Array(report.plainText.utf8)), related])
        let attachment = MIMEPart.leaf(
            "application/pdf; name=\"\(stem).pdf\"", pdf,
            headers: [("Content-Disposition", "attachment; filename=\"\(stem).pdf\"")])
        var headers: [(name: String, value: String)] = [("From", from)]
        if !to.isEmpty { headers.append(("To", to.joined(separator: ", "))) }
        headers += [
            ("Subject", MailHeader.encoded(subject)), ("Date", MailHeader.date(report.created)),
            ("Message-ID", "<\(id)@juice-report>"), ("MIME-Version", "1.0"),
        ]
        var mixed = MIMEPart.multipart("mixed", [alternative, attachment])
        mixed.headers = headers
        return mixed.serialized()
    }
}
