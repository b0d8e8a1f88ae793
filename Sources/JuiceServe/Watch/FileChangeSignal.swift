import Foundation

/// Wakes the server's refresh the moment a watched folder changes: Linux's inotify on the folders
/// that hold the inputs (a table or JSON Lines file growing, a file replaced or rotated, a folder
/// input's new file, an SQLite database and its WAL file), so an appended line is read at once
/// rather than at the next look (issue 38: the look was every 0.1 s).
///
/// `poke` wakes it too (a pipe beside the inotify descriptor): a database read that finished
/// off the server's actor is taken in at once.
///
/// Owns the inotify descriptor and the pipe's two ends. Folders are watched, not files: a rotated
/// or replaced file keeps being seen, and a file that does not exist yet is seen when it appears.
/// Where inotify cannot be had (another kernel, the watch limit reached), `wait` only sleeps, and
/// the refresh falls back to its regular look.
final class FileChangeSignal: @unchecked Sendable {
    // @unchecked: the descriptor is only read and closed on `queue`; `watched` only changes there too.
    private let descriptor: Int32
    /// The pipe `poke` writes a byte to and a wait it wakes reads (and so empties); -1 without one.
    private let pokes: (read: Int32, write: Int32)
    private var watched: Set<String> = []
    private let queue = DispatchQueue(label: "juice-report.file-changes")

    /// What inotify reports of a folder's files: written, closed after writing, created, moved in or
    /// out, deleted, attributes (a truncation by `>`), and the folder itself moved or deleted.
    private static let mask =
        UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF)
        | UInt32(IN_MOVE_SELF)

    init() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        pokes = (ends[0], ends[1])
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        for end in [pokes.read, pokes.write] where end >= 0 { close(end) }
    }

    /// Wakes the wait under way, or the next one: from any thread.
    func poke() {
        guard pokes.write >= 0 else { return }
        var byte: UInt8 = 1
        // A full pipe already wakes the wait: a failed write loses nothing.
        _ = write(pokes.write, &byte, 1)
    }

    /// Whether changes wake `wait` (inotify could be had).
    var isActive: Bool { descriptor >= 0 }

    /// Watches the folders of `paths` (each path's own folder; a folder input itself) not watched yet.
    func watch(folders: some Sequence<String>) async {
        let folders = Array(folders)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async { [self] in
                defer { done.resume() }
                guard descriptor >= 0 else { return }
                for folder in folders where !watched.contains(folder) {
                    if inotify_add_watch(descriptor, folder, Self.mask) >= 0 { watched.insert(folder) }
                }
            }
        }
    }

    /// The longest one wait blocks its thread: a cancelled task (the server stopping) returns within it.
    static let longestBlock = 0.25

    /// Returns when a watched folder changed or one of `readable` can be read, or after `seconds`
    /// at most, or soon after the task is cancelled; whether a change woke it. Blocks a thread of
    /// its own (`queue`), never the server's socket threads.
    ///
    /// - Parameter readable: descriptors only waited on, never read (PostgreSQL's notification
    ///   sockets, `DatabaseChangeSignal.readableOnChange`): their owner reads what came.
    func wait(upTo seconds: Double, readable: [Int32] = []) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !Task.isCancelled {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let block = min(left, .seconds(Self.longestBlock))
            let whole: Double = Double(block.components.seconds) * 1_000
            let fraction: Double = Double(block.components.attoseconds) / 1e15
            let milliseconds = Int32((whole + fraction).rounded(.up))
            let woken = await withCheckedContinuation { (woken: CheckedContinuation<Bool, Never>) in
                queue.async { [self] in
                    woken.resume(returning: waitHere(milliseconds: milliseconds, readable: readable))
                }
            }
            if woken { return true }
        }
        return false
    }

    private func waitHere(milliseconds: Int32, readable: [Int32]) -> Bool {
        // A descriptor that could not be had (-1) is ignored by poll(2): then only the time passes.
        var ready = ([descriptor, pokes.read] + readable).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard poll(&ready, nfds_t(ready.count), milliseconds) > 0 else { return false }
        // Drain every event queued: one refresh reads everything they announce.
        var buffer = [UInt8](repeating: 0, count: 16_384)
        for fd in [descriptor, pokes.read] where fd >= 0 {
            while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
        }
        return true
    }
}
