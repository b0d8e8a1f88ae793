import SeededRandom
import Testing
@testable import JuiceCore
@testable import JuiceIngest

/// The field rules (JuiceCore) tell a number literal by their own small grammar, so the domain
/// does not depend on the JSON reader; this checks it says yes exactly where `JSONScanner`
/// reads one whole literal.
struct NumberLiteralAgreementTests {
    private func scannerReadsOneLiteral(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, !raw.isEmpty else { return false }
            var scanner = JSONScanner(
                base: base.assumingMemoryBound(to: UInt8.self), start: 0, end: raw.count, isFinal: true)
            guard (try? scanner.scanNumber()) != nil else { return false }
            return scanner.index == raw.count
        }
    }

    private func rulesReadOneLiteral(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { OrderFieldRules.WholeNumber.isNumberLiteral($0) }
    }

    @Test func agreesOnWrittenCases() {
        let literals = [
            "0", "-0", "7", "-12", "2.0", "2.50", "1e3", "1E+3", "4.5e-3", "-0.0e0", "123456789012345678901234567890",
        ]
        let others = [
            "", "-", "+1", "01", "-01", "1.", ".5", "1e", "1e+", "1.e3", "0x10", "1 ", " 1", "1,5", "NaN", "--1",
            "1e3.5", "١",
        ]
        for text in literals {
            #expect(rulesReadOneLiteral(Array(text.utf8)), "\(text)")
            #expect(scannerReadsOneLiteral(Array(text.utf8)), "\(text)")
        }
        for text in others {
            #expect(!rulesReadOneLiteral(Array(text.utf8)), "\(text)")
            #expect(!scannerReadsOneLiteral(Array(text.utf8)), "\(text)")
        }
    }

    @Test func agreesOnGeneratedBytes() {
        var random = SplitMix64(seed: 20)
        let alphabet = Array("0123456789-+.eE x,".utf8)
        var literals = 0
        for _ in 0..<50_000 {
            let bytes = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let rules = rulesReadOneLiteral(bytes)
            #expect(rules == scannerReadsOneLiteral(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            if rules { literals += 1 }
        }
        #expect(literals > 1_000, "the generator reaches literals often enough to matter")
    }
}
