import Foundation

/// A PDF's text as poppler's `pdftotext -layout` reads it (poppler-utils, installed by scripts/install-deps.sh).
enum PDFText {
    static func of(_ file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdftotext", "-layout", file.path, "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
        return String(decoding: data, as: UTF8.self)
    }
}
