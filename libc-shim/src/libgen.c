/* libgen.c -- POSIX basename and dirname: they strip trailing slashes in
 * place and return a pointer into the argument, or a static "." or "/".
 * Also string.h's GNU basename, which changes nothing. */
#include <libgen.h>
#include <string.h>
#undef basename

/* The symbol basename is the GNU one, as glibc's. */
char *basename(const char *path) {
    const char *slash = strrchr(path, '/');
    return (char *)(slash ? slash + 1 : path);
}

char *__xpg_basename(char *path) {
    static char dot[] = ".";
    if (!path || !*path)
        return dot;
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/')
        path[--n] = 0;
    if (n == 1 && path[0] == '/')
        return path;
    char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

char *dirname(char *path) {
    static char dot[] = ".", root[] = "/";
    if (!path || !*path)
        return dot;
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/')
        n--; /* trailing slashes */
    while (n > 0 && path[n - 1] != '/')
        n--; /* the last component */
    if (n == 0)
        return dot;
    size_t k = n;
    while (n > 1 && path[n - 1] == '/')
        n--; /* the slashes before it */
    if (n == 1 && path[0] == '/') {
        /* only slashes remain: "/", but exactly two stay "//" (glibc) */
        if (k == 2) {
            path[2] = 0;
            return path;
        }
        return root;
    }
    path[n] = 0;
    return path;
}
