import ChartTestSupport
import Foundation
import Testing

/// Issue 37, item 4: every split and filtered output names what it shows: the store in page titles,
/// chart titles, file names and mail subjects, the filter in the title, and an empty chart says so
/// in its own language with a true note. A store's name is text on every output.
struct NamedPartCommandTests {
    private static let csv = """
        id,orderedAt,juice,quantity,store
        1,2026-11-21T09:00:00Z,Latte,2,Astoria
        2,2026-11-21T10:00:00Z,Latte,5,Hell's Kitchen
        3,2026-11-23T10:00:00Z,Croissant,1,Hell's Kitchen

        """

    private func shop(_ csv: String = Self.csv) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(csv.utf8).write(to: directory.appendingPathComponent("s.csv"))
        return directory
    }

    private func text(_ path: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text a layout JSON draws in `role` (`title`, `center`).
    private func drawn(_ role: String, layout path: String, in directory: URL) throws -> String? {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(path)))
        let texts = (document as? [String: Any])?["texts"] as? [[String: Any]] ?? []
        return texts.first { $0["role"] as? String == role }?["text"] as? String
    }

    @Test func aStoresDailyPageAndChartsNameTheStore() throws {
        let directory = try shop()
        let result = try InProcessRunner.run(
            [
                "daily", "s.csv", "--out-dir", "days", "--split-by", "store", "--tz", "UTC", "--shop", "Sunrise",
                "--layout-json", "layouts",
            ], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let astoria = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("days/astoria").path
        ).sorted()
        #expect(astoria == ["astoria-2026-11-21.png", "index.html"])
        let page = try text("days/astoria/index.html", in: directory)
        let title = "Sunrise ⋅ Astoria ⋅ Units sold by product ⋅ 21–23 Nov 2026 ⋅ 2 units"
        #expect(page.contains("<title>\(title)</title>") && page.contains("<h1>\(title)</h1>"), "\(page.prefix(600))")
        #expect(
            try drawn("title", layout: "layouts/astoria/2026-11-21.json", in: directory)
                == "Sunrise ⋅ Astoria ⋅ Units sold by product ⋅ 21 Nov 2026 ⋅ 2 units")
        // The whole names no store.
        #expect(
            try text("days/index.html", in: directory).contains(
                "<h1>Sunrise ⋅ Units sold by product ⋅ 21–23 Nov 2026 ⋅ 8 units</h1>"))
        #expect(
            try drawn("title", layout: "layouts/2026-11-23.json", in: directory)
                == "Sunrise ⋅ Units sold by product ⋅ 23 Nov 2026 ⋅ 1 unit")
    }

    @Test func aWhereFilterIsInTheTitleAndTheMailsSubjectAndAttachment() throws {
        let directory = try shop()
        let chart = try InProcessRunner.run(
            ["s.csv", "--where", "store=Astoria", "--tz", "UTC", "-o", "p.png", "--layout-json", "p.json"],
            in: directory)
        #expect(chart.status == 0, "\(chart.standardError)")
        #expect(
            try drawn("title", layout: "p.json", in: directory)
                == "store=Astoria ⋅ Units sold by product ⋅ 21 Nov 2026 ⋅ 2 units")
        let mail = try InProcessRunner.run(
            [
                "report", "s.csv", "--where", "store=Astoria", "--month", "2026-11", "--tz", "UTC", "-o", "r.eml",
                "--mail-from", "shop@example.com", "--mail-to", "owner@example.com",
            ], in: directory)
        #expect(mail.status == 0, "\(mail.standardError)")
        let message = try text("r.eml", in: directory)
        let subject = try #require(
            message.components(separatedBy: "\r\n").first { $0.hasPrefix("Subject: ") }.map { String($0.dropFirst(9)) })
        #expect(
            Self.decoded(subject, continuing: message) == "store=Astoria: Units sold by product, 1–30 Nov 2026: 2 units"
        )
        #expect(message.contains("filename=\"sales-store-astoria-2026-11-01-to-2026-11-30.pdf\""))
        let html = try InProcessRunner.run(
            ["report", "s.csv", "--where", "store=Astoria", "--month", "2026-11", "--tz", "UTC", "-o", "r.html"],
            in: directory)
        #expect(html.status == 0, "\(html.standardError)")
        #expect(
            try text("r.html", in: directory).contains(
                "<h1 style=\"font-size: 22px; margin: 0 0 6px 0;\">store=Astoria ⋅ Units sold by product ⋅ 1–30 Nov 2026 ⋅ 2 units</h1>"
            ))
    }

    /// The subject's encoded words (RFC 2047, base64), joined across its folded lines.
    private static func decoded(_ first: String, continuing message: String) -> String {
        let lines = message.components(separatedBy: "\r\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Subject: ") }) else { return first }
        var words = [first]
        for line in lines[(start + 1)...] {
            guard line.hasPrefix(" ") else { break }
            words.append(String(line.dropFirst()))
        }
        return words.map { word -> String in
            guard word.hasPrefix("=?UTF-8?B?"), word.hasSuffix("?=") else { return word }
            let base64 = String(word.dropFirst(10).dropLast(2))
            return Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) } ?? word
        }.joined()
    }

    @Test func aSplitImageHasOneTitleOverItsPies() throws {
        let directory = try shop()
        let arguments = ["s.csv", "--split-by", "store", "--tz", "UTC", "--width", "900", "--height", "400"]
        let titled = try InProcessRunner.run(arguments + ["-o", "grid.png", "--shop", "Sunrise"], in: directory)
        #expect(titled.status == 0, "\(titled.standardError)")
        let untitled = try InProcessRunner.run(arguments + ["-o", "bare.png", "--title", ""], in: directory)
        #expect(untitled.status == 0, "\(untitled.standardError)")
        let grid = try RasterImage(pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("grid.png"))))
        let bare = try RasterImage(pngBytes: Array(try Data(contentsOf: directory.appendingPathComponent("bare.png"))))
        // The title runs over the middle of the image, where the two cells' own titles leave a gap:
        // dark text between x 380 and 520 in the band of the first line's type only with it.
        #expect(grid.width == 900 && grid.height == 400)
        func darkPixels(_ image: RasterImage) -> Int {
            var count = 0
            for y in 16..<40 {
                for x in 380..<520 where image.color(x: x, y: y).red < 0x80 { count += 1 }
            }
            return count
        }
        #expect(darkPixels(grid) > 50 && darkPixels(bare) == 0, "\(darkPixels(grid)) and \(darkPixels(bare))")
        let svg = try InProcessRunner.run(arguments + ["-o", "grid.svg", "--shop", "Sunrise"], in: directory)
        #expect(svg.status == 0, "\(svg.standardError)")
        #expect(
            try text("grid.svg", in: directory).contains(
                "<title id=\"chart-title\">Sunrise ⋅ Units sold by product ⋅ 21–23 Nov 2026 ⋅ 8 units</title>"))
    }

    /// An empty chart speaks the chart's language and says truly why it is empty: no orders that
    /// day, or orders none of whose products the filter kept.
    @Test func anEmptyChartSaysWhyInItsLanguage() throws {
        let directory = try shop()
        let filtered = try InProcessRunner.run(
            [
                "s.csv", "--date", "2026-11-23", "--only", "Latte", "--tz", "UTC", "-o", "e.png", "--layout-json",
                "e.json",
            ], in: directory)
        #expect(filtered.status == 0, "\(filtered.standardError)")
        #expect(
            filtered.standardError.contains(
                "juice-report: note: s.csv has 1 order on 2026-11-23, none with a product that --only/--exclude kept; "
                    + "the chart says \"No sales\"\n"), "\(filtered.standardError)")
        #expect(try drawn("center", layout: "e.json", in: directory) == "No sales")
        let none = try InProcessRunner.run(
            ["s.csv", "--date", "2026-11-22", "--tz", "UTC", "-o", "n.png", "--layout-json", "n.json"], in: directory)
        #expect(none.status == 0, "\(none.standardError)")
        #expect(
            none.standardError.contains(
                "juice-report: note: s.csv has no orders on 2026-11-22; the chart says \"No sales\"\n"),
            "\(none.standardError)")
        #expect(try drawn("title", layout: "n.json", in: directory) == "Units sold by product ⋅ 22 Nov 2026 ⋅ 0 units")
    }

    /// A store's name with markup, an ampersand and a path in it is text: escaped on the pages, made
    /// a safe name for folders and files, drawn as written.
    @Test func aStoreWithMarkupIsTextEverywhere() throws {
        let directory = try shop(
            "id,orderedAt,juice,quantity,store\n1,2026-11-21T09:00:00Z,Latte,2,<b>Bar & Co</b>/../x\n")
        let daily = try InProcessRunner.run(
            ["daily", "s.csv", "--out-dir", "days", "--split-by", "store", "--tz", "UTC", "--layout-json", "l"],
            in: directory)
        #expect(daily.status == 0, "\(daily.standardError)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("days").path)
        #expect(folders.sorted() == ["2026-11-21.png", "b-bar-co-b-x", "index.html"])
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent("days/b-bar-co-b-x").path
            )
            .sorted() == ["b-bar-co-b-x-2026-11-21.png", "index.html"])
        let page = try text("days/b-bar-co-b-x/index.html", in: directory)
        #expect(
            page.contains(
                "<h1>&lt;b&gt;Bar &amp; Co&lt;/b&gt;/../x ⋅ Units sold by product ⋅ 21 Nov 2026 ⋅ 2 units</h1>"))
        #expect(!page.contains("<b>"))
        #expect(try text("days/index.html", in: directory).contains(">&lt;b&gt;Bar &amp; Co&lt;/b&gt;/../x</a>"))
        #expect(
            try drawn("title", layout: "l/b-bar-co-b-x/2026-11-21.json", in: directory)
                == "<b>Bar & Co</b>/../x ⋅ Units sold by product ⋅ 21 Nov 2026 ⋅ 2 units")
        let filtered = try InProcessRunner.run(
            ["s.csv", "--where", "store=<b>Bar & Co</b>/../x", "--tz", "UTC", "-o", "w.svg"], in: directory)
        #expect(filtered.status == 0, "\(filtered.standardError)")
        #expect(
            try text("w.svg", in: directory).contains(
                "<title id=\"chart-title\">store=&lt;b&gt;Bar &amp; Co&lt;/b&gt;/../x ⋅ Units sold by product"))
    }
}
