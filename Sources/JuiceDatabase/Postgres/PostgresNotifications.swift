import CLibPQ
import Foundation

/// `LISTEN channel` on a connection of its own to each server (the input's, and the shards a
/// front reads through postgres_fdw, whose triggers run where the rows are written); each look
/// reads what every server sent without waiting (`PQconsumeInput`, then `PQnotifies`), and a
/// waiter may sleep on their sockets (`readableOnChange`) to look the moment something comes. A
/// notification arrives only once the inserting transaction commits, so the totals read after
/// it include the order.
final class PostgresNotifications: DatabaseChangeSignal {
    private let listeners: [(connection: PostgresConnection, displayName: String)]

    init(servers: [PostgresSettings], channel: String) throws(DatabaseError) {
        var listeners: [(connection: PostgresConnection, displayName: String)] = []
        for settings in servers {
            let connection = try PostgresConnection(settings: settings)
            let displayName = PostgresConnection.displayName(of: connection.handle) ?? settings.displayName
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
            listeners.append((connection, displayName))
        }
        self.listeners = listeners
    }

    /// The connections' sockets: each readable when its server sent something (a notification).
    var readableOnChange: [Int32] {
        listeners.compactMap { listener in
            let socket = PQsocket(listener.connection.handle)
            return socket >= 0 ? socket : nil
        }
    }

    /// Whether any server notified since the last look; every connection is read, so none keeps
    /// a notification for the next look.
    func hasChanged() throws(DatabaseError) -> Bool {
        var notified = false
        for (connection, displayName) in listeners {
            guard PQconsumeInput(connection.handle) == 1, PQstatus(connection.handle) == CONNECTION_OK else {
                let message = String(cString: PQerrorMessage(connection.handle)).trimmingCharacters(
                    in: .whitespacesAndNewlines)
                throw .unreachable(
                    database: displayName, problem: message.isEmpty ? "the connection was lost" : message)
            }
            while let notification = PQnotifies(connection.handle) {
                notified = true
                PQfreemem(notification)
            }
        }
        return notified
    }
}
