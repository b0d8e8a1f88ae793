import Foundation
import Testing

/// libpq, libcurl and SQLite are opened when an input or output needs them (`CLazyLibraries`), not
/// when the program starts: a chart from a file loads none, nor the libraries they bring (issue 40).
/// Read from the dynamic loader's own account of the files it opens (`LD_DEBUG=files`).
struct LibraryLoadingCommandTests {
    private let sample = CommandRunner.packageRoot.appendingPathComponent("samples/sales.json").path

    /// The shared libraries the loader opened during the run, by file name (`libpq.so.5`).
    private func loaded(_ arguments: [String]) throws -> (result: CommandRunner.Result, libraries: Set<String>) {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(arguments, in: directory, environment: ["LD_DEBUG": "files"])
        let libraries = result.standardError.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "file=") else { return nil }
            let path = line[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" }
            return path.split(separator: "/").last.map(String.init)
        }
        return (result, Set(libraries))
    }

    @Test func aChartFromAFileLoadsNeitherLibpqNorLibcurl() throws {
        let (result, libraries) = try loaded([sample, "-o", "pie.png", "-q"])
        #expect(result.status == 0, "\(result.standardError.suffix(400))")
        // The loader's account is there: Cairo, which the chart needs, is in it.
        #expect(libraries.contains { $0.hasPrefix("libcairo.so") }, "\(libraries.sorted())")
        for absent in ["libpq.so", "libcurl.so", "libsqlite3.so", "libgssapi_krb5.so", "libldap", "libnghttp2.so"] {
            #expect(!libraries.contains { $0.hasPrefix(absent) }, "\(absent) loaded: \(libraries.sorted())")
        }
    }

    @Test func aDatabaseURLOpensLibpqAndSaysWhatFailed() throws {
        let (result, libraries) = try loaded(["postgresql://nobody@127.0.0.1:1/shop", "-o", "pie.png"])
        #expect(libraries.contains { $0.hasPrefix("libpq.so") }, "\(libraries.sorted())")
        #expect(!libraries.contains { $0.hasPrefix("libcurl.so") })
        #expect(result.status == 69)
        let message = result.standardError.split(separator: "\n").filter { $0.hasPrefix("juice-report:") }
        #expect(
            message.last?.contains("cannot reach the database: 127.0.0.1:1: Connection refused") == true,
            "\(message)")
    }

    @Test func aSQLiteURLOpensSQLiteAndSaysWhatFailed() throws {
        // A file that is there but holds no database: SQLite itself must be asked.
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("pos.db")
        try Data("not a database\n".utf8).write(to: file)
        let (result, libraries) = try loaded(["sqlite:\(file.path)", "-o", "pie.png"])
        #expect(libraries.contains { $0.hasPrefix("libsqlite3.so") }, "\(libraries.sorted())")
        #expect(!libraries.contains { $0.hasPrefix("libpq.so") || $0.hasPrefix("libcurl.so") })
        #expect(result.status == 65, "\(result.standardError.suffix(400))")
        let message = result.standardError.split(separator: "\n").filter { $0.hasPrefix("juice-report:") }
        #expect(
            message.last == "juice-report: sqlite:\(file.path): the query failed: file is not a database", "\(message)")
    }

    @Test func anHTTPInputOpensLibcurlAndSaysWhatFailed() throws {
        let (result, libraries) = try loaded(["http://127.0.0.1:1/orders.json", "-o", "pie.png"])
        #expect(libraries.contains { $0.hasPrefix("libcurl.so") }, "\(libraries.sorted())")
        #expect(!libraries.contains { $0.hasPrefix("libpq.so") })
        #expect(result.status == 69, "\(result.standardError.suffix(400))")
        let message = result.standardError.split(separator: "\n").filter { $0.hasPrefix("juice-report:") }
        #expect(message.last?.contains("http://127.0.0.1:1/orders.json: cannot reach the server") == true, "\(message)")
    }
}
