// ftw.h against glibc on a tree under /tmp: nftw with and without FTW_PHYS (links as FTW_SL, or followed: FTW_F, FTW_SLN for a dangling one, a link back to the top skipped), FTW_DEPTH (FTW_DP after the entries), FTW_CHDIR (the working directory in each callback, restored at the end), FTW_MOUNT, FTW_ACTIONRETVAL (FTW_SKIP_SUBTREE, FTW_STOP), a callback's non-zero result ending the walk, struct FTW's base and level, ftw's types, a start through a link, with a trailing '/', and a missing one (ENOENT). Lines are sorted: readdir's order is not native's.
// EXPECT: safe
// FLAGS: --leak
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char base[64];
static size_t baselen;
static char lines[64][160];
static int nlines;
static const char *stop_at;
static int action;

static const char *rel(const char *p) { return strncmp(p, base, baselen) == 0 ? p + baselen : p; }

static void add(const char *p, const struct stat *st, int type, struct FTW *f) {
    assert(nlines < 64);
    char cwd[256] = "";
    if (action & 1) {
        char buf[256];
        assert(getcwd(buf, sizeof buf));
        snprintf(cwd, sizeof cwd, " cwd=%s", rel(buf));
    }
    const char *kind = type == FTW_NS ? "?" : S_ISDIR(st->st_mode) ? "dir" : S_ISLNK(st->st_mode) ? "lnk" : "reg";
    if (f)
        snprintf(lines[nlines++], sizeof lines[0], "%-12s type=%d %s level=%d name=%s%s", rel(p), type, kind, f->level,
                 p + f->base, cwd);
    else
        snprintf(lines[nlines++], sizeof lines[0], "%-12s type=%d %s", rel(p), type, kind);
}

static int cb(const char *p, const struct stat *st, int type, struct FTW *f) {
    add(p, st, type, f);
    if (stop_at && strcmp(p + f->base, stop_at) == 0)
        return (action & 2) ? FTW_SKIP_SUBTREE : (action & 4) ? FTW_STOP : 42;
    return 0;
}

static int old_cb(const char *p, const struct stat *st, int type) {
    add(p, st, type, NULL);
    return 0;
}

static int cmp(const void *a, const void *b) { return strcmp(a, b); }

static void show(const char *what, int r) {
    qsort(lines, (size_t)nlines, sizeof lines[0], cmp);
    printf("%s -> %d\n", what, r);
    for (int i = 0; i < nlines; i++)
        printf("  %s\n", lines[i]);
    nlines = 0;
}

static void walk(const char *what, const char *relpath, int flags) {
    char p[128];
    snprintf(p, sizeof p, "%s%s", base, relpath);
    show(what, nftw(p, cb, 8, flags));
}

static void mk(const char *rel, int dir) {
    char p[128];
    snprintf(p, sizeof p, "%s%s", base, rel);
    if (dir)
        assert(mkdir(p, 0755) == 0);
    else {
        int fd = open(p, O_CREAT | O_WRONLY, 0644);
        assert(fd >= 0);
        assert(write(fd, "x", 1) == 1);
        close(fd);
    }
}

static void ln(const char *target, const char *rel) {
    char p[128];
    snprintf(p, sizeof p, "%s%s", base, rel);
    assert(symlink(target, p) == 0);
}

static int rm(const char *p, const struct stat *st, int type, struct FTW *f) {
    (void)st, (void)f;
    return type == FTW_DP ? rmdir(p) : unlink(p);
}

int main(void) {
    snprintf(base, sizeof base, "/tmp/ftw_%d", (int)getpid());
    baselen = strlen(base);
    mk("", 1);
    mk("/d", 1);
    mk("/d/a", 0);
    mk("/d/b", 1);
    mk("/d/b/c", 0);
    mk("/d/b/e", 1);
    mk("/d/b/e/f", 0);
    ln("a", "/d/l");
    ln("nowhere", "/d/bad");
    ln("..", "/d/b/up");
    ln("d/b", "/lb");

    walk("nftw 0", "/d", 0);
    walk("nftw PHYS", "/d", FTW_PHYS);
    walk("nftw DEPTH|PHYS", "/d", FTW_DEPTH | FTW_PHYS);
    walk("nftw MOUNT|PHYS", "/d", FTW_MOUNT | FTW_PHYS);
    walk("nftw on a file", "/d/a", 0);
    walk("nftw through a link", "/lb", 0);
    walk("nftw a link, PHYS", "/lb", FTW_PHYS);
    walk("nftw trailing slash", "/d/b/", FTW_PHYS);
    show("ftw", ftw(strcat(strcpy((char[128]){0}, base), "/d"), old_cb, 8));

    char before[256], after[256];
    assert(getcwd(before, sizeof before));
    action = 1;
    walk("nftw CHDIR|PHYS", "/d", FTW_CHDIR | FTW_PHYS);
    walk("nftw CHDIR|DEPTH|PHYS", "/d", FTW_CHDIR | FTW_DEPTH | FTW_PHYS);
    assert(getcwd(after, sizeof after));
    printf("cwd restored %d\n", strcmp(before, after) == 0);
    assert(chdir(base) == 0);
    nlines = 0;
    printf("relative start -> %d\n", nftw("d/b", cb, 8, FTW_CHDIR | FTW_PHYS));
    for (int i = 0; i < nlines; i++)
        if (strstr(lines[i], "d/b/e/f"))
            printf("  %s\n", lines[i]);
    nlines = 0;
    assert(chdir(before) == 0);
    action = 0;

    /* a non-zero result ends the walk and is nftw's result */
    stop_at = "e";
    int r = nftw(strcat(strcpy((char[128]){0}, base), "/d"), cb, 8, FTW_PHYS);
    printf("stopped at e -> %d, last %s\n", r, rel(lines[nlines - 1]));
    nlines = 0;
    action = 2;
    stop_at = "b";
    walk("ACTIONRETVAL skip b", "/d", FTW_PHYS | FTW_ACTIONRETVAL);
    action = 4;
    stop_at = "e";
    r = nftw(strcat(strcpy((char[128]){0}, base), "/d"), cb, 8, FTW_PHYS | FTW_ACTIONRETVAL);
    printf("ACTIONRETVAL stop at e -> %d, last %s\n", r, rel(lines[nlines - 1]));
    nlines = 0;
    stop_at = NULL;
    action = 0;

    errno = 0;
    walk("missing", "/nothing", 0);
    printf("errno ENOENT %d\n", errno == ENOENT);
    errno = 0;
    printf("empty path %d ENOENT %d\n", nftw("", cb, 8, 0), errno == ENOENT);

    /* remove the tree depth-first */
    printf("rm -> %d\n", nftw(base, rm, 8, FTW_DEPTH | FTW_PHYS));
    printf("gone %d\n", access(base, F_OK) != 0);
    return 0;
}
