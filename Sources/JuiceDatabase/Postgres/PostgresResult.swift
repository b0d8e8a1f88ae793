import CLibPQ

/// A libpq result, owned: cleared in `deinit`.
final class PostgresResult {
    let handle: OpaquePointer

    init(_ handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        PQclear(handle)
    }

    var succeeded: Bool {
        let status = PQresultStatus(handle)
        return status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK
    }

    /// The server's SQLSTATE, nil for a failure libpq found itself (a lost connection).
    var sqlState: String? { field("C") }

    var primaryMessage: String? { field("M") }

    var columnCount: Int { Int(PQnfields(handle)) }
    var rowCount: Int { Int(PQntuples(handle)) }

    func columnName(_ column: Int) -> String { String(cString: PQfname(handle, Int32(column))) }
    func columnType(_ column: Int) -> UInt32 { PQftype(handle, Int32(column)) }

    /// A cell as text (the text result format), nil for NULL.
    func text(row: Int, column: Int) -> String? {
        guard PQgetisnull(handle, Int32(row), Int32(column)) == 0 else { return nil }
        return String(cString: PQgetvalue(handle, Int32(row), Int32(column)))
    }

    /// An error field by its protocol code (`PG_DIAG_SQLSTATE` is 'C', `PG_DIAG_MESSAGE_PRIMARY` 'M';
    /// the macros are character constants Swift does not import).
    private func field(_ code: Unicode.Scalar) -> String? {
        PQresultErrorField(handle, Int32(code.value)).map { String(cString: $0) }
    }
}
