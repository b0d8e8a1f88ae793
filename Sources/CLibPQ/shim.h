#ifndef JUICE_REPORT_CLIBPQ_SHIM_H
#define JUICE_REPORT_CLIBPQ_SHIM_H

#include <libpq-fe.h>

#endif
