/* SQLite's functions that JuiceDatabase and the tests call, each forwarding to libsqlite3 opened
 * on first use (LazyLibraries.h says why). A function added to the Swift code's calls needs its
 * line here, or the link fails. */
#include "LazyLibraries.h"
#include "LazyLibrary.h"

#include <sqlite3.h>

JR_LAZY_LIBRARY(libsqlite3, jr_libsqlite3_load, jr_libsqlite3_load_error,
    JR_LIBRARY_NAMES("libsqlite3.so.0", "libsqlite3.0.dylib"))

typedef void (*jr_sqlite_function)(sqlite3_context *, int, sqlite3_value **);

JR_FORWARD(libsqlite3, int, sqlite3_open, (const char *name, sqlite3 **db), (name, db))
JR_FORWARD(libsqlite3, int, sqlite3_open_v2, (const char *name, sqlite3 **db, int flags, const char *vfs),
    (name, db, flags, vfs))
JR_FORWARD(libsqlite3, int, sqlite3_close, (sqlite3 * db), (db))
JR_FORWARD(libsqlite3, int, sqlite3_close_v2, (sqlite3 * db), (db))
JR_FORWARD(libsqlite3, int, sqlite3_busy_timeout, (sqlite3 * db, int ms), (db, ms))
JR_FORWARD(libsqlite3, const char *, sqlite3_errmsg, (sqlite3 * db), (db))
JR_FORWARD(libsqlite3, const char *, sqlite3_errstr, (int code), (code))
JR_FORWARD(libsqlite3, int, sqlite3_exec,
    (sqlite3 * db, const char *sql, int (*callback)(void *, int, char **, char **), void *argument, char **error),
    (db, sql, callback, argument, error))
JR_FORWARD(libsqlite3, void, sqlite3_free, (void *pointer), (pointer))
JR_FORWARD(libsqlite3, int, sqlite3_prepare_v2,
    (sqlite3 * db, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail),
    (db, sql, bytes, statement, tail))
JR_FORWARD(libsqlite3, int, sqlite3_step, (sqlite3_stmt * statement), (statement))
JR_FORWARD(libsqlite3, int, sqlite3_reset, (sqlite3_stmt * statement), (statement))
JR_FORWARD(libsqlite3, int, sqlite3_finalize, (sqlite3_stmt * statement), (statement))
JR_FORWARD(libsqlite3, int, sqlite3_bind_double, (sqlite3_stmt * statement, int index, double value),
    (statement, index, value))
JR_FORWARD(libsqlite3, int, sqlite3_bind_int64, (sqlite3_stmt * statement, int index, sqlite3_int64 value),
    (statement, index, value))
JR_FORWARD(libsqlite3, int, sqlite3_bind_null, (sqlite3_stmt * statement, int index), (statement, index))
JR_FORWARD(libsqlite3, int, sqlite3_bind_text,
    (sqlite3_stmt * statement, int index, const char *text, int bytes, void (*destructor)(void *)),
    (statement, index, text, bytes, destructor))
JR_FORWARD(libsqlite3, int, sqlite3_column_count, (sqlite3_stmt * statement), (statement))
JR_FORWARD(libsqlite3, const char *, sqlite3_column_name, (sqlite3_stmt * statement, int column), (statement, column))
JR_FORWARD(libsqlite3, int, sqlite3_column_type, (sqlite3_stmt * statement, int column), (statement, column))
JR_FORWARD(libsqlite3, int, sqlite3_column_bytes, (sqlite3_stmt * statement, int column), (statement, column))
JR_FORWARD(libsqlite3, double, sqlite3_column_double, (sqlite3_stmt * statement, int column), (statement, column))
JR_FORWARD(libsqlite3, sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt * statement, int column),
    (statement, column))
JR_FORWARD(libsqlite3, const unsigned char *, sqlite3_column_text, (sqlite3_stmt * statement, int column),
    (statement, column))
JR_FORWARD(libsqlite3, void, sqlite3_progress_handler,
    (sqlite3 * db, int steps, int (*handler)(void *), void *argument), (db, steps, handler, argument))
JR_FORWARD(libsqlite3, int, sqlite3_create_function_v2,
    (sqlite3 * db, const char *name, int arguments, int encoding, void *application, jr_sqlite_function function,
        jr_sqlite_function step, void (*final)(sqlite3_context *), void (*destroy)(void *)),
    (db, name, arguments, encoding, application, function, step, final, destroy))
JR_FORWARD(libsqlite3, void *, sqlite3_user_data, (sqlite3_context * context), (context))
JR_FORWARD(libsqlite3, void, sqlite3_result_double, (sqlite3_context * context, double value), (context, value))
JR_FORWARD(libsqlite3, void, sqlite3_result_int64, (sqlite3_context * context, sqlite3_int64 value), (context, value))
JR_FORWARD(libsqlite3, void, sqlite3_result_null, (sqlite3_context * context), (context))
JR_FORWARD(libsqlite3, int, sqlite3_value_type, (sqlite3_value * value), (value))
JR_FORWARD(libsqlite3, int, sqlite3_value_bytes, (sqlite3_value * value), (value))
JR_FORWARD(libsqlite3, int, sqlite3_value_int, (sqlite3_value * value), (value))
JR_FORWARD(libsqlite3, sqlite3_int64, sqlite3_value_int64, (sqlite3_value * value), (value))
JR_FORWARD(libsqlite3, double, sqlite3_value_double, (sqlite3_value * value), (value))
JR_FORWARD(libsqlite3, const unsigned char *, sqlite3_value_text, (sqlite3_value * value), (value))
