// libFuzzer harness for the live server's request-head parser. Built by scripts/checks/fuzz.sh with
// the parser's four files (one module, so internals are visible):
//
//     swiftc -sanitize=fuzzer,address -parse-as-library -module-name JuiceServe \
//         Sources/JuiceServe/HTTP/{HTTPHeadParser,HTTPLimits,HTTPRequestHead,HTTPStatus}.swift Fuzz/HTTPHeadFuzz.swift
//
// For every input it checks that
//   1. the parser never crashes, and whatever it reads keeps the limits: a request line of at most
//      `requestLine` bytes, at most `headerFields` fields, a head of at most `headBytes` (+ its blank
//      line), a method of token characters, a path starting with /, no NUL or CR in any field, one
//      Host in HTTP/1.1;
//   2. a head read from a buffer is read the same from that head's bytes alone, and from the buffer
//      with more bytes after it (a pipelined request);
//   3. every strict prefix of a head that was read gives `incomplete` or a refusal, never a head:
//      a head is only read once its blank line has arrived;
//   4. a refusal's status is one the server documents (400, 413, 414, 431, 505).
// A broken check stops the fuzzer with the input saved, like a crash.
import Foundation

private let parser = HTTPHeadParser()
private let refusalCodes: Set<Int> = [400, 413, 414, 431, 505]

private func check(_ bytes: [UInt8]) {
    switch parser.parse(bytes) {
    case .incomplete:
        break
    case .refused(let status, let reason):
        if !refusalCodes.contains(status.code) || reason.isEmpty { fatalError("refused with \(status) \(reason)") }
    case .head(let head, let length):
        let limits = parser.limits
        guard length > 0, length <= bytes.count, length <= limits.headBytes + 4 else {
            fatalError("head length \(length) of \(bytes.count)")
        }
        let requestLine = bytes.prefix { $0 != 0x0A }.count
        guard requestLine <= limits.requestLine + 1, head.headers.count <= limits.headerFields,
            !head.method.isEmpty, head.method.allSatisfy(\.isTokenCharacter),
            head.path.hasPrefix("/") || head.rawPath.hasPrefix("/")
        else { fatalError("head out of its limits: \(head.method) \(head.rawPath) \(head.headers.count) fields") }
        for field in head.headers where field.value.contains("\0") || field.value.contains("\r") {
            fatalError("field \(field.name) holds a NUL or CR")
        }
        if head.version == "HTTP/1.1", head.headers.filter({ $0.name == "host" }).count != 1 {
            fatalError("HTTP/1.1 head without exactly one Host")
        }
        let alone = parser.parse(Array(bytes[..<length]))
        guard case .head(let again, length) = alone, again == head else {
            fatalError("the head alone reads as \(alone)")
        }
        let pipelined = parser.parse(bytes + Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        guard case .head(let first, length) = pipelined, first == head else {
            fatalError("the head with a request after it reads as \(pipelined)")
        }
        // Every strict prefix: a few around the end, and the rest sampled, to keep a run fast.
        let ends = Set([0, length / 2, length - 2, length - 1] + (0..<min(length, 64)).map { $0 })
        for end in ends where end >= 0 && end < length {
            if case .head(let early, _) = parser.parse(Array(bytes[..<end])) {
                fatalError("a head read from \(end) of its \(length) bytes: \(early.rawPath)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
