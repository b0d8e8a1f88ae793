#ifndef JUICE_REPORT_CLIBPNG_SHIM_H
#define JUICE_REPORT_CLIBPNG_SHIM_H

#include <png.h>

#endif
