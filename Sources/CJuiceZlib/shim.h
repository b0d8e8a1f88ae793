#ifndef JUICE_REPORT_CJUICEZLIB_SHIM_H
#define JUICE_REPORT_CJUICEZLIB_SHIM_H

#include <zlib.h>

#endif
