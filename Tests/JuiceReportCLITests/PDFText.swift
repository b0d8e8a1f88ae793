import Foundation

/// A PDF's text and metadata as poppler reads them (`pdftotext -layout`, `pdfinfo`; poppler-utils,
/// installed by scripts/setup/install-deps.sh).
enum PDFText {
    static func of(_ file: URL) throws -> String {
        try tool(["pdftotext", "-layout", file.path, "-"])
    }

    /// What a poppler tool prints; throws when it fails.
    static func tool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
        return String(decoding: data, as: UTF8.self)
    }
}
