import Foundation
import Testing
@testable import JuiceServe

/// Following a file as it grows: only new whole lines, read once; a file truncated or rotated read again.
struct FileTailTests {
    private func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tail-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test("appended rows come with the header row; a line still being written waits for its end")
    func appendedRowsCarryTheHeader() throws {
        let url = try file("id,juice\n1,kiwi\n")
        var tail = FileTail(path: url.path, isTable: true)
        #expect(try tail.poll() == .appended(Array("id,juice\n1,kiwi\n".utf8), from: 0))
        #expect(try tail.poll() == FileTail.Change.none)
        try append("2,man", to: url)
        #expect(try tail.poll() == FileTail.Change.none)
        try append("go\n3,banana\n", to: url)
        #expect(try tail.poll() == .appended(Array("id,juice\n2,mango\n3,banana\n".utf8), from: 16))
        #expect(tail.offset == 33)
    }

    @Test("a file truncated, or replaced by another (rotated), is read again from its start")
    func truncatedOrRotatedIsReadAgain() throws {
        let url = try file("{\"a\":1}\n{\"a\":2}\n")
        var tail = FileTail(path: url.path, isTable: false)
        _ = try tail.poll()
        try Data("{\"a\":3}\n".utf8).write(to: url)
        #expect(try tail.poll() == .replaced)
        tail.restart()
        #expect(try tail.poll() == .appended(Array("{\"a\":3}\n".utf8), from: 0))

        // Rotation: the old file moved away, a new one (another inode) of the same length in its place.
        try FileManager.default.moveItem(at: url, to: url.appendingPathExtension("1"))
        try Data("{\"a\":4}\n".utf8).write(to: url)
        #expect(try tail.poll() == .replaced)
    }

    @Test(
        "a file truncated and written again longer between two looks (in place: same inode) is read again, not misread from the old offset"
    )
    func rewrittenLongerInPlaceIsReadAgain() throws {
        let url = try file(String(repeating: "{\"juice\":\"aronia\"}\n", count: 30))
        var tail = FileTail(path: url.path, isTable: false)
        _ = try tail.poll()
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(String(repeating: "{\"juice\":\"omija\",\"quantity\":2}\n", count: 40).utf8))
        try handle.close()
        #expect(try tail.poll() == .replaced)
    }

    @Test("a file that is gone is named in the error")
    func missingFileIsNamed() throws {
        var tail = FileTail(path: "/nonexistent/orders.ndjson", isTable: false)
        #expect(throws: FileTailError.unreadable("/nonexistent/orders.ndjson", "No such file or directory")) {
            try tail.poll()
        }
    }
}
