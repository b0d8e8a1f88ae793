#ifndef JUICE_REPORT_CSQLITE_SHIM_H
#define JUICE_REPORT_CSQLITE_SHIM_H

#include <sqlite3.h>

#endif
