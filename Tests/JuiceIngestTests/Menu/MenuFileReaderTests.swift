import Foundation
import Failures
import JuiceCore
import Testing
@testable import JuiceIngest

/// A shop's menu file: CSV or JSON, and one clear line for each way it can be wrong.
struct MenuFileReaderTests {
    private func csv(_ text: String) throws(MenuFileError) -> [MenuEntry] {
        try MenuFileReader.read(Array(text.utf8), source: "menu.csv").map(\.entry)
    }

    private func json(_ text: String) throws(MenuFileError) -> [MenuEntry] {
        try MenuFileReader.read(Array(text.utf8), source: "menu.json").map(\.entry)
    }

    /// The message a file gives, or nil when it reads.
    private func message(_ text: String, source: String) -> String? {
        do {
            _ = try MenuFileReader.read(Array(text.utf8), source: source)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsACSVMenu() throws {
        let entries = try csv(
            """
            Name,Aliases,Display Name,Colour,Category
            Caffè Latte,Latte|카페라떼 | latte (L),,#C5A582,Coffee
            Croissant,,Butter Croissant,,Bakery

            딸바쥬스,Strawberry Banana,,#ff3366,
            """)
        #expect(
            entries == [
                MenuEntry(
                    name: "Caffè Latte", aliases: ["Latte", "카페라떼", "latte (L)"], color: 0xC5A582, category: "Coffee"),
                MenuEntry(name: "Croissant", displayName: "Butter Croissant", category: "Bakery"),
                MenuEntry(name: "딸바쥬스", aliases: ["Strawberry Banana"], color: 0xFF3366),
            ])
        // A column may be left out, and headers take any case, spaces or underscores.
        #expect(
            try csv("name,display_name\nScone,Cream Scone") == [MenuEntry(name: "Scone", displayName: "Cream Scone")])
        #expect(try csv("NAME\nBagel\n") == [MenuEntry(name: "Bagel")])
    }

    @Test func readsAJSONMenu() throws {
        let list = """
            [{"name": "Caffè Latte", "aliases": ["Latte", "카페라떼"], "color": "#C5A582", "category": "Coffee"},
             {"name": "Croissant", "displayName": "Butter Croissant", "colour": null}]
            """
        let expected = [
            MenuEntry(name: "Caffè Latte", aliases: ["Latte", "카페라떼"], color: 0xC5A582, category: "Coffee"),
            MenuEntry(name: "Croissant", displayName: "Butter Croissant"),
        ]
        #expect(try json(list) == expected)
        #expect(try json(#"{"products": \#(list)}"#) == expected)
        #expect(try json("[]") == [])
    }

    @Test(arguments: [
        (
            "",
            "menu.csv:1: menu file: the file is empty; expected a header row such as name,aliases,display name,colour,category"
        ),
        (
            "name,colur\nLatte,#C5A582",
            "menu.csv:1: menu file: unknown column \"colur\"; the columns are name, aliases, display name, colour and category"
        ),
        ("aliases,colour\nLatte,#C5A582", "menu.csv:1: menu file: the header row must name a \"name\" column"),
        ("name,colour\nLatte,#C5A582\n,#000000", "menu.csv:3: menu file: \"name\" is empty"),
        ("name,colour\nLatte,red", "menu.csv:2: menu file: \"colour\" must be #RRGGBB, such as #D62839; got \"red\""),
        (
            "name,colour\nLatte,#C5A58",
            "menu.csv:2: menu file: \"colour\" must be #RRGGBB, such as #D62839; got \"#C5A58\""
        ),
        (
            "name,colour\nLatte,C5A582",
            "menu.csv:2: menu file: \"colour\" must be #RRGGBB, such as #D62839; got \"C5A582\""
        ),
        ("name,colour\nLatte,#C5A582,Coffee", "menu.csv:2: menu file: the row has 3 fields; the header has 2"),
        ("name\n\"Latte", "menu.csv:2: menu file: invalid CSV: a quoted cell is never closed; a \" is missing"),
    ])
    func aBadCSVMenuSaysWhereAndWhat(text: String, expected: String) {
        #expect(message(text, source: "menu.csv") == expected)
    }

    @Test(arguments: [
        ("[{\"name\": \"Latte\",}]", "menu.json:1:19: menu file: invalid JSON: "),
        (
            "{\"name\": \"Latte\"}",
            "menu.json:1:1: menu file: expected an array of {\"name\": …} objects, found an object"
        ),
        (
            "[\"Latte\"]",
            "menu.json:1:2: menu file: a product must be an object such as {\"name\": \"Latte\"}, found a string"
        ),
        (
            "[{\"name\": \"Latte\", \"colur\": \"#C5A582\"}]",
            "menu.json:1:2: menu file: unknown key \"colur\"; a product takes name, aliases, displayName, color and category"
        ),
        (
            "[{\"name\": \"Latte\", \"aliases\": \"Caffè Latte\"}]",
            "menu.json:1:2: menu file: \"aliases\" must be an array of strings, found a string"
        ),
        (
            "[{\"name\": \"Latte\", \"aliases\": [1]}]",
            "menu.json:1:2: menu file: \"aliases\" must be an array of strings, found a number in it"
        ),
        ("[{\"name\": 5}]", "menu.json:1:2: menu file: \"name\" must be a string, found a number"),
        ("[{\"aliases\": []}]", "menu.json:1:2: menu file: \"name\" is empty"),
        (
            "[\n {\"name\": \"Latte\", \"color\": \"brown\"}]",
            "menu.json:2:2: menu file: \"colour\" must be #RRGGBB, such as #D62839; got \"brown\""
        ),
    ])
    func aBadJSONMenuSaysWhereAndWhat(text: String, expected: String) throws {
        let got = try #require(message(text, source: "menu.json"))
        #expect(got.hasPrefix(expected), "\(got)")
    }

    @Test func syntaxIsExit65AndABadEntry67() {
        #expect(MenuFileError(location: "m", problem: "p", category: .syntax).category == .syntax)
        #expect(MenuFileError(location: "m", problem: "p").category == .badData)
    }

    /// Issue 37: a colour that is not a colour is a usage error (exit 64) naming the file and line.
    @Test(arguments: [
        ("name,colour\nLatte,#C5A582\nMocha,brown", "menu.csv", "menu.csv:3: menu file: \"colour\" must be #RRGGBB"),
        (
            "[{\"name\": \"Latte\"},\n {\"name\": \"Mocha\", \"color\": \"#12\"}]", "menu.json",
            "menu.json:2:2: menu file:"
        ),
    ])
    func aColourThatIsNotAColourIsUsage(text: String, source: String, expected: String) throws {
        do {
            _ = try MenuFileReader.read(Array(text.utf8), source: source)
            Issue.record("\(source) was read")
        } catch {
            #expect(error.category == .usage)
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test func entriesThatCannotJoinTheMenuSayWhichLines() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("menu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func problem(_ text: String) throws -> String? {
            let path = directory.appendingPathComponent("menu.csv").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            do {
                _ = try MenuFileReader.menu(adding: path)
                return nil
            } catch {
                return "\(error)".replacingOccurrences(of: directory.path + "/", with: "")
            }
        }
        #expect(
            try problem("name,aliases\nLatte,Caffè Latte\nFlat White,latte")
                == "menu.csv:3: menu file: \"latte\" already names a product of this file (given at menu.csv:2)")
        #expect(
            try problem("name,aliases\nKiwi Mango,kiwi|mango")
                == "menu.csv:2: menu file: names two products: \"kiwi\" is Kiwi, \"mango\" is Mango")
        #expect(
            try problem("name\nLatte\nLatte")
                == "menu.csv:3: menu file: \"Latte\" already names a product of this file (given at menu.csv:2)")
        #expect(try problem("name\nLatte") == nil)
        do {
            _ = try MenuFileReader.menu(adding: directory.appendingPathComponent("missing.csv").path)
            Issue.record("a missing menu file reads")
        } catch let error as FileError {
            #expect(error.category == .missing)
        }
    }
}
