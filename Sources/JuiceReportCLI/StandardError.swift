import Foundation
import JuiceReports

/// Prints one line to standard error, with control characters escaped so it stays one line
/// (except a progress bar's own, written with `newline: false`).
///
/// A failing standard error is ignored: there is nowhere left to report it.
func printToStandardError(_ message: String, newline: Bool = true) {
    var line = ""
    for scalar in message.unicodeScalars {
        if newline && (scalar.value < 0x20 || scalar.value == 0x7F) {
            line += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            line.unicodeScalars.append(scalar)
        }
    }
    writeToStandardError(Array((line + (newline ? "\n" : "")).utf8))
}

/// Writes `bytes` to standard error as they are (the parser's usage messages span lines), or to
/// the test's `ConsoleCapture`. A failing standard error is ignored, as above.
func writeToStandardError(_ bytes: [UInt8]) {
    if let capture = ConsoleCapture.current { return capture.writeError(bytes) }
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
