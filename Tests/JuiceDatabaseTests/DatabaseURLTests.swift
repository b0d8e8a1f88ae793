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
        guard
            case .postgres(let settings)? = try DatabaseURL(
                input:
                    "postgres://shop%40owner:p%3Ass@db.example:6543/shop?sslmode=verify-full&statement_timeout=20&connect_timeout=4"
            )
        else {
            Issue.record("not PostgreSQL")
            return
        }
        // libpq reads the URL; juice-report takes out only its own parameter.
        #expect(
            settings.connectionURL
                == "postgres://shop%40owner:p%3Ass@db.example:6543/shop?sslmode=verify-full&connect_timeout=4")
        #expect(settings.statementTimeout == 20)
        #expect(
            settings.displayName
                == "postgres://shop%40owner:***@db.example:6543/shop?sslmode=verify-full&statement_timeout=20&connect_timeout=4"
        )
    }

    @Test func takesEveryFormLibpqTakes() throws {
        for url in [
            "postgresql://", "postgresql:///shop?host=/var/run/postgresql",
            "postgresql://%2Fvar%2Frun%2Fpostgresql/shop",
            "postgresql://db1:5432,db2:5433/shop?target_session_attrs=read-write", "postgresql:///?service=shop",
            "postgresql://[::1]:5432/shop?sslmode=verify-full&sslrootcert=/etc/ssl/shop.crt",
        ] {
            guard case .postgres(let settings)? = try DatabaseURL(input: url) else {
                Issue.record("\(url) is not PostgreSQL")
                continue
            }
            #expect(
                settings.connectionURL == url && settings.statementTimeout == PostgresSettings.defaultStatementTimeout)
        }
    }

    @Test func refusesWhatCannotBeUsedWithoutShowingThePassword() {
        #expect(
            throws: DatabaseError.badURL(
                input: "postgresql://u:***@h/db?sslmod=require",
                problem: "invalid URI query parameter: \"sslmod\"; write postgresql://user@host:5432/database")
        ) {
            try DatabaseURL(input: "postgresql://u:secret@h/db?sslmod=require")
        }
        #expect(
            throws: DatabaseError.badURL(
                input: "postgresql://h/db?password=***&statement_timeout=soon",
                problem: "statement_timeout must be a whole number of seconds, got \"soon\"")
        ) {
            try DatabaseURL(input: "postgresql://h/db?password=secret&statement_timeout=soon")
        }
        #expect(
            throws: DatabaseError.badURL(
                input: "sqlite:", problem: "name the database file after sqlite:, such as sqlite:/var/pos/pos.db")
        ) {
            try DatabaseURL(input: "sqlite:")
        }
    }

    @Test func quotesIdentifiersSoANameIsNeverSQL() throws {
        #expect(
            try SQLIdentifier("orders\"; DROP TABLE orders; --").description == "\"orders\"\"; DROP TABLE orders; --\"")
        #expect(throws: SQLIdentifierError.self) { try SQLIdentifier("a\u{0}b") }
    }
}
