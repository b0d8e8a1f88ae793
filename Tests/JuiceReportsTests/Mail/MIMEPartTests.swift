import Foundation
@testable import JuiceReports
import Testing

/// The bytes of MIME messages, compared whole: the expected texts were computed apart from this
/// code (base64 by Python's `base64`, the boundaries' FNV-1a hashes by a Python transcription).
struct MIMEPartTests {
    /// Lines joined with CRLF, each line ended with one.
    private func crlf(_ lines: [String]) -> [UInt8] {
        Array(lines.map { $0 + "\r\n" }.joined().utf8)
    }

    private var image: MIMEPart {
        .leaf(
            "image/png", Array(0..<100),
            headers: [
                ("Content-ID", "<pie@juice-report>"),
                ("Content-Disposition", "inline; filename=\"pie.png\""),
            ])
    }

    private var html: MIMEPart {
        .leaf("text/html; charset=utf-8", Array("<p>딸기쥬스 <img src=\"cid:pie@juice-report\"></p>".utf8))
    }

    /// multipart/mixed [ multipart/related [ text/html, image/png by Content-ID ], text/plain, application/pdf ].
    private var message: MIMEPart {
        let related = MIMEPart.multipart("related", parameters: "; type=\"text/html\"", [html, image])
        let text = MIMEPart.leaf("text/plain; charset=utf-8", Array("딸기쥬스 12잔\r\n".utf8))
        let pdf = MIMEPart.leaf(
            "application/pdf; name=\"report.pdf\"", Array("%PDF-1.7\n".utf8),
            headers: [("Content-Disposition", "attachment; filename=\"report.pdf\"")])
        var mixed = MIMEPart.multipart("mixed", [related, text, pdf])
        mixed.headers = [("From", "shop@example.com"), ("Subject", MailHeader.encoded("딸기쥬스"))]
        return mixed
    }

    @Test func aLeafIsItsHeadersThenBase64InLinesOf76() {
        #expect(
            image.serialized()
                == crlf([
                    "Content-ID: <pie@juice-report>",
                    "Content-Disposition: inline; filename=\"pie.png\"",
                    "Content-Type: image/png",
                    "Content-Transfer-Encoding: base64",
                    "",
                    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4",
                    "OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiYw==",
                ]))
    }

    @Test func aMixedMessageWithARelatedInlineImageIsExactlyTheseBytes() {
        let mixed = "=_mixed_593cccf08da494a2d8a1fb5d8a1c0bf3"
        let related = "=_related_64b3135cfb9af6a4861e3a146a1195b7"
        #expect(
            String(decoding: message.serialized(), as: UTF8.self)
                == String(
                    decoding: crlf([
                        "From: shop@example.com",
                        "Subject: =?UTF-8?B?65S46riw7KWs7Iqk?=",
                        "Content-Type: multipart/mixed; boundary=\"\(mixed)\"",
                        "",
                        "--\(mixed)",
                        "Content-Type: multipart/related; boundary=\"\(related)\"; type=\"text/html\"",
                        "",
                        "--\(related)",
                        "Content-Type: text/html; charset=utf-8",
                        "Content-Transfer-Encoding: base64",
                        "",
                        "PHA+65S46riw7KWs7IqkIDxpbWcgc3JjPSJjaWQ6cGllQGp1aWNlLXJlcG9ydCI+PC9wPg==",
                        "",
                        "--\(related)",
                        "Content-ID: <pie@juice-report>",
                        "Content-Disposition: inline; filename=\"pie.png\"",
                        "Content-Type: image/png",
                        "Content-Transfer-Encoding: base64",
                        "",
                        "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4",
                        "OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiYw==",
                        "",
                        "--\(related)--",
                        "",
                        "--\(mixed)",
                        "Content-Type: text/plain; charset=utf-8",
                        "Content-Transfer-Encoding: base64",
                        "",
                        "65S46riw7KWs7IqkIDEy7J6UDQo=",
                        "",
                        "--\(mixed)",
                        "Content-Disposition: attachment; filename=\"report.pdf\"",
                        "Content-Type: application/pdf; name=\"report.pdf\"",
                        "Content-Transfer-Encoding: base64",
                        "",
                        "JVBERi0xLjcK",
                        "",
                        "--\(mixed)--",
                    ]), as: UTF8.self))
    }

    @Test func everyLineEndsInCRLFAndOnlyMultipartHeadersPass76() {
        let bytes = message.serialized()
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            #expect(index > 0 && bytes[index - 1] == 0x0D, "a bare LF at byte \(index)")
            lines.append(String(decoding: bytes[start..<(index - 1)], as: UTF8.self))
            start = index + 1
        }
        #expect(start == bytes.count, "the message ends with CRLF")
        #expect(lines.count == 38)
        // Base64 and the other headers fit 76; a multipart's Content-Type with its boundary is
        // longer (82 and 104), within RFC 5322's 998.
        let long = lines.filter { $0.count > 76 }
        #expect(long.map(\.count) == [82, 104])
        #expect(long.allSatisfy { $0.hasPrefix("Content-Type: multipart/") })
        #expect(!bytes.contains { $0 >= 0x80 }, "every byte is ASCII: text goes in base64")
    }

    /// A body that holds the very delimiter the message would have without base64: its bytes
    /// are encoded, and `=_` (the boundaries' start) cannot occur in base64.
    @Test func theBoundaryNeverOccursInsideTheParts() {
        let inner = message.serialized()
        let wrapped = MIMEPart.multipart(
            "mixed",
            [
                .leaf("message/rfc822", inner), .leaf("text/plain", Array("--=_mixed_\r\n".utf8)),
            ])
        let text = String(decoding: wrapped.serialized(), as: UTF8.self)
        let boundary = String(text.split(separator: "\"")[1])
        #expect(boundary.hasPrefix("=_mixed_") && boundary.count == 40)
        // In the header, before each of the 2 parts, and at the end.
        #expect(text.components(separatedBy: boundary).count - 1 == 4)
        #expect(!text.contains("=_related_"), "the inner message is base64")
    }

    @Test func theSameContentGetsTheSameBoundaryAndOtherContentAnother() {
        let first = MIMEPart.multipart("mixed", [.leaf("text/plain", Array("a".utf8))]).serialized()
        let again = MIMEPart.multipart("mixed", [.leaf("text/plain", Array("a".utf8))]).serialized()
        let other = MIMEPart.multipart("mixed", [.leaf("text/plain", Array("b".utf8))]).serialized()
        #expect(first == again)
        #expect(first != other)
        #expect(first.count == other.count, "only the boundary's hash and the base64 differ")
    }

    @Test func base64LinesBreakEvery57InputBytes() {
        #expect(MIMEPart.base64Lines([]) == [])
        #expect(MIMEPart.base64Lines(Array(repeating: 0, count: 57)) == crlf([String(repeating: "A", count: 76)]))
        #expect(
            MIMEPart.base64Lines(Array(repeating: 0, count: 58))
                == crlf([String(repeating: "A", count: 76), "AA=="]))
    }
}
