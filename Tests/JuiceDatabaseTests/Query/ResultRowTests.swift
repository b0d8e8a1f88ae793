import Testing
@testable import JuiceDatabase

/// Rows read by column name: a typed value, or an error naming the column.
struct ResultRowTests {
    private func row(_ values: [SQLValue], names: [String] = ["kind", "j", "clean", "latest"]) throws -> ResultRow {
        try #require(try ResultSet(database: "shop", names: names, values: [values]).rows.first)
    }

    @Test func valuesAreReadByNameIntoTheirTypes() throws {
        let read = try row([.integer(0), .text("kiwi"), .text("t"), .real(1.5)])
        #expect(try read.integer("kind") == 0)
        #expect(try read.text("j") == "kiwi")
        #expect(try read.flag("clean"))
        #expect(try read.real("latest") == 1.5)
        #expect(read.has("j") && !read.has("h"))
        // SQLite's truth values, and NULL as no value.
        let sqlite = try row([.null, .null, .integer(0), .null])
        #expect(try sqlite.integer("kind") == nil && sqlite.text("j") == nil && sqlite.real("latest") == nil)
        #expect(try !sqlite.flag("clean"))
    }

    @Test func aMissingColumnIsNamedWithTheColumnsThereAre() throws {
        #expect(
            throws: DatabaseError.queryFailed(
                database: "shop",
                problem: "the result has no column \"units\"; its columns "
                    + "are kind, j, clean, latest")
        ) {
            _ = try row([.integer(0), .text("kiwi"), .text("t"), .real(1.5)]).integer("units")
        }
    }

    @Test func aValueOfAnotherTypeIsNamedWithItsColumn() throws {
        let read = try row([.text("zero"), .text("kiwi"), .text("maybe"), .text("late")])
        #expect(
            throws: DatabaseError.queryFailed(
                database: "shop", problem: "the column \"kind\" holds zero, not a whole number")
        ) {
            _ = try read.integer("kind")
        }
        #expect(
            throws: DatabaseError.queryFailed(
                database: "shop", problem: "the column \"clean\" holds maybe, not true or false")
        ) {
            _ = try read.flag("clean")
        }
        #expect(
            throws: DatabaseError.queryFailed(
                database: "shop", problem: "the column \"latest\" holds late, not a number")
        ) {
            _ = try read.real("latest")
        }
    }

    @Test func namesAndRowsMustAgreeOnTheColumns() {
        #expect(
            throws: DatabaseError.queryFailed(
                database: "shop", problem: "a result has 2 columns where 1 were named (value)")
        ) {
            _ = try ResultSet(database: "shop", names: ["value"], values: [[.text("a"), .text("b")]])
        }
    }

    /// A name no statement can write is refused once, with a message, where it is learned.
    @Test func aNameWithANulCharacterIsRefusedWithAMessage() throws {
        let column = "the column \"a\\u{0}b\" cannot be named in SQL: it holds a NUL character"
        #expect(throws: DatabaseError.missing(database: "shop", problem: column)) {
            _ = try DatabaseColumn(name: "a\0b", kind: .text, typeName: "text", database: "shop")
        }
        let table = "there is no table \"a\\u{0}b\"; a table name cannot hold a NUL character"
        #expect(throws: DatabaseError.missing(database: "shop", problem: table)) {
            _ = try CheckedSource(.table("a\0b"), database: "shop")
        }
        #expect(
            try DatabaseColumn(name: "say \"hi\"", kind: .text, typeName: "text").identifier.description
                == "\"say \"\"hi\"\"\"")
    }
}
