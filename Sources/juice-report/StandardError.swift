import Foundation

/// Prints one line to standard error, with control characters escaped so it stays one line.
func printToStandardError(_ message: String) {
    var line = ""
    for scalar in message.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            line += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            line.unicodeScalars.append(scalar)
        }
    }
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
