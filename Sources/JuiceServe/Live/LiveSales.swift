import Foundation
import JuiceCore
import JuiceDatabase
import JuiceIngest
import JuiceReports

/// The orders of every input of `serve`, kept up to date: each look reads only what changed,
/// and the version goes up when the figures do.
actor LiveSales {
    /// What a request renders from: a version and the history of every input together, copied
    /// out of the actor so that drawing never holds it.
    struct Snapshot: Sendable {
        let version: Int
        let history: SalesHistory
        /// When the figures last changed, and when every source was last read.
        let changedAt: Date
        let readAt: Date
        /// Sources that cannot be read now, with since when.
        let failures: [(source: String, message: String, since: Date)]
        /// Records skipped as bad since the start, and the latest few, each naming its place.
        let badRecords: Int
        let badExamples: [String]
        /// Every input read now: the files and folders' files, and the database URLs.
        let inputs: [String]
    }

    private let template: SalesHistory
    private let options: OrderInputs
    private var sources: [LiveSource] = []
    /// Folders watched for new order files, and the files of each already taken in.
    private var folders: [String: Set<String>] = [:]
    private let pollSeconds: Double
    /// The PostgreSQL channel the owner's trigger notifies (`--notify-channel`); nil polls.
    private let notifyChannel: String?
    /// The servers besides each PostgreSQL input's own that `notifyChannel` is heard on (shards).
    private let notifyServers: [PostgresSettings]
    /// Each database's change signal, by URL, while connected.
    private var signals: [String: any DatabaseChangeSignal] = [:]
    /// The databases being read off the actor, and what finished reads found, by URL.
    private var reading: Set<String> = []
    /// True until every input was read once (`settle`): an error then stops the start.
    private var starting = true
    private var delivered: [String: Result<DatabaseRead, any Error>] = [:]
    /// Called when a database read has delivered, so that the next look takes it in at once
    /// rather than at the next regular look (`FileChangeSignal.poke`).
    private var onDelivery: (@Sendable () -> Void)?
    /// Where a finished read is handed back: the server's threads.
    private let executor: any TaskExecutor
    /// Where database reads run, off the actor and the server's threads.
    private let reads = BlockingWork(label: "juice-report.read")
    /// `settle`'s wait, resumed when the last read under way delivers.
    private var settling: [CheckedContinuation<Void, Never>] = []
    /// The longest wait between tries to reach a database that went away, in seconds.
    static let longestBackoff = 30.0
    private let log: @Sendable (String) -> Void
    private let metrics: ServerMetrics
    private(set) var version = 0
    private var combined: SalesHistory
    private var changedAt = Date()
    private var readAt = Date()
    private var badRecords = 0
    /// Why the inputs' totals could not be added together (an overflow), and since when.
    private var combineFailure: (message: String, since: Date)?
    private var badExamples: [String] = []
    /// The order files a folder's new files are recognised by.
    static let orderFileExtensions: Set<String> = ["csv", "ndjson", "jsonl", "json", "xlsx"]

    /// - Parameters:
    ///   - inputs: files, folders and database URLs, as given on the command line.
    ///   - options: the reading options every input shares; its paths are ignored.
    init(
        inputs: [String], options: OrderInputs, template: SalesHistory, pollSeconds: Double,
        notifyChannel: String? = nil, notifyServers: [PostgresSettings] = [],
        metrics: ServerMetrics, executor: any TaskExecutor, log: @escaping @Sendable (String) -> Void
    ) {
        self.executor = executor
        self.notifyChannel = notifyChannel
        self.notifyServers = notifyServers
        self.template = template
        self.metrics = metrics
        self.options = options
        self.pollSeconds = pollSeconds
        self.log = log
        combined = template.emptyCopy()
        for input in inputs {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
                folders[input] = []
            } else {
                sources.append(
                    LiveSource(
                        input: input, template: template, format: options.format, isDatabase: Self.isDatabase(input)))
            }
        }
    }

    /// The folders whose changes may change the figures: each file input's folder, each folder
    /// input, and each SQLite database's folder (where its WAL file is written).
    var watchedFolders: Set<String> {
        var folders = Set(self.folders.keys)
        for source in sources {
            switch source.watch {
            case .tail(let tail, _): folders.insert((tail.path as NSString).deletingLastPathComponent)
            case .whole(let path, _): folders.insert((path as NSString).deletingLastPathComponent)
            case .database(let url, _, _):
                if case .sqlite(let path)? = try? DatabaseURL(input: url) {
                    folders.insert((path as NSString).deletingLastPathComponent)
                }
            }
        }
        return Set(folders.map { $0.isEmpty ? "." : $0 })
    }

    /// Whether `input` is a database URL, by the rule every command reads inputs with (`DatabaseURL`);
    /// a bad one too, so that its read says what is wrong with it.
    static func isDatabase(_ input: String) -> Bool {
        do {
            return try DatabaseURL(input: input) != nil
        } catch {
            return true
        }
    }

    /// Looks at every source (a database only when its poll is due) and takes in what changed.
    /// Returns whether the figures changed (the version went up).
    @discardableResult
    func refresh(now: Date = Date()) -> Bool {
        let started = ContinuousClock.now
        discoverFolderFiles()
        let failingBefore = sources.map { $0.failure?.since }
        var changed = false
        for index in sources.indices {
            changed = refresh(&sources[index], now: now) || changed
        }
        // A source that fails or recovers changes what the page says of it.
        changed = changed || sources.map({ $0.failure?.since }) != failingBefore
        readAt = now
        if changed {
            if sources.count == 1 {
                combined = sources[0].history
            } else {
                do {
                    var all = template.emptyCopy()
                    for source in sources { try all.merge(source.history) }
                    combined = all
                    combineFailure = nil
                } catch {
                    // Never a silently wrong total: the page keeps the last sum and says why it is stale.
                    if combineFailure == nil {
                        combineFailure = ("the inputs cannot be added up together: \(error)", now)
                    }
                    log("the inputs cannot be added up together: \(error)")
                }
            }
            version += 1
            changedAt = now
            metrics.refreshed(seconds: started.duration(to: .now).seconds)
        }
        return changed
    }

    /// The error of the first input that could not be read at the start, if any.
    func startError() -> (any Error)? {
        sources.lazy.compactMap(\.firstError).first
    }

    func snapshot() -> Snapshot {
        Snapshot(
            version: version, history: combined, changedAt: changedAt, readAt: readAt,
            failures: sources.compactMap { source in source.failure.map { (source.name, $0.message, $0.since) } }
                + (combineFailure.map { [("all inputs", $0.message, $0.since)] } ?? []),
            badRecords: badRecords, badExamples: badExamples, inputs: sources.map(\.name))
    }

    private func discoverFolderFiles() {
        for (folder, known) in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted()
            where !known.contains(name) && !name.hasPrefix(".")
                && Self.orderFileExtensions.contains((name as NSString).pathExtension.lowercased())
            {
                let path = (folder as NSString).appendingPathComponent(name)
                sources.append(LiveSource(input: path, template: template, format: options.format, isDatabase: false))
                folders[folder, default: []].insert(name)
                log("\(path): a new order file in \(folder), read from now on")
            }
        }
    }

    /// Takes in what changed in one source; whether anything did.
    private func refresh(_ source: inout LiveSource, now: Date) -> Bool {
        do {
            let changed: Bool
            switch source.watch {
            case .tail(var tail, let format):
                changed = try refreshTail(&tail, format: format, history: &source.history)
                source.watch = .tail(tail, format: format)
            case .whole(let path, let signature):
                let current = FileSignature(path: path)
                guard let current else {
                    throw FileTailError.unreadable(path, "it is not there or cannot be looked at")
                }
                guard current != signature else { changed = false; break }
                source.history = try readWhole(path)
                source.watch = .whole(path: path, signature: current)
                changed = true
            case .database(let url, let due, let backoff):
                changed = try refreshDatabase(&source, url: url, due: due, backoff: backoff, now: now)
            }
            if source.failure != nil {
                log("\(source.name): readable again")
                source.failure = nil
            }
            return changed
        } catch {
            if source.failure == nil {
                source.failure = ("\(error)", now)
                // At the start the error stops the server with its own message; later it is logged.
                // Every error names its file or database itself.
                if starting { source.firstError = error } else { log("\(error)") }
            }
            return false
        }
    }

    /// Reads a database again when its signal says it changed, or when its poll is due (and
    /// it has no signal, or it went away: then with a doubling wait between tries). The read runs
    /// off the actor (a big table takes seconds, and every request asks the actor for its
    /// snapshot); what it found is taken in at the next look.
    private func refreshDatabase(_ source: inout LiveSource, url: String, due: Date, backoff: Double, now: Date) throws
        -> Bool
    {
        if let result = delivered.removeValue(forKey: url) {
            reading.remove(url)
            switch result {
            case .success(let read):
                note(read.found)
                source.watch = .database(url: url, due: now.addingTimeInterval(pollSeconds), backoff: 1)
                source.rows = read.rows
                guard read.history.fingerprint != source.history.fingerprint else { return false }
                source.history = read.history
                return true
            case .failure(let error):
                signals[url] = nil
                source.rows = nil
                source.watch = .database(
                    url: url, due: now.addingTimeInterval(backoff), backoff: min(backoff * 2, Self.longestBackoff))
                throw error
            }
        }
        guard !reading.contains(url) else { return false }
        do {
            if let signal = signals[url] {
                guard try signal.hasChanged() else { return false }
            } else {
                guard now >= due else { return false }
                // The signal first: a commit between it and the read is then seen next time, never lost.
                if let parsed = try DatabaseURL(input: url) {
                    signals[url] = try DatabaseChanges.signal(
                        for: parsed, channel: notifyChannel, alsoAt: notifyServers)
                }
            }
        } catch {
            signals[url] = nil
            source.watch = .database(
                url: url, due: now.addingTimeInterval(backoff), backoff: min(backoff * 2, Self.longestBackoff))
            throw error
        }
        reading.insert(url)
        let (options, template, current, rows, reads) = (options, template, source.history, source.rows, reads)
        Task(executorPreference: executor) {
            let result: Result<DatabaseRead, any Error>
            do {
                result = .success(
                    try await reads.run {
                        try DatabaseRead.after(url, options: options, template: template, current: current, rows: rows)
                    })
            } catch {
                result = .failure(error)
            }
            await self.deliver(url, result)
        }
        return false
    }

    private func deliver(_ url: String, _ result: Result<DatabaseRead, any Error>) {
        delivered[url] = result
        if delivered.count >= reading.count {
            for waiter in settling { waiter.resume() }
            settling = []
        }
        onDelivery?()
    }

    /// The descriptors that become readable when a database may have changed (PostgreSQL's
    /// notification sockets), for the refresh to sleep on: those of databases not being read now
    /// (a read's socket stays readable until the read is taken in and the signal looked at).
    var changeDescriptors: [Int32] {
        signals.flatMap { url, signal in reading.contains(url) ? [] : signal.readableOnChange }
    }

    /// Sets what wakes the refresh when a database read delivers.
    func wakeOnDelivery(_ wake: @escaping @Sendable () -> Void) {
        onDelivery = wake
    }

    /// Waits until no database read is under way, then takes in what they found: the start
    /// serves nothing before every input was read once.
    func settle() async {
        // Woken by `deliver`, not by looking again and again.
        while !reading.isEmpty, delivered.count < reading.count {
            await withCheckedContinuation { settling.append($0) }
        }
        refresh()
        starting = false
    }

    private func refreshTail(_ tail: inout FileTail, format: OrderInputFormat, history: inout SalesHistory) throws
        -> Bool
    {
        var changed = false
        while true {
            switch try tail.poll() {
            case .none:
                return changed
            case .replaced:
                log("\(tail.path): replaced or truncated, read again from its start")
                history = template.emptyCopy()
                tail.restart()
                changed = true
            case .appended(let bytes, let offset):
                let name = offset == 0 ? tail.path : "\(tail.path) (from byte \(offset))"
                let found = try history.take(bytes, name: name, format: format)
                note(found)
                changed = true
            }
        }
    }

    private func readWhole(_ input: String) throws -> SalesHistory {
        let (fresh, found) = try DatabaseRead.whole(input, options: options, template: template)
        note(found)
        return fresh
    }

    /// Counts and logs the records a read skipped as bad.
    private func note(_ found: OrderReadReport) {
        metrics.took(orders: found.orders, bad: found.skipped)
        guard found.skipped > 0 else { return }
        badRecords += found.skipped
        for example in found.skippedExamples { log("skipped: \(example)") }
        badExamples = Array((badExamples + found.skippedExamples).suffix(5))
    }
}
