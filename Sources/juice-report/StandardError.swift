import Foundation

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
    let bytes = Array((line + (newline ? "\n" : "")).utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
