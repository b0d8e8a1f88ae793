#ifndef JUICE_REPORT_CPANGOCAIRO_SHIM_H
#define JUICE_REPORT_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>

#endif
