// swift-tools-version:6.0
import PackageDescription

// The targets the tests drive hardest are optimized in debug builds too (`swift test` builds debug):
// - PieGeometry: the layout's property tests lay out tens of thousands of charts;
// - JuiceCore and JuiceIngest: the database tests read a million generated orders from the file
//   about 25 times, to compare each query's totals with what PostgreSQL and SQLite add up.
// Unoptimized, each of those reads took about 6.5 s; optimized, `make test` on a fresh clone took
// 271 s instead of 402 s, and building did not take longer (bench/fresh-clone.sh, docs/install.md).
// Stepping through these modules in a debugger needs the flag taken out.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "juice-report",
    // macOS 15: Synchronization's `Mutex` and task executors (`withTaskExecutorPreference` in serve).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "juice-report", targets: ["juice-report"]),
        .library(name: "JuiceCore", targets: ["JuiceCore"]),
        .library(name: "JuiceIngest", targets: ["JuiceIngest"]),
        .library(name: "PieGeometry", targets: ["PieGeometry"]),
        .library(name: "PieRender", targets: ["PieRender"]),
        .library(name: "JuiceExcel", targets: ["JuiceExcel"]),
        .library(name: "JuiceReports", targets: ["JuiceReports"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Non-blocking sockets over epoll for `serve`; its HTTP layer is ours (see JuiceServe/HTTP).
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // /metrics: the server ecosystem's metrics API, exported in Prometheus' text format.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["pango"])]
        ),
        // libpng's simplified writer: charts are encoded with it, not with cairo_surface_write_to_png (see PNGEncoder).
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // zlib's CRC-32 for workbook entries (ZIPFoundation's own is a byte-at-a-time table on Linux).
        // Named apart from ZIPFoundation's internal `CZlib`, over the same library.
        .systemLibrary(name: "CJuiceZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // libcurl's and libpq's headers (libcurl4-openssl-dev, libpq-dev); the libraries themselves are not linked
        // but opened when a mail, an HTTP input or a database URL needs them (CLazyLibraries), so neither is
        // named to pkg-config, which would link them.
        .systemLibrary(name: "CCurl"),
        // SQLite's header (libsqlite3-dev); the library is opened when a SQLite URL needs it (CLazyLibraries).
        .systemLibrary(name: "CSQLite"),
        // PostgreSQL's own client library: every URL form, PG* variable, service file, .pgpass and sslmode psql knows.
        .systemLibrary(name: "CLibPQ"),
        // OpenSSL's HMAC-SHA256 for the signed chart links of `serve`.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
        // libpq's, libcurl's and SQLite's functions, forwarding to the library opened on first use, so a chart
        // from a file starts without loading any of them (issue 40).
        .target(
            name: "CLazyLibraries", dependencies: ["CLibPQ", "CCurl", "CSQLite"], linkerSettings: [.linkedLibrary("dl")]
        ),
        // What kind of failure an error is (`CategorizedError`); every module's errors say theirs.
        .target(name: "Failures"),
        // The domain: orders, the menu, the field rules, money, periods, aggregation. Foundation only.
        .target(name: "JuiceCore", dependencies: ["Failures"], swiftSettings: optimizedInDebug),
        // The readers: JSON, JSON Lines, delimited tables and the exports recognised in them, totals, files.
        .target(name: "JuiceIngest", dependencies: ["JuiceCore", "Failures"], swiftSettings: optimizedInDebug),
        // Orders read from a database: the database adds up, only totals come back.
        .target(name: "JuiceDatabase", dependencies: ["JuiceCore", "Failures", "CSQLite", "CLibPQ", "CLazyLibraries"]),
        // Transfers through libcurl: mail sent to an SMTP server, order histories fetched over HTTP.
        .target(name: "CurlTransfer", dependencies: ["CCurl", "CLazyLibraries", "Failures"]),
        .target(name: "PieGeometry", swiftSettings: optimizedInDebug),
        .target(name: "PieRender", dependencies: ["CPangoCairo", "CLibPNG", "PieGeometry", "Failures"]),
        // Excel workbooks through ZIPFoundation, their rows fed to the order table session.
        .target(
            name: "JuiceExcel",
            dependencies: [
                "JuiceIngest", "JuiceCore", "Failures", "CJuiceZlib",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .target(
            name: "JuiceReports",
            dependencies: [
                "Failures", "JuiceCore", "JuiceIngest", "JuiceExcel", "JuiceDatabase", "PieRender", "PieGeometry",
                "CurlTransfer",
            ]),
        // The live page: HTTP over FlyingSocks, sources that tell when data changed, routes to JuiceReports' views.
        .target(
            name: "JuiceServe",
            dependencies: [
                "JuiceReports", "JuiceCore", "JuiceIngest", "JuiceDatabase", "PieRender", "PieGeometry", "Failures",
                "CCrypto", "CJuiceZlib",
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]),
        // The commands: flags → requests, results → messages and exit codes. A library so that tests run them in process.
        .target(
            name: "JuiceReportCLI",
            dependencies: [
                "JuiceReports",
                "JuiceServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The executable: main.swift hands the arguments to JuiceReportCLI and exits with its code.
        .executableTarget(
            name: "juice-report", dependencies: ["JuiceReportCLI"],
            // The toolchain's lld instead of gold, to pack the relative relocations (DT_RELR): 2 MB of
            // them were applied at every start, 1 ms of a 27-ms chart (bench/startup.sh, docs/performance.md).
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]),
        // Test helpers shared by the test targets (decoding PNGs, golden images); not a product.
        .target(name: "ChartTestSupport", dependencies: ["CPangoCairo", "PieRender"], path: "Tests/Support"),
        // A seeded generator for the property tests of every target; not a product.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // Test helpers naming a summary's juices and writing histories with returns, shared by the core,
        // the readers' and the database's tests; not a product.
        // Python test servers on loopback (scripts/servers), for the CLI's and libcurl's tests.
        .target(name: "ServerTestSupport", path: "Tests/ServerTestSupport"),
        .target(name: "SalesTestSupport", dependencies: ["JuiceCore", "SeededRandom"], path: "Tests/SalesTestSupport"),
        // Tests of the domain; some take their orders from the readers, as users give them.
        .testTarget(
            name: "JuiceCoreTests", dependencies: ["JuiceCore", "JuiceIngest", "SeededRandom", "SalesTestSupport"]),
        .testTarget(
            name: "JuiceIngestTests", dependencies: ["JuiceIngest", "JuiceCore", "SeededRandom", "SalesTestSupport"],
            exclude: ["__Fixtures__"]),
        .testTarget(
            name: "JuiceExcelTests",
            dependencies: ["JuiceExcel", "JuiceIngest", "JuiceCore", "SeededRandom", "SalesTestSupport"],
            exclude: ["__Fixtures__"]),
        .testTarget(name: "PieGeometryTests", dependencies: ["PieGeometry", "SeededRandom"]),
        .testTarget(
            name: "PieRenderTests", dependencies: ["PieRender", "PieGeometry", "ChartTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "JuiceReportsTests",
            dependencies: [
                "JuiceReports", "JuiceCore", "Failures", "PieRender", "PieGeometry", "ChartTestSupport", "SeededRandom",
                "CSQLite",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "JuiceDatabaseTests",
            dependencies: ["JuiceDatabase", "JuiceCore", "CSQLite", "CLibPQ", "SeededRandom", "SalesTestSupport"]),
        .testTarget(
            name: "JuiceServeTests",
            dependencies: [
                "JuiceServe", "JuiceReports", "JuiceCore", "SeededRandom", "ChartTestSupport", "CSQLite", "CJuiceZlib",
            ]),
        // Most cases run the commands in process (InProcessRunner); a few spawn the built binary, which is why it is a dependency.
        .testTarget(
            name: "JuiceReportCLITests",
            dependencies: [
                "juice-report", "JuiceReportCLI", "JuiceIngest", "ChartTestSupport", "ServerTestSupport", "CSQLite",
            ]),
        // libcurl's transfers against real servers on loopback (scripts/servers/http-test-server.py, smtp-test-server.py).
        .testTarget(name: "CurlTransferTests", dependencies: ["CurlTransfer", "ServerTestSupport"]),
    ]
)
