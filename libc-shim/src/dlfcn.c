/* dlfcn.c -- dynamic loading, which divm does not do: the program is one
 * module linked before it runs. Every call fails, as for a library that
 * is not there, and dlerror says that divm is the reason, so that a
 * program's own error message shows it. */
#include <dlfcn.h>
#include <stdio.h>

static char message[256];
static int pending; /* dlerror reports an error once */

static void fail(const char *what, const char *name) {
    snprintf(message, sizeof message, "%s%s%s: divm does not support dynamic loading", name ? name : "", name ? ": " : "", what);
    pending = 1;
}

void *dlopen(const char *file, int mode) {
    (void)mode;
    fail("dlopen", file);
    return NULL;
}

void *dlsym(void *restrict handle, const char *restrict name) {
    (void)handle;
    fail("dlsym", name);
    return NULL;
}

/* No handle was ever returned, so none is valid. */
int dlclose(void *handle) {
    (void)handle;
    fail("dlclose", "invalid handle");
    return -1;
}

char *dlerror(void) {
    if (!pending)
        return NULL;
    pending = 0;
    return message;
}

/* No address belongs to a shared object: 0, as glibc for such one. */
int dladdr(const void *addr, Dl_info *info) {
    (void)addr;
    (void)info;
    return 0;
}
