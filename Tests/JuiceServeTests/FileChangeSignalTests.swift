import Foundation
import Testing
@testable import JuiceServe

/// What wakes the server's refresh: a change in a watched folder, or a poke (a database read delivered).
struct FileChangeSignalTests {
    @Test("a poke wakes a wait under way, and one made before the wait wakes the next")
    func pokeWakes() async throws {
        let signal = FileChangeSignal()
        // A wait that times out says false; true is the poke's (timings here would measure the
        // shared thread pool, which the suite's long tests hold).
        async let woken = signal.wait(upTo: 60)
        try await Task.sleep(for: .milliseconds(50))
        signal.poke()
        #expect(await woken)
        signal.poke()
        #expect(await signal.wait(upTo: 30))
        // Drained: nothing wakes the next wait, which times out.
        #expect(await signal.wait(upTo: 0.05) == false)
    }

    @Test("a descriptor given to wait on wakes it when readable, and is left unread for its owner")
    func readableDescriptorWakes() async throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        defer { for end in [reading, writing] { close(end) } }
        let signal = FileChangeSignal()
        // Nothing to read: the wait times out.
        #expect(await signal.wait(upTo: 0.05, readable: [reading]) == false)
        async let woken = signal.wait(upTo: 60, readable: [reading])
        try await Task.sleep(for: .milliseconds(50))
        var byte: UInt8 = 42
        #expect(write(writing, &byte, 1) == 1)
        #expect(await woken)
        // The byte is still there for the descriptor's owner (libpq reads its own socket).
        var read: UInt8 = 0
        #expect(Foundation.read(reading, &read, 1) == 1 && read == 42)
    }

    @Test("a file written in a watched folder wakes the wait")
    func folderChangeWakes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let signal = FileChangeSignal()
        #expect(signal.isActive)
        await signal.watch(folders: [folder.path])
        async let woken = signal.wait(upTo: 60)
        try await Task.sleep(for: .milliseconds(50))
        try Data("x\n".utf8).write(to: folder.appendingPathComponent("orders.ndjson"))
        #expect(await woken)
    }
}
