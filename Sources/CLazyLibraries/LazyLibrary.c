#include "LazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int jr_lazy_open(jr_lazy_library *library) {
    pthread_mutex_lock(&library->lock);
    if (!library->tried) {
        library->tried = 1;
        for (const char *const *name = library->names; *name && !library->handle; name++) {
            library->handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
            if (!library->handle) {
                const char *reason = dlerror();
                snprintf(library->error, sizeof library->error, "%s", reason ? reason : *name);
            }
        }
    }
    int open = library->handle != 0;
    pthread_mutex_unlock(&library->lock);
    return open;
}

void *jr_lazy_symbol(jr_lazy_library *library, const char *name, void **cache) {
    void *entry = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (entry) return entry;
    if (!jr_lazy_open(library)) {
        fprintf(stderr, "juice-report: %s is needed but cannot be loaded: %s\n", name, library->error);
        abort();
    }
    entry = dlsym(library->handle, name);
    if (!entry) {
        fprintf(stderr, "juice-report: %s lacks %s\n", library->names[0], name);
        abort();
    }
    __atomic_store_n(cache, entry, __ATOMIC_RELEASE);
    return entry;
}
