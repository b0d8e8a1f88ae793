import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

struct AtomicFileWriterTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "juice-report-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesAndReplacesWholeFilesWithoutLeavingTemporaries() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/chart.png"
        try AtomicFileWriter.write([1, 2, 3], to: path)
        try AtomicFileWriter.write([4, 5], to: path)
        #expect(try InputFile.read(path: path) == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["chart.png"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o444 } == 0o444, "readable by all, as a newly created file is under the usual umask")
    }

    @Test func reportsAMissingDirectory() {
        #expect(throws: FileError.unwritableOutput(path: "/nonexistent-dir/x.png", reason: "No such file or directory"))
        {
            try AtomicFileWriter.write([1], to: "/nonexistent-dir/x.png")
        }
    }

    @Test func reportsUnreadableInputs() throws {
        #expect(throws: FileError.unreadableInput(path: "/nonexistent.json", reason: "No such file or directory")) {
            try InputFile.read(path: "/nonexistent.json")
        }
        let directory = try temporaryDirectory()
        #expect(throws: FileError.unreadableInput(path: directory, reason: "it is a directory")) {
            try InputFile.read(path: directory)
        }
        #expect(
            FileError.unreadableInput(path: "a.json", reason: "Permission denied").description
                == "a.json: cannot read the input: Permission denied")
    }
}
