import Failures
import Foundation
import JuiceCore

/// Reads a shop's menu file (`--menu`): CSV with a header row, or JSON, one product per row or
/// object, each with a `name` and optionally other spellings, a display name, a colour and a category.
///
/// CSV columns (any order, any case): `name`, `aliases` (other spellings separated by `|`),
/// `display name`, `colour` (or `color`; `#RRGGBB`) and `category`. JSON: an array of
/// `{"name": …, "aliases": […], "displayName": …, "color": "#RRGGBB", "category": …}`, also under
/// a `products` key. A `.json` file is read as JSON, anything else as CSV.
public enum MenuFileReader {
    /// One entry and where the file gave it.
    public struct Entry: Sendable, Equatable {
        public let entry: MenuEntry
        /// `menu.csv:3` or `menu.json:2:7`.
        public let location: String
    }

    /// The columns a CSV menu may have, by their folded header, and the field each fills.
    static let columns: [String: Field] = [
        "name": .name, "aliases": .aliases, "alias": .aliases, "other spellings": .aliases,
        "display name": .displayName,
        "displayname": .displayName, "colour": .color, "color": .color, "category": .category,
    ]

    enum Field {
        case name, aliases, displayName, color, category
    }

    /// The JSON keys of a product.
    static let keys: [String: Field] = [
        "name": .name, "aliases": .aliases, "displayName": .displayName, "color": .color, "colour": .color,
        "category": .category,
    ]

    public static func read(_ bytes: [UInt8], source: String) throws(MenuFileError) -> [Entry] {
        source.lowercased().hasSuffix(".json")
            ? try readJSON(bytes, source: source) : try readCSV(bytes, source: source)
    }

    /// `menu` with the file at `path` read and added (or put in its place, `replacing`).
    ///
    /// - Throws: `FileError` when the file cannot be read; `MenuFileError` naming the file, the
    ///   line (and column, in JSON) and the problem.
    public static func menu(adding path: String, to menu: Menu = .standard, replacing: Bool = false) throws -> Menu {
        let entries = try read(try InputFile.read(path: path), source: path)
        do {
            return try menu.adding(entries.map(\.entry), replacing: replacing)
        } catch {
            let location = entries.indices.contains(error.entry) ? entries[error.entry].location : path
            let earlier = error.earlierEntry.flatMap { entries.indices.contains($0) ? entries[$0].location : nil }
            throw MenuFileError(
                location: location, problem: error.problem + (earlier.map { " (given at \($0))" } ?? ""))
        }
    }

    private static func readCSV(_ bytes: [UInt8], source: String) throws(MenuFileError) -> [Entry] {
        var table = DelimitedTextReader(MemoryByteSource(bytes, name: source))
        do {
            guard try table.nextRow() else {
                throw MenuFileError(
                    location: "\(source):1",
                    problem:
                        "the file is empty; expected a header row such as name,aliases,display name,colour,category")
            }
            var fields: [Field] = []
            for index in 0..<table.cellCount {
                let header = (table.text(ofCell: index) ?? "").foldedForMatching.replacingOccurrences(
                    of: "_", with: " ")
                guard let field = columns[header] else {
                    throw MenuFileError(
                        location: "\(source):1",
                        problem: "unknown column \(quotedValue(header)); "
                            + "the columns are name, aliases, display name, colour and category")
                }
                fields.append(field)
            }
            guard fields.contains(.name) else {
                throw MenuFileError(location: "\(source):1", problem: "the header row must name a \"name\" column")
            }
            var entries: [Entry] = []
            while try table.nextRow() {
                if table.cellCount == 1, table.withCell(0, { $0.isEmpty }) { continue }  // a blank line
                let location = "\(source):\(table.line)"
                guard table.cellCount <= fields.count else {
                    throw MenuFileError(
                        location: location,
                        problem: "the row has \(table.cellCount) fields; the header has \(fields.count)")
                }
                var values: [Field: String] = [:]
                for index in 0..<table.cellCount {
                    guard let text = table.text(ofCell: index) else {
                        throw MenuFileError(
                            location: location, problem: "the row is not UTF-8 text; save the file as UTF-8",
                            category: .syntax)
                    }
                    values[fields[index]] = text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                let aliases = (values[.aliases] ?? "").split(separator: "|").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty }
                entries.append(try entry(values, aliases: aliases, location: location))
            }
            return entries
        } catch let error as MenuFileError {
            throw error
        } catch let problem as DelimitedTextReader.Problem {
            throw MenuFileError(
                location: "\(source):\(problem.line)", problem: "invalid CSV: \(problem.problem)", category: .syntax)
        } catch {
            preconditionFailure("reading a menu from memory failed: \(error)")
        }
    }

    private static func readJSON(_ bytes: [UInt8], source: String) throws(MenuFileError) -> [Entry] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw MenuFileError(
                location: "\(source):\(SourcePosition(offset: error.offset, in: bytes))",
                problem: "invalid JSON: \(error.message)",
                category: .syntax)
        }
        let list = root["products"] ?? root
        guard case .array(let elements) = list.value else {
            throw MenuFileError(
                location: "\(source):\(SourcePosition(offset: list.offset, in: bytes))",
                problem: "expected an array of {\"name\": …} objects, found \(list.value.kind.description)")
        }
        var tracker = SourcePositionTracker(bytes: bytes)
        var entries: [Entry] = []
        for element in elements {
            let location = "\(source):\(tracker.position(of: element.offset))"
            guard case .object(let members) = element.value else {
                throw wrongKind(
                    "a product", mustBe: "an object such as {\"name\": \"Latte\"}", found: element.value, at: location)
            }
            var strings: [Field: String] = [:]
            var aliases: [String] = []
            for member in members {
                guard let field = keys[member.key] else {
                    throw MenuFileError(
                        location: location,
                        problem: "unknown key \(quotedValue(member.key)); "
                            + "a product takes name, aliases, displayName, color and category")
                }
                switch (field, member.value.value) {
                case (.aliases, .array(let items)):
                    for item in items {
                        guard case .string(let alias) = item.value else {
                            throw wrongKind(
                                "\"aliases\"", mustBe: "an array of strings", found: item.value, inIt: true,
                                at: location)
                        }
                        let trimmed = alias.trimmingCharacters(in: .whitespacesAndNewlines)
                        if !trimmed.isEmpty { aliases.append(trimmed) }
                    }
                case (.aliases, let value):
                    throw wrongKind("\"aliases\"", mustBe: "an array of strings", found: value, at: location)
                case (_, .string(let text)):
                    strings[field] = text.trimmingCharacters(in: .whitespacesAndNewlines)
                case (_, .null):
                    break
                case (_, let value):
                    throw wrongKind(quotedValue(member.key), mustBe: "a string", found: value, at: location)
                }
            }
            entries.append(try entry(strings, aliases: aliases, location: location))
        }
        return entries
    }

    /// A JSON value of the wrong kind at `location`: "`subject` must be `expected`, found" its kind, and
    /// " in it" for a value inside `subject`.
    private static func wrongKind(
        _ subject: String, mustBe expected: String, found value: JSONValue, inIt: Bool = false, at location: String
    ) -> MenuFileError {
        MenuFileError(
            location: location,
            problem: "\(subject) must be \(expected), found \(value.kind.description)\(inIt ? " in it" : "")")
    }

    /// One entry from its fields as written (trimmed) at `location`, a CSV row or a JSON object
    /// alike: a name is required, a colour is `#RRGGBB`.
    private static func entry(
        _ fields: [Field: String], aliases: [String], location: String
    ) throws(MenuFileError) -> Entry {
        let (name, displayName, color, category) = (
            fields[.name], fields[.displayName], fields[.color], fields[.category]
        )
        guard let name, !name.isEmpty else { throw MenuFileError(location: location, problem: "\"name\" is empty") }
        var hex: UInt32?
        if let color, !color.isEmpty {
            let digits = color.dropFirst()
            guard color.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit),
                let value = UInt32(digits, radix: 16)
            else {
                throw MenuFileError(
                    location: location,
                    problem: "\"colour\" must be #RRGGBB, such as #D62839; got \(quotedValue(color, limit: 40))",
                    category: .usage)
            }
            hex = value
        }
        let entry = MenuEntry(
            name: name, aliases: aliases, displayName: displayName.flatMap { $0.isEmpty ? nil : $0 }, color: hex,
            category: category.flatMap { $0.isEmpty ? nil : $0 })
        return Entry(entry: entry, location: location)
    }
}
