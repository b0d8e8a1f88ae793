#ifndef JUICE_REPORT_LAZY_LIBRARY_H
#define JUICE_REPORT_LAZY_LIBRARY_H

#include <pthread.h>

/* A shared library opened on first use: the names tried in order (a soname per platform), and,
 * once tried, its handle or why it could not be opened. */
typedef struct {
    const char *const *names;
    pthread_mutex_t lock;
    int tried;
    void *handle;
    char error[512];
} jr_lazy_library;

/* The names a library goes by: its Linux soname, and on macOS its dylib first. */
#ifdef __APPLE__
#define JR_LIBRARY_NAMES(linux, apple) apple, linux
#else
#define JR_LIBRARY_NAMES(linux, apple) linux
#endif

/* `static jr_lazy_library variable` under `names`, with the two functions LazyLibraries.h
 * declares for it: `load_name` (1 when open) and `error_name` (why it is not). */
#define JR_LAZY_LIBRARY(variable, load_name, error_name, names)                 \
    static jr_lazy_library variable = {                                         \
        (const char *const[]){names, 0}, PTHREAD_MUTEX_INITIALIZER, 0, 0, {0}}; \
    int load_name(void) { return jr_lazy_open(&variable); }                     \
    const char *error_name(void) { return variable.error; }

/* Opens the library the first time (later calls return what the first found): 1 when open. */
int jr_lazy_open(jr_lazy_library *library);

/* The address of the library's function `name`, looked up once and kept in `*cache`; stops the
 * program with a message when the library cannot be opened or lacks the function. */
void *jr_lazy_symbol(jr_lazy_library *library, const char *name, void **cache);

/* A definition of `name` that calls the library's own (the header's declaration gives the types). */
#define JR_FORWARD(library, result, name, parameters, arguments)                         \
    result name parameters {                                                             \
        static void *entry;                                                              \
        return ((result(*) parameters)jr_lazy_symbol(&library, #name, &entry))arguments; \
    }

#endif
