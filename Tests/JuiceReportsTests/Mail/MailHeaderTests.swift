import Foundation
@testable import JuiceReports
import Testing

/// Header values as RFC 2047 and RFC 5322 write them; the base64 was computed with Python.
struct MailHeaderTests {
    @Test func printableASCIIStaysAsWritten() {
        #expect(MailHeader.encoded("Juice sales, November 2026") == "Juice sales, November 2026")
    }

    @Test func koreanIsOneEncodedWord() {
        #expect(
            MailHeader.encoded("딸기쥬스 판매 보고서")
                == "=?UTF-8?B?65S46riw7KWs7IqkIO2MkOunpCDrs7Tqs6DshJw=?=")
        #expect(
            MailHeader.encoded("Juice sales: 딸기쥬스 and more")
                == "=?UTF-8?B?SnVpY2Ugc2FsZXM6IOuUuOq4sOylrOyKpCBhbmQgbW9yZQ==?=")
    }

    /// 16 Hangul syllables are 48 bytes: 15 whole ones (45 bytes) in the first word, the 16th
    /// folded onto the next line.
    @Test func longTextIsFoldedIntoWordsOfWholeCharacters() {
        let encoded = MailHeader.encoded(String(repeating: "딸기쥬스", count: 4))
        #expect(
            encoded == "=?UTF-8?B?65S46riw7KWs7Iqk65S46riw7KWs7Iqk65S46riw7KWs7Iqk65S46riw7KWs?="
                + "\r\n =?UTF-8?B?7Iqk?=")
        // 4-byte characters: 11 (44 bytes) fit, the 12th would make 48.
        let berries = MailHeader.encoded(String(repeating: "🍓", count: 12))
        #expect(
            berries == "=?UTF-8?B?8J+Nk/CfjZPwn42T8J+Nk/CfjZPwn42T8J+Nk/CfjZPwn42T8J+Nk/CfjZM=?="
                + "\r\n =?UTF-8?B?8J+Nkw==?=")
        for word in (encoded + "\r\n " + berries).components(separatedBy: "\r\n ") {
            #expect(word.count <= 75, "RFC 2047's limit for one encoded word")
        }
    }

    @Test func controlCharactersAndOverlongASCIIAreEncoded() {
        #expect(MailHeader.encoded("a\tb") == "=?UTF-8?B?YQli?=")
        #expect(MailHeader.encoded(String(repeating: "a", count: 900)) == String(repeating: "a", count: 900))
        let long = MailHeader.encoded(String(repeating: "a", count: 901))
        #expect(long.hasPrefix("=?UTF-8?B?YWFh"))
        #expect(long.components(separatedBy: "\r\n ").count == 21, "901 bytes in words of 45")
    }

    @Test func theDateIsRFC5322InUTC() {
        #expect(MailHeader.date(Date(timeIntervalSince1970: 1_764_537_240)) == "Sun, 30 Nov 2025 21:14:00 +0000")
        #expect(MailHeader.date(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 +0000")
    }

    @Test func aPlainAddressIsOneLocalPartAtOneDomain() {
        #expect(MailHeader.isPlainAddress("owner@example.com"))
        for address in [
            "owner", "@example.com", "owner@", "a@b@c", "Owner <owner@example.com>", "a@b.com, c@d.com",
            "딸기@example.com", "owner@example.com\r\nBcc: x@y.z",
        ] {
            #expect(!MailHeader.isPlainAddress(address), "\(address)")
        }
    }
}
