import CurlTransfer
import Foundation
import JuiceCore

extension OrderInputs {
    /// The inputs given as `http://` or `https://` addresses, fetched into one temporary folder
    /// before anything is read, each under its address's file name (so `.csv`, `.ndjson` and
    /// `.xlsx` are told apart as for files). Returns the local path of each address and the
    /// folder, which the caller removes; nothing is fetched when no input is an address.
    ///
    /// A workbook is read from its end, so every address is downloaded whole first; a failed
    /// download throws `FetchError` before any input is read.
    func fetchAddresses() throws -> (local: [String: String], folder: URL?) {
        let addresses = paths.filter(HTTPFetch.isURL)
        guard !addresses.isEmpty else { return ([:], nil) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "juice-report-download-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FetchError.failed(
                url: HTTPFetch(url: addresses[0]).displayName,
                reason: "cannot create a temporary folder for the download")
        }
        var local: [String: String] = [:]
        do {
            for (index, address) in addresses.enumerated() where local[address] == nil {
                let name = URL(string: address)?.lastPathComponent.filter { $0 != "/" } ?? ""
                let path = folder.appendingPathComponent("\(index)-\(name.isEmpty ? "download" : name)").path
                try HTTPFetch(url: address).download(to: path, progress: progress)
                local[address] = path
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        return (local, folder)
    }
}
