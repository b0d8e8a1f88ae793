import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValueWithOffsets() throws {
        let root = try parse(#"{"a": [1, -2.5e3, true, false, null], "b": "x"}"#)
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(root["b"] == JSONNode(.string("x"), offset: 43))
        guard case .array(let elements) = root["a"]?.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])
        #expect(elements.map(\.offset) == [7, 10, 18, 24, 31])
    }

    @Test func decodesEveryEscapeIncludingSurrogatePairs() throws {
        let root = try parse(#""\"\\\/\b\f\n\r\t\u0041\uD55C\uD83C\uDF53""#)
        #expect(root.value == .string("\"\\/\u{08}\u{0C}\n\r\tA한🍓"))
    }

    @Test func keepsRawUTF8AndSkipsByteOrderMark() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"["딸기쥬스"]"#.utf8))
        #expect(root.value == .array([JSONNode(.string("딸기쥬스"), offset: 4)]))
    }

    @Test func lastDuplicateKeyWins() throws {
        #expect(try parse(#"{"q": 1, "q": 2}"#)["q"]?.value == .number("2"))
    }

    @Test(arguments: [
        ("", 0, "the file is empty; expected a JSON value"),
        ("   ", 3, "the file is empty; expected a JSON value"),
        ("[1, 2", 5, "expected ',' or ']' after an array element, found the end of the input"),
        ("[1 2]", 3, "expected ',' or ']' after an array element, found '2'"),
        (#"{"a" 1}"#, 5, "expected ':' after the member name \"a\", found '1'"),
        (#"{"a": 1,}"#, 8, "expected a member name in double quotes, found '}'"),
        ("[1,]", 3, "expected a value, found ']'"),
        ("[NaN]", 1, "expected a value, found 'NaN'"),
        ("[Infinity]", 1, "expected a value, found 'Infinity'"),
        ("[True]", 1, "expected a value, found 'True'"),
        ("[nul]", 1, "expected a value, found 'nul'"),
        ("[01]", 2, "a number must not have a leading zero"),
        ("[1.]", 3, "expected a digit after the decimal point, found ']'"),
        ("[1e]", 3, "expected a digit in the exponent, found ']'"),
        ("[-]", 2, "expected a digit after '-', found ']'"),
        ("[+1]", 1, "expected a value, found '+'"),
        (#"["a"#, 3, "unexpected end of input inside a string"),
        ("[\"a\tb\"]", 3, "control character U+0009 must be escaped inside a string"),
        (#"["\q"]"#, 3, "invalid escape sequence '\\q' in a string"),
        (#"["\u12G4"]"#, 6, "expected four hexadecimal digits after \\u, found 'G'"),
        (#"["\uD83C"]"#, 2, "high surrogate \\uD83C is not followed by a low surrogate"),
        (#"["\uD83C\u0041"]"#, 2, "high surrogate \\uD83C is followed by \\u0041, not a low surrogate"),
        (#"["\uDF53"]"#, 2, "lone low surrogate \\uDF53 in a string"),
        ("[1] [2]", 4, "expected the end of the input after the top-level value, found '['"),
    ])
    func rejectsMalformedInputWithPositionAndReason(text: String, offset: Int, message: String) {
        #expect(syntaxError(text) == JSONSyntaxError(offset: offset, message: message))
    }

    @Test(
        arguments: [
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], "invalid UTF-8 byte 0xFF in a string"),
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "invalid UTF-8 byte 0xC0 in a string"),  // overlong '/'
            // A surrogate.
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "invalid UTF-8 sequence starting with byte 0xED in a string"),
            (
                [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],
                "invalid UTF-8 sequence starting with byte 0xF4 in a string"
            ),  // > U+10FFFF
            ([0x5B, 0x22, 0xEB, 0x94], "truncated UTF-8 sequence at the end of the input"),
            ([0x00], "expected a value, found byte 0x00"),
        ] as [([UInt8], String)])
    func rejectsInvalidUTF8AndBinary(bytes: [UInt8], message: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        do {
            _ = try JSONParser.parse(bytes)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func capsNestingDepthInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(
            syntaxError(deep)
                == JSONSyntaxError(offset: 512, message: "arrays and objects are nested deeper than 512 levels"))
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(syntaxError(allowed) == nil)
    }

    /// Foundation's `JSONSerialization` is the reference: on every case both must agree to accept or reject.
    @Test(arguments: [
        "{}", "[]", "0", "-0", "1.5e-3", "\"x\"", "true", "null", " [ 1 , { \"a\" : [ ] } ] ",
        "[01]", "[.5]", "[1.]", "[NaN]", "[\"\\x\"]", "[\"\\uD800\"]", "", "[1] x", "{\"a\"}",
        "[\"\u{7F}\"]", "[1e5]", "[-]", "[\"a\nb\"]", "{\"a\":{\"b\":{\"c\":[true,false,null]}}}", "'a'",
    ])
    func agreesWithFoundationOnAcceptOrReject(text: String) {
        let ours = syntaxError(text) == nil
        let foundation = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
        #expect(ours == foundation, "\(text.debugDescription): ours \(ours), Foundation \(foundation)")
    }

    /// Where Foundation on Linux is more lenient than RFC 8259, we keep to the RFC.
    @Test(arguments: ["[1,]", "{\"a\":1,}"])
    func staysStrictWhereFoundationIsLenient(text: String) {
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil)
        #expect(syntaxError(text) != nil)
    }
}
