import Testing
@testable import JuiceDatabase

/// libpq's connection messages cut down to `place: reason`, one per host tried.
struct PostgresFailureTests {
    @Test func eachHostTriedBecomesPlaceAndReason() {
        let message = """
            connection to server at "db1" (10.0.0.5), port 5432 failed: Connection refused
            \tIs the server running on that host and accepting TCP/IP connections?
            connection to server at "::1", port 5433 failed: FATAL:  password authentication failed for user "reader"
            connection to server on socket "/run/postgresql/.s.PGSQL.5432" failed: No such file or directory
            \tIs the server running locally and accepting connections on that socket?

            """
        let attempts = PostgresFailure.attempts(in: message)
        #expect(attempts.map(\.place) == ["db1:5432", "[::1]:5433", "/run/postgresql/.s.PGSQL.5432"])
        #expect(
            attempts.map(\.reason) == [
                "Connection refused", "password authentication failed for user \"reader\"", "No such file or directory",
            ])
    }

    @Test func namesTheProblemInOurWords() {
        #expect(
            PostgresFailure.attempts(
                in: "could not translate host name \"nohost.invalid\" to address: Name or service not known\n"
            ).map(\.reason)
                == ["cannot resolve the host name \"nohost.invalid\""])
        #expect(
            PostgresFailure.attempts(in: "connection to server at \"127.0.0.1\", port 5999 failed: timeout expired\n")
                .map(\.reason)
                == [
                    "no answer within the connect timeout (connect_timeout in the URL or PGCONNECT_TIMEOUT; 10 s unless set)"
                ])
        let certificate = """
            connection to server at "127.0.0.1", port 55432 failed: root certificate file "/nonexistent/.postgresql/root.crt" does not exist
            Either provide the file or change sslmode to disable server certificate verification.

            """
        #expect(
            PostgresFailure.attempts(in: certificate).map(\.reason) == [
                "root certificate file \"/nonexistent/.postgresql/root.crt\" does not exist"
            ])
    }
}
