#ifndef JUICE_REPORT_CLIBPQ_SHIM_H
#define JUICE_REPORT_CLIBPQ_SHIM_H

/* libpq's declarations only: the program does not link libpq but opens it when a database URL
 * asks for it (CLazyLibraries). Debian's libpq-dev puts the header under postgresql/. */
#include <postgresql/libpq-fe.h>

#endif
