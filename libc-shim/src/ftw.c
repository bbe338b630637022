/* ftw.c -- file tree walks: nftw (FTW_PHYS, FTW_MOUNT, FTW_CHDIR,
 * FTW_DEPTH and GNU FTW_ACTIONRETVAL) and ftw, its older form. Each
 * directory's names are read first, then visited in readdir order; the
 * path given to the callback grows in one buffer. Following symbolic
 * links, a directory already visited (same device and inode) is skipped,
 * as glibc does, so a link cycle ends. */
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct walk {
    int (*nfn)(const char *, const struct stat *, int, struct FTW *);
    int (*fn)(const char *, const struct stat *, int); /* ftw */
    int flags;
    char *path;
    size_t cap;
    dev_t dev;
    struct stat *seen; /* directories visited (when following links) */
    size_t nseen, capseen;
};

/* internal results besides the callback's own: stop the walk with -1 */
#define STOPPED(w, r) ((r) != 0 && (!((w)->flags & FTW_ACTIONRETVAL) || (r) == FTW_STOP || (r) == -1))

static int report(struct walk *w, const struct stat *st, int type, int base, int level) {
    if (w->fn) {
        /* ftw knows neither links nor depth-first: glibc's mapping */
        static const int old[] = {FTW_F, FTW_D, FTW_DNR, FTW_NS, FTW_F, FTW_D, FTW_NS};
        return w->fn(w->path, st, old[type]);
    }
    struct FTW f = {base, level};
    return w->nfn(w->path, st, type, &f);
}

static int grow(struct walk *w, size_t need) {
    if (need <= w->cap)
        return 0;
    size_t cap = w->cap * 2 > need ? w->cap * 2 : need;
    char *p = realloc(w->path, cap);
    if (!p)
        return -1;
    w->path = p;
    w->cap = cap;
    return 0;
}

static int seen_before(struct walk *w, const struct stat *st) {
    for (size_t i = 0; i < w->nseen; i++)
        if (w->seen[i].st_dev == st->st_dev && w->seen[i].st_ino == st->st_ino)
            return 1;
    if (w->nseen == w->capseen) {
        size_t cap = w->capseen ? 2 * w->capseen : 8;
        struct stat *s = realloc(w->seen, cap * sizeof *s);
        if (!s)
            return -1;
        w->seen = s;
        w->capseen = cap;
    }
    w->seen[w->nseen++] = *st;
    return 0;
}

static int entry(struct walk *w, size_t len, int base, int level, const char *name);

/* The directory at w->path (name: how to reach it from the current
 * directory), already stat'ed into st. */
static int directory(struct walk *w, size_t len, int base, int level, const char *name, const struct stat *st) {
    DIR *d = opendir(name);
    if (!d) {
        if (errno != EACCES)
            return -1;
        return report(w, st, FTW_DNR, base, level);
    }
    int r = 0;
    if (!(w->flags & FTW_DEPTH)) {
        r = report(w, st, FTW_D, base, level);
        if (r != 0) {
            closedir(d);
            if (STOPPED(w, r) || r == FTW_SKIP_SIBLINGS)
                return r; /* FTW_SKIP_SIBLINGS: for the caller */
            return 0;     /* FTW_SKIP_SUBTREE or another value */
        }
    }
    /* the names first, so that the callback may change the directory */
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    errno = 0;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap) {
            size_t nc = cap ? 2 * cap : 8;
            char **v = realloc(names, nc * sizeof *v);
            if (!v) {
                r = -1;
                break;
            }
            names = v;
            cap = nc;
        }
        if (!(names[n] = strdup(e->d_name))) {
            r = -1;
            break;
        }
        n++;
    }
    if (r == 0 && (w->flags & FTW_CHDIR) && fchdir(dirfd(d)) < 0)
        r = -1;
    size_t sep = len > 0 && w->path[len - 1] == '/' ? len : len + 1;
    for (size_t i = 0; r == 0 && i < n; i++) {
        size_t k = strlen(names[i]);
        if (grow(w, sep + k + 1) < 0) {
            r = -1;
            break;
        }
        w->path[sep - 1] = '/';
        memcpy(w->path + sep, names[i], k + 1);
        r = entry(w, sep + k, (int)sep, level + 1, (w->flags & FTW_CHDIR) ? names[i] : w->path);
        w->path[len] = 0;
        /* back here if the entry was a directory walked into */
        if ((w->flags & FTW_CHDIR) && !STOPPED(w, r) && fchdir(dirfd(d)) < 0)
            r = -1;
        if (r == FTW_SKIP_SIBLINGS && (w->flags & FTW_ACTIONRETVAL)) {
            r = 0;
            break;
        }
        if (!STOPPED(w, r))
            r = 0;
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    if (r == 0 && (w->flags & FTW_DEPTH))
        r = report(w, st, FTW_DP, base, level);
    closedir(d);
    return r;
}

/* The object at w->path (of length len), reached from the current
 * directory by name. */
static int entry(struct walk *w, size_t len, int base, int level, const char *name) {
    struct stat st;
    int type;
    int follow = !(w->flags & FTW_PHYS);
    if ((follow ? stat(name, &st) : lstat(name, &st)) < 0) {
        if (errno != ENOENT && errno != EACCES)
            return -1;
        if (follow && lstat(name, &st) == 0 && S_ISLNK(st.st_mode))
            type = FTW_SLN;
        else if (level == 0)
            return -1; /* nothing to say about the starting point */
        else {
            memset(&st, 0, sizeof st);
            type = FTW_NS;
        }
    } else
        type = S_ISDIR(st.st_mode) ? FTW_D : S_ISLNK(st.st_mode) ? FTW_SL : FTW_F;
    if (type != FTW_D)
        return report(w, &st, type, base, level);
    if ((w->flags & FTW_MOUNT) && st.st_dev != w->dev)
        return 0;
    if (follow) {
        int s = seen_before(w, &st);
        if (s != 0)
            return s < 0 ? -1 : 0;
    }
    return directory(w, len, base, level, name, &st);
}

static int walk(struct walk *w, const char *path) {
    size_t len = strlen(path);
    if (len == 0) {
        errno = ENOENT;
        return -1;
    }
    while (len > 1 && path[len - 1] == '/') /* glibc drops trailing slashes */
        len--;
    w->cap = len + 256;
    if (!(w->path = malloc(w->cap)))
        return -1;
    memcpy(w->path, path, len);
    w->path[len] = 0;
    int base = 0; /* the last component starts past the last '/' */
    for (size_t i = 0; i + 1 < len; i++)
        if (path[i] == '/')
            base = (int)i + 1;
    struct stat top;
    if (stat(w->path, &top) == 0)
        w->dev = top.st_dev;
    char *cwd = NULL;
    const char *name = w->path;
    int r = 0;
    if (w->flags & FTW_CHDIR) {
        cwd = getcwd(NULL, 0);
        if (!cwd)
            r = -1;
        else if (base > 0) {
            /* start in the directory holding the starting point */
            char *dir = strndup(path, base > 1 ? (size_t)base - 1 : 1);
            if (!dir || chdir(dir) < 0)
                r = -1;
            free(dir);
            name = w->path + base;
        }
    }
    if (r == 0)
        r = entry(w, len, base, 0, name);
    if (cwd) {
        int saved = errno;
        if (chdir(cwd) < 0 && r == 0)
            r = -1;
        else
            errno = saved;
        free(cwd);
    }
    free(w->path);
    free(w->seen);
    if ((w->flags & FTW_ACTIONRETVAL) && r != -1 && r != FTW_STOP)
        r = 0;
    return r;
}

int nftw(const char *path, int (*fn)(const char *, const struct stat *, int, struct FTW *), int fd_limit, int flags) {
    (void)fd_limit; /* every directory's names are read before its entries are visited */
    struct walk w;
    memset(&w, 0, sizeof w);
    w.nfn = fn;
    w.flags = flags;
    return walk(&w, path);
}

int ftw(const char *path, int (*fn)(const char *, const struct stat *, int), int fd_limit) {
    (void)fd_limit;
    struct walk w;
    memset(&w, 0, sizeof w);
    w.fn = fn;
    return walk(&w, path);
}
