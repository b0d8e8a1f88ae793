// The reference for bench/startup.sh: what `juice-report samples/sales.json -o pie.png` does, as a
// small C program does it with Cairo and Pango, so the Swift process's whole time can be compared
// with the least a process drawing this chart needs.
//
// It reads the orders file, counts the units of each juice (orders cancelled or refunded left
// out, an item without a quantity counting one), merges the spellings the standard menu merges
// (JuiceCore's Menu+Standard.swift: the id, the Korean name, its aliases, the English name in any
// case, trimmed), names each juice by its most used Hangul spelling as the tool does for this
// sample, and draws the same 800 × 600 chart: a title, the slices largest first clockwise from
// 3 o'clock in the menu's colours, white separators, a bold name and share inside each slice at
// two thirds of the radius, in the tool's font families (PieRender's ChartStyle), unhinted.
//
// Differences a small program allows itself: the JSON is scanned, not parsed (it expects the
// sample's shape: one order per line, items inline); labels are placed once, not fitted (the
// tool measures each label several ways before choosing); the PNG is encoded by Cairo's own
// writer (zlib level 6 and a filter search per row), where the tool uses libpng's simplified
// writer with PNG_IMAGE_FLAG_FAST (PieRender's PNGEncoder). The file is written as the tool
// writes it (JuiceIngest's AtomicFileWriter): to a temporary file beside it, flushed to disk
// with fsync, renamed over it.
//
// Prints each juice's name and units, a line each, largest first, for bench/startup.sh to check
// against the tool's `--summary json`.
//
//     cc bench/startup/pie.c $(pkg-config --cflags --libs pangocairo) -lm -O2 -o pie
//     ./pie samples/sales.json pie.png
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#define FONT_FAMILIES "Noto Sans CJK KR, Noto Sans CJK JP, Noto Sans, DejaVu Sans, sans-serif"
#define WIDTH 800
#define HEIGHT 600
#define MAX_SPELLINGS 8

struct juice {
    const char *spellings[MAX_SPELLINGS];  // the first is the id; ASCII ones match in any case
    unsigned color;
    long units;
    long spellingUnits[MAX_SPELLINGS];
};

static struct juice menu[] = {
    {.spellings = {"strawberry", "딸기쥬스", "Strawberry"}, .color = 0xD62839},
    {.spellings = {"banana", "바나나쥬스", "Banana"}, .color = 0xF7D64A},
    {.spellings = {"pineapple", "파인애플쥬스", "Pineapple"}, .color = 0xC98B0B},
    {.spellings = {"kiwi", "키위쥬스", "Kiwi"}, .color = 0x5C9E31},
    {.spellings = {"mango", "망고쥬스", "Mango"}, .color = 0xF58A1F},
    {.spellings = {"strawberryBanana", "딸바쥬스", "딸기바나나쥬스", "Strawberry Banana"}, .color = 0xF28BA8},
    {.spellings = {"mangoKiwi", "망고키위쥬스", "망키쥬스", "Mango Kiwi"}, .color = 0xA8C545},
};
enum { JUICES = sizeof menu / sizeof menu[0] };

static void fail(const char *what) {
    fprintf(stderr, "pie: %s\n", what);
    exit(1);
}

// Adds `units` to the juice spelled `name` (length `length`, surrounding spaces ignored).
static void count(const char *name, size_t length, long units) {
    while (length > 0 && *name == ' ') { name++; length--; }
    while (length > 0 && name[length - 1] == ' ') length--;
    for (int j = 0; j < JUICES; j++) {
        for (int s = 0; s < MAX_SPELLINGS && menu[j].spellings[s]; s++) {
            const char *spelling = menu[j].spellings[s];
            if (strlen(spelling) == length && strncasecmp(spelling, name, length) == 0) {
                menu[j].units += units;
                menu[j].spellingUnits[s] += units;
                return;
            }
        }
    }
    fail("a juice the menu does not know");
}

// The string value after `"key": ` in [from, to), or NULL; its length in *length.
static const char *field(const char *from, const char *to, const char *key, size_t *length) {
    char quoted[32];
    snprintf(quoted, sizeof quoted, "\"%s\": ", key);
    const char *found = strstr(from, quoted);
    if (!found || found >= to) return NULL;
    found += strlen(quoted);
    if (*found == '"') {
        const char *end = strchr(found + 1, '"');
        *length = (size_t)(end - found - 1);
        return found + 1;
    }
    *length = strspn(found, "0123456789");
    return found;
}

// Counts one order's line; keeps the first and last day seen (YYYY-MM-DD in the order's offset).
static void readOrder(const char *line, const char *end, char firstDay[11], char lastDay[11]) {
    size_t length;
    const char *status = field(line, end, "status", &length);
    if (status && (strncmp(status, "cancelled", length) == 0 || strncmp(status, "refunded", length) == 0)) return;
    const char *at = field(line, end, "orderedAt", &length);
    if (at) {
        if (!firstDay[0] || strncmp(at, firstDay, 10) < 0) memcpy(firstDay, at, 10);
        if (!lastDay[0] || strncmp(at, lastDay, 10) > 0) memcpy(lastDay, at, 10);
    }
    // Each item (or the order itself) is the text from one "juice" to the next.
    const char *item = strstr(line, "\"juice\": ");
    while (item && item < end) {
        const char *next = strstr(item + 1, "\"juice\": ");
        const char *itemEnd = next && next < end ? next : end;
        const char *closing = memchr(item, '}', (size_t)(itemEnd - item));
        if (closing) itemEnd = closing;
        size_t nameLength, quantityLength;
        const char *name = field(item, itemEnd, "juice", &nameLength);
        const char *quantity = field(item, itemEnd, "quantity", &quantityLength);
        count(name, nameLength, quantity ? strtol(quantity, NULL, 10) : 1);
        item = next;
    }
}

static char *readFile(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) fail("cannot open the input");
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    char *bytes = malloc((size_t)size + 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) fail("cannot read the input");
    bytes[size] = 0;
    fclose(file);
    return bytes;
}

static double linear(unsigned channel) {
    double value = channel / 255.0;
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4);
}

// Black or white, whichever contrasts more with `color` (WCAG contrast, as RGBColor does).
static unsigned readable(unsigned color) {
    double l = 0.2126 * linear(color >> 16 & 0xFF) + 0.7152 * linear(color >> 8 & 0xFF) + 0.0722 * linear(color & 0xFF);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? 0x000000 : 0xFFFFFF;
}

static void setColor(cairo_t *cr, unsigned color) {
    cairo_set_source_rgb(cr, (color >> 16 & 0xFF) / 255.0, (color >> 8 & 0xFF) / 255.0, (color & 0xFF) / 255.0);
}

// Draws `text` centred on (x, y), bold, at `size` points.
static void drawText(cairo_t *cr, const char *text, double size, double x, double y) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, FONT_FAMILIES);
    pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
    pango_layout_set_text(layout, text, -1);
    if (pango_layout_get_unknown_glyphs_count(layout) > 0) fail("no font draws the text");
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    // Extents come in Pango units.
    double width = (double)logical.width / PANGO_SCALE, height = (double)logical.height / PANGO_SCALE;
    cairo_move_to(cr, x - width / 2 - (double)logical.x / PANGO_SCALE, y - height / 2 - (double)logical.y / PANGO_SCALE);
    pango_cairo_show_layout(cr, layout);
    pango_font_description_free(font);
    g_object_unref(layout);
}

static cairo_status_t writeBytes(void *descriptor, const unsigned char *bytes, unsigned int length) {
    while (length > 0) {
        ssize_t written = write(*(int *)descriptor, bytes, length);
        if (written <= 0) return CAIRO_STATUS_WRITE_ERROR;
        bytes += written;
        length -= (unsigned int)written;
    }
    return CAIRO_STATUS_SUCCESS;
}

// Writes the PNG to `path` the way AtomicFileWriter does: a temporary file beside it, fsync, rename.
static void writePNG(cairo_surface_t *surface, const char *path) {
    const char *slash = strrchr(path, '/');
    int directoryLength = slash ? (int)(slash - path) : 1;
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%.*s/.%s.tmp-XXXXXX", directoryLength, slash ? path : ".", slash ? slash + 1 : path);
    int descriptor = mkstemp(temporary);
    if (descriptor < 0) fail("cannot create the output");
    mode_t mask = umask(0);
    umask(mask);
    cairo_status_t written = cairo_surface_write_to_png_stream(surface, writeBytes, &descriptor);
    if (written != CAIRO_STATUS_SUCCESS || fchmod(descriptor, 0666 & ~mask) != 0 || fsync(descriptor) != 0 ||
        close(descriptor) != 0 || rename(temporary, path) != 0) {
        unlink(temporary);
        fail("cannot write the output");
    }
}

static int byUnits(const void *a, const void *b) {
    const struct juice *x = a, *y = b;
    return (y->units > x->units) - (y->units < x->units);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: pie ORDERS.json OUT.png\n");
        return 64;
    }
    char *bytes = readFile(argv[1]);
    char firstDay[11] = "", lastDay[11] = "";
    for (char *line = bytes; *line;) {
        char *end = strchr(line, '\n');
        if (!end) end = line + strlen(line);
        char saved = *end;
        *end = 0;
        if (strstr(line, "\"orderedAt\"")) readOrder(line, end, firstDay, lastDay);
        *end = saved;
        line = saved ? end + 1 : end;
    }
    free(bytes);
    qsort(menu, JUICES, sizeof menu[0], byUnits);
    long total = 0;
    for (int j = 0; j < JUICES; j++) total += menu[j].units;
    if (total == 0) fail("no units sold");

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    setColor(cr, 0xFFFFFF);
    cairo_paint(cr);

    char title[160];
    snprintf(title, sizeof title, "주스별 판매 수량 ⋅ %d년 %d월 %d일–%d일 ⋅ %ld개", atoi(firstDay), atoi(firstDay + 5),
             atoi(firstDay + 8), atoi(lastDay + 8), total);
    setColor(cr, 0x1F2328);
    drawText(cr, title, 20, WIDTH / 2.0, 32);

    const double cx = WIDTH / 2.0, cy = 320, radius = 258;
    double angle = 0;
    for (int j = 0; j < JUICES; j++) {
        double sweep = 2 * M_PI * menu[j].units / total;
        cairo_move_to(cr, cx, cy);
        cairo_arc(cr, cx, cy, radius, angle, angle + sweep);
        cairo_close_path(cr);
        setColor(cr, menu[j].color);
        cairo_fill(cr);
        angle += sweep;
    }
    setColor(cr, 0xFFFFFF);
    cairo_set_line_width(cr, 2);
    for (int j = 0; j < JUICES; j++) {
        angle = 0;
        for (int k = 0; k < j; k++) angle += 2 * M_PI * menu[k].units / total;
        cairo_move_to(cr, cx, cy);
        cairo_line_to(cr, cx + radius * cos(angle), cy + radius * sin(angle));
        cairo_stroke(cr);
    }
    angle = 0;
    for (int j = 0; j < JUICES; j++) {
        double sweep = 2 * M_PI * menu[j].units / total;
        // The Hangul spelling used most (index 0 is the ASCII id, the English name comes last).
        int named = 1;
        for (int s = 2; s < MAX_SPELLINGS && menu[j].spellings[s]; s++) {
            if ((unsigned char)menu[j].spellings[s][0] >= 0x80 && menu[j].spellingUnits[s] > menu[j].spellingUnits[named]) named = s;
        }
        printf("%s\t%ld\n", menu[j].spellings[named], menu[j].units);
        char label[96];
        snprintf(label, sizeof label, "%s\n%.0f%%", menu[j].spellings[named], 100.0 * menu[j].units / total);
        double middle = angle + sweep / 2;
        setColor(cr, readable(menu[j].color));
        drawText(cr, label, 13.6, cx + radius * 2 / 3 * cos(middle), cy + radius * 2 / 3 * sin(middle));
        angle += sweep;
    }

    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) fail(cairo_status_to_string(cairo_status(cr)));
    writePNG(surface, argv[2]);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
