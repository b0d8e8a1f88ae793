#ifndef JUICE_REPORT_CSQLITE_SHIM_H
#define JUICE_REPORT_CSQLITE_SHIM_H

/* SQLite's declarations only: the program does not link libsqlite3 but opens it when a SQLite
 * URL asks for it (CLazyLibraries). */
#include <sqlite3.h>

#endif
