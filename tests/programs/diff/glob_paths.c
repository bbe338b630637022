// glob.h against glibc on a small tree: '*', '?', brackets per component, hidden names only by an explicit '.', directories only for a trailing '/', literal components that must exist, GLOB_MARK, GLOB_NOCHECK, GLOB_NOMATCH, GLOB_NOSORT (same set), GLOB_DOOFFS with GLOB_APPEND, GLOB_NOESCAPE, relative patterns, globfree.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char base[64];

static void touch(const char *rel) {
    char p[128];
    snprintf(p, sizeof p, "%s/%s", base, rel);
    int fd = open(p, O_CREAT | O_WRONLY, 0644);
    assert(fd >= 0);
    close(fd);
}

static void show(const char *rel, int flags) {
    char pat[128];
    if (rel[0] == '/')
        snprintf(pat, sizeof pat, "%s%s", base, rel);
    else
        snprintf(pat, sizeof pat, "%s", rel);
    glob_t g;
    memset(&g, 0, sizeof g);
    int r = glob(pat, flags, NULL, &g);
    printf("%-14s %3d -> %d:", rel, flags, r);
    size_t k = strlen(base);
    for (size_t i = 0; r == 0 && i < g.gl_pathc; i++)
        printf(" %s", strncmp(g.gl_pathv[i], base, k) == 0 ? g.gl_pathv[i] + k : g.gl_pathv[i]);
    printf("\n");
    if (r == 0)
        globfree(&g);
}

static void rm(const char *rel) {
    char p[128];
    snprintf(p, sizeof p, "%s/%s", base, rel);
    remove(p);
}

int main(void) {
    snprintf(base, sizeof base, "/tmp/glob_%d", (int)getpid());
    assert(mkdir(base, 0755) == 0);
    char d[128];
    snprintf(d, sizeof d, "%s/sub", base);
    mkdir(d, 0755);
    snprintf(d, sizeof d, "%s/sub2", base);
    mkdir(d, 0755);
    touch("a.c");
    touch("b.c");
    touch("ab.h");
    touch(".hidden.c");
    touch("sub/x.c");
    touch("sub/y.h");
    touch("sub2/z.c");
    touch("star*");

    show("/*.c", 0);
    show("/?.c", 0);
    show("/[a-b]*", 0);
    show("/.*.c", 0);
    show("/*/*.c", 0);
    show("/s*/", 0);
    show("/*", GLOB_MARK);
    show("/*/x.c", 0);
    show("/sub/x.c", 0);
    show("/sub/none.c", 0);
    show("/none*", 0);
    show("/none*", GLOB_NOCHECK);
    show("/star\\*", 0);
    show("/star\\*", GLOB_NOESCAPE);

    glob_t g;
    memset(&g, 0, sizeof g);
    char pat[128];
    snprintf(pat, sizeof pat, "%s/*.h", base);
    g.gl_offs = 2;
    assert(glob(pat, GLOB_DOOFFS, NULL, &g) == 0);
    snprintf(pat, sizeof pat, "%s/sub/*.h", base);
    assert(glob(pat, GLOB_DOOFFS | GLOB_APPEND, NULL, &g) == 0);
    printf("dooffs+append: %zu, slots %d %d, last %s, end %d\n", g.gl_pathc, g.gl_pathv[0] == NULL, g.gl_pathv[1] == NULL,
           strrchr(g.gl_pathv[2 + g.gl_pathc - 1], '/') + 1, g.gl_pathv[2 + g.gl_pathc] == NULL);
    globfree(&g);

    memset(&g, 0, sizeof g);
    snprintf(pat, sizeof pat, "%s/*", base);
    assert(glob(pat, GLOB_NOSORT, NULL, &g) == 0);
    printf("nosort count %zu\n", g.gl_pathc);
    globfree(&g);

    assert(chdir(base) == 0);
    show("*.c", 0);
    show("sub/*", 0);
    assert(chdir("/") == 0);

    const char *files[] = {"a.c", "b.c", "ab.h", ".hidden.c", "sub/x.c", "sub/y.h", "sub2/z.c", "star*", "sub", "sub2", ""};
    for (int i = 0; i < 11; i++)
        rm(files[i]);
    return 0;
}
