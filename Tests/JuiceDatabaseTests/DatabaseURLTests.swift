import Foundation
import Testing
@testable import JuiceDatabase

struct DatabaseURLTests {
    @Test func readsTheURLForms() throws {
        #expect(try DatabaseURL(input: "sqlite:/var/pos/pos.db") == .sqlite(path: "/var/pos/pos.db"))
        #expect(try DatabaseURL(input: "sqlite:///var/pos/pos.db") == .sqlite(path: "/var/pos/pos.db"))
        #expect(try DatabaseURL(input: "sqlite:pos.db") == .sqlite(path: "pos.db"))
        #expect(try DatabaseURL(input: "orders.json") == nil)
        #expect(try DatabaseURL(input: "-") == nil)
        guard case .postgres(let settings)? = try DatabaseURL(input: "postgres://shop%40owner:p%3Ass@db.example:6543/shop?sslmode=require&connect_timeout=4") else {
            Issue.record("not PostgreSQL")
            return
        }
        #expect(settings.user == "shop@owner" && settings.password == "p:ss" && settings.host == "db.example" && settings.port == 6543)
        #expect(settings.database == "shop" && settings.sslMode == .require && settings.connectTimeout == 4 && settings.statementTimeout == 300)
        #expect(settings.displayName == "postgresql://shop@owner@db.example:6543/shop")
    }

    @Test func theEnvironmentFillsWhatTheURLLeavesOut() throws {
        let settings = try PostgresSettings(url: "postgresql:///", environment: ["PGUSER": "till", "PGHOST": "10.0.0.5", "PGPORT": "5433", "PGPASSWORD": "pw"])
        #expect(settings.user == "till" && settings.host == "10.0.0.5" && settings.port == 5433 && settings.database == "till" && settings.password == "pw")
    }

    @Test func refusesWhatCannotBeUsedWithoutShowingThePassword() {
        #expect(throws: DatabaseError.badURL(input: "postgresql://u:***@h/db?sslmode=verify-full",
                                             problem: "sslmode \"verify-full\" is not one of disable, prefer, require")) {
            try DatabaseURL(input: "postgresql://u:secret@h/db?sslmode=verify-full")
        }
        #expect(throws: DatabaseError.badURL(input: "sqlite:", problem: "name the database file after sqlite:, such as sqlite:/var/pos/pos.db")) {
            try DatabaseURL(input: "sqlite:")
        }
    }

    @Test func quotesIdentifiersSoANameIsNeverSQL() throws {
        #expect(try SQLIdentifier("orders\"; DROP TABLE orders; --").description == "\"orders\"\"; DROP TABLE orders; --\"")
        #expect(throws: SQLIdentifierError.self) { try SQLIdentifier("a\u{0}b") }
    }

    @Test func readsThePasswordFileAsLibpqDoes() {
        #expect(PasswordFile.fields(of: "h\\:x:5432:*:u:p\\\\w:rest") == ["h:x", "5432", "*", "u", "p\\w:rest"])
    }
}
