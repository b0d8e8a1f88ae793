import CJuiceZlib
import Foundation
import JuiceIngest
import ZIPFoundation

/// Decompresses one zip entry on a thread of its own into a `ByteChannel`, so whoever reads
/// the channel parses the entry while it is still being inflated, holding at most the
/// channel's capacity.
final class EntryExtraction {
    let channel: ByteChannel
    /// The entry's size once inflated, as its zip header gives it, for progress reports.
    let uncompressedSize: Int
    /// The inflating thread, the readers' one kind (`WorkerThread`).
    private var worker: WorkerThread<Void>?

    /// Thrown from the consumer to stop ZIPFoundation when the reader has cancelled.
    private struct ReaderGone: Error {}

    /// Starts inflating `entry`. `archive` must not be used by anyone else until `join` returns.
    init(_ entry: Entry, of archive: Archive, part: String, source: String, capacity: Int = 1 << 20) {
        let channel = ByteChannel(capacity: capacity)
        self.channel = channel
        uncompressedSize = Int(clamping: entry.uncompressedSize)
        // The archive is handed to this one thread, and the caller waits for it in `join`.
        nonisolated(unsafe) let archive = archive
        nonisolated(unsafe) let entry = entry
        worker = WorkerThread {
            do {
                // ZIPFoundation leaves the comparison to the caller (only its extract-to-a-file
                // compares), and its own CRC-32 is a byte-at-a-time table on Linux: zlib's is
                // computed here instead, on what is handed over.
                var checksum: UInt = 0
                _ = try archive.extract(entry, bufferSize: 64 << 10, skipCRC32: true) { data in
                    let accepted = data.withUnsafeBytes { bytes in
                        // zlib's crc32 of no bytes is 0, not the checksum so far.
                        if let base = bytes.baseAddress, !bytes.isEmpty {
                            checksum = crc32(checksum, base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
                        }
                        return channel.write(bytes)
                    }
                    if !accepted { throw ReaderGone() }
                }
                if checksum == UInt(entry.checksum) {
                    channel.finish()
                } else {
                    channel.finish(failure: .checksumMismatch(source: source, part: part))
                }
            } catch is ReaderGone {
                channel.finish()
            } catch {
                // A bad checksum, a truncated or corrupt deflate stream: ZIPFoundation's enum is no
                // sentence for a user.
                channel.finish(failure: .damagedEntry(source: source, part: part))
            }
        }
    }

    /// Stops the extraction (if it still runs) and waits for its thread to end.
    func join() {
        guard let worker else { return }
        self.worker = nil
        channel.cancel()
        worker.join()
    }

    deinit {
        join()
    }
}
