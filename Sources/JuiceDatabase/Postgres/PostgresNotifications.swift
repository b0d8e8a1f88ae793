import CLibPQ
import Foundation

/// `LISTEN channel` on a connection of its own; each look reads what the server sent without
/// waiting (`PQconsumeInput`, then `PQnotifies`), and a waiter may sleep on its socket
/// (`readableOnChange`) to look the moment something comes. A notification arrives only once the
/// inserting transaction commits, so the totals read after it include the order.
final class PostgresNotifications: DatabaseChangeSignal {
    private let connection: PostgresConnection
    private let displayName: String

    init(settings: PostgresSettings, channel: String) throws(DatabaseError) {
        connection = try PostgresConnection(settings: settings)
        displayName = PostgresConnection.displayName(of: connection.handle) ?? settings.displayName
        guard let identifier = try? SQLIdentifier(channel) else {
            throw .badRequest(database: displayName, problem: "--notify-channel cannot hold a NUL character")
        }
        let listen = PostgresStatements.listen(to: identifier).sql
        let result = PQexec(connection.handle, listen)
        defer { PQclear(result) }
        guard PQresultStatus(result) == PGRES_COMMAND_OK else {
            let message = String(cString: PQerrorMessage(connection.handle))
            throw .refused(database: displayName, problem: "\(listen) failed: \(message)")
        }
    }

    /// The connection's socket: readable when the server sent something (a notification).
    var readableOnChange: Int32? {
        let socket = PQsocket(connection.handle)
        return socket >= 0 ? socket : nil
    }

    func hasChanged() throws(DatabaseError) -> Bool {
        guard PQconsumeInput(connection.handle) == 1, PQstatus(connection.handle) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(connection.handle)).trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw .unreachable(database: displayName, problem: message.isEmpty ? "the connection was lost" : message)
        }
        var notified = false
        while let notification = PQnotifies(connection.handle) {
            notified = true
            PQfreemem(notification)
        }
        return notified
    }
}
