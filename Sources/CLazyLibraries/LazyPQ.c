/* libpq's functions that JuiceDatabase calls, each forwarding to libpq opened on first use
 * (LazyLibraries.h says why). A function added to the Swift code's calls needs its line here, or
 * the program links libpq itself again (bench/startup.sh counts the libraries a chart loads). */
#include "LazyLibraries.h"
#include "LazyLibrary.h"

#include <postgresql/libpq-fe.h>

JR_LAZY_LIBRARY(libpq, jr_libpq_load, jr_libpq_load_error, JR_LIBRARY_NAMES("libpq.so.5", "libpq.5.dylib"))

JR_FORWARD(libpq, PGconn *, PQconnectdbParams,
    (const char *const *keywords, const char *const *values, int expand), (keywords, values, expand))
JR_FORWARD(libpq, PQconninfoOption *, PQconninfoParse, (const char *info, char **error), (info, error))
JR_FORWARD(libpq, void, PQconninfoFree, (PQconninfoOption *options), (options))
JR_FORWARD(libpq, void, PQfinish, (PGconn *conn), (conn))
JR_FORWARD(libpq, ConnStatusType, PQstatus, (const PGconn *conn), (conn))
JR_FORWARD(libpq, PGTransactionStatusType, PQtransactionStatus, (const PGconn *conn), (conn))
JR_FORWARD(libpq, int, PQconnectionNeedsPassword, (const PGconn *conn), (conn))
JR_FORWARD(libpq, char *, PQerrorMessage, (const PGconn *conn), (conn))
JR_FORWARD(libpq, char *, PQdb, (const PGconn *conn), (conn))
JR_FORWARD(libpq, char *, PQuser, (const PGconn *conn), (conn))
JR_FORWARD(libpq, char *, PQhost, (const PGconn *conn), (conn))
JR_FORWARD(libpq, char *, PQport, (const PGconn *conn), (conn))
JR_FORWARD(libpq, int, PQsocket, (const PGconn *conn), (conn))
JR_FORWARD(libpq, int, PQconsumeInput, (PGconn *conn), (conn))
JR_FORWARD(libpq, PGnotify *, PQnotifies, (PGconn *conn), (conn))
JR_FORWARD(libpq, PGresult *, PQexec, (PGconn *conn, const char *query), (conn, query))
JR_FORWARD(libpq, PGresult *, PQexecParams,
    (PGconn *conn, const char *command, int count, const Oid *types, const char *const *values,
        const int *lengths, const int *formats, int resultFormat),
    (conn, command, count, types, values, lengths, formats, resultFormat))
JR_FORWARD(libpq, ExecStatusType, PQresultStatus, (const PGresult *res), (res))
JR_FORWARD(libpq, char *, PQresultErrorField, (const PGresult *res, int code), (res, code))
JR_FORWARD(libpq, int, PQntuples, (const PGresult *res), (res))
JR_FORWARD(libpq, int, PQnfields, (const PGresult *res), (res))
JR_FORWARD(libpq, char *, PQfname, (const PGresult *res, int field), (res, field))
JR_FORWARD(libpq, Oid, PQftype, (const PGresult *res, int field), (res, field))
JR_FORWARD(libpq, int, PQgetisnull, (const PGresult *res, int row, int field), (res, row, field))
JR_FORWARD(libpq, char *, PQgetvalue, (const PGresult *res, int row, int field), (res, row, field))
JR_FORWARD(libpq, void, PQclear, (PGresult *res), (res))
JR_FORWARD(libpq, void, PQfreemem, (void *pointer), (pointer))
