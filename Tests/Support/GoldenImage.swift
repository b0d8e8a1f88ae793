import Foundation
import PieRender
import Testing

/// Compares rendered PNGs with reference images in `__Snapshots__/<TestFile>/<name>.png` beside the tests.
///
/// References are written only when `RECORD_SNAPSHOTS=1` is set, and never under CI
/// (`CI=true`), so a missing or changed image always fails there instead of passing silently.
public enum GoldenImage {
    /// A channel may differ by this much (anti-aliasing noise)...
    static let channelTolerance = 24
    /// ...and at most this share of pixels may differ by more.
    static let differingPixelShare = 0.002

    public static func assertMatches(
        _ pngBytes: [UInt8], named name: String, testFile: String,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
        let reference = directory.appendingPathComponent("\(name).png")
        let environment = ProcessInfo.processInfo.environment
        let recording = environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] != "true"
        if recording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(pngBytes).write(to: reference)
            Issue.record(
                "recorded \(reference.path); run again without RECORD_SNAPSHOTS to compare",
                sourceLocation: sourceLocation)
            return
        }
        guard let expectedBytes = try? Data(contentsOf: reference) else {
            Issue.record(
                "no reference image at \(reference.path); record one with RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try RasterImage(pngBytes: Array(expectedBytes))
        let actual = try RasterImage(pngBytes: pngBytes)
        guard expected.width == actual.width, expected.height == actual.height else {
            Issue.record(
                "size \(actual.width)×\(actual.height) differs from the reference \(expected.width)×\(expected.height)",
                sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let (a, b) = (actual.color(x: x, y: y), expected.color(x: x, y: y))
                let distance = max(
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                if distance > channelTolerance { differing += 1 }
            }
        }
        let limit = Int(Double(actual.width * actual.height) * differingPixelShare)
        if differing > limit {
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png")
            try? Data(pngBytes).write(to: failed)
            Issue.record(
                "\(differing) pixels differ from \(reference.lastPathComponent) (at most \(limit) may); the new image is at \(failed.path)",
                sourceLocation: sourceLocation)
        }
    }
}
