/* env.c -- the process environment (from divm.env entries at boot). */
#include "dios.h"
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

char **environ;

/* Length of the name part if `entry` is "name=...", else 0. */
static size_t matches(const char *entry, const char *name) {
    size_t i = 0;
    while (name[i] && entry[i] == name[i])
        i++;
    return (name[i] == 0 && entry[i] == '=') ? i : 0;
}

static int valid_name(const char *name) {
    if (!name || !*name)
        return 0;
    for (const char *p = name; *p; p++)
        if (*p == '=')
            return 0;
    return 1;
}

char *getenv(const char *name) {
    if (!environ || !name || !*name)
        return NULL;
    for (char **e = environ; *e; e++) {
        size_t n = matches(*e, name);
        if (n)
            return *e + n + 1;
    }
    return NULL;
}

static unsigned count(void) {
    unsigned n = 0;
    while (environ && environ[n])
        n++;
    return n;
}

/* Replace the entry for the name of `entry` or append it. */
static int put(char *entry, size_t namelen) {
    unsigned n = count();
    for (unsigned i = 0; i < n; i++) {
        size_t j = 0;
        while (j < namelen && environ[i][j] == entry[j])
            j++;
        if (j == namelen && environ[i][j] == '=') {
            environ[i] = entry;
            return 0;
        }
    }
    char **ne = __dios_alloc((n + 2) * sizeof(char *));
    for (unsigned i = 0; i < n; i++)
        ne[i] = environ[i];
    ne[n] = entry;
    environ = ne;
    return 0;
}

int setenv(const char *name, const char *value, int overwrite) {
    if (!valid_name(name)) {
        errno = EINVAL;
        return -1;
    }
    if (!overwrite && getenv(name))
        return 0;
    size_t nl = __dios_strlen(name), vl = __dios_strlen(value);
    char *entry = __vm_obj_make(nl + vl + 2, _VM_OK_SYSTEM);
    __builtin_memcpy(entry, name, nl);
    entry[nl] = '=';
    __builtin_memcpy(entry + nl + 1, value, vl + 1);
    return put(entry, nl);
}

int putenv(char *string) {
    size_t nl = 0;
    while (string[nl] && string[nl] != '=')
        nl++;
    if (string[nl] != '=')
        return unsetenv(string);
    return put(string, nl);
}

int unsetenv(const char *name) {
    if (!valid_name(name)) {
        errno = EINVAL;
        return -1;
    }
    unsigned n = count(), j = 0;
    for (unsigned i = 0; i < n; i++)
        if (!matches(environ[i], name))
            environ[j++] = environ[i];
    for (; j < n; j++)
        environ[j] = NULL;
    return 0;
}

/* GNU: like getenv (there are no set-user-ID programs here). */
char *secure_getenv(const char *name) { return getenv(name); }

int clearenv(void) {
    environ = NULL;
    return 0;
}
