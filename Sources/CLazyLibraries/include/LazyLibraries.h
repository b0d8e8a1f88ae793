#ifndef JUICE_REPORT_LAZY_LIBRARIES_H
#define JUICE_REPORT_LAZY_LIBRARIES_H

/* libpq, libcurl and SQLite, opened the first time a database URL or a mail asks for them rather
 * than when the program starts: a chart from a file then loads none of them (nor the 26
 * libraries libpq and libcurl bring: Kerberos, LDAP, GnuTLS, nghttp2…), which was most of what
 * made its start-up slower than a C program's (issue 40). The functions the Swift code calls keep
 * their names; their definitions here forward to the library's own (LazyPQ.c, LazyCurl.c,
 * LazySQLite.c).
 *
 * Each load returns 1 once the library is open, 0 when it cannot be (then the error says why, in
 * the dynamic loader's words). Call it before any other function of the library: those stop the
 * program with a message when their library cannot be opened. */

int jr_libpq_load(void);
const char *jr_libpq_load_error(void);

int jr_libcurl_load(void);
const char *jr_libcurl_load_error(void);

int jr_libsqlite3_load(void);
const char *jr_libsqlite3_load_error(void);

#endif
