/* glob.c -- pathname expansion: the pattern is taken a component at a
 * time; a component with a wildcard is matched (fnmatch, FNM_PERIOD unless
 * GLOB_PERIOD) against the names of each directory reached so far, one
 * without is appended as it is. The paths are sorted (strcmp: the C
 * locale) unless GLOB_NOSORT; GLOB_MARK, GLOB_NOCHECK, GLOB_APPEND,
 * GLOB_DOOFFS, GLOB_NOESCAPE and GLOB_ERR are as POSIX says. */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct list {
    char **v;
    size_t n, cap;
};

static int push(struct list *l, char *s) {
    if (!s)
        return -1;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 8;
        char **v = realloc(l->v, cap * sizeof *v);
        if (!v) {
            free(s);
            return -1;
        }
        l->v = v, l->cap = cap;
    }
    l->v[l->n++] = s;
    return 0;
}

static void drop(struct list *l) {
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    l->v = NULL, l->n = l->cap = 0;
}

/* dir joined with name ("" is the working directory). */
static char *join(const char *dir, const char *name, size_t len) {
    size_t d = strlen(dir);
    int slash = d > 0 && dir[d - 1] != '/';
    char *p = malloc(d + slash + len + 1);
    if (!p)
        return NULL;
    memcpy(p, dir, d);
    if (slash)
        p[d] = '/';
    memcpy(p + d + slash, name, len);
    p[d + slash + len] = 0;
    return p;
}

static int is_dir(const char *path) {
    size_t n = strlen(path);
    char *p = malloc(n + 3);
    if (!p)
        return 0;
    memcpy(p, path, n);
    strcpy(p + n, n && path[n - 1] == '/' ? "." : "/.");
    int r = access(p, F_OK) == 0;
    free(p);
    return r;
}

static int magic(const char *s, size_t n, int noescape) {
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '*' || s[i] == '?' || s[i] == '[')
            return 1;
        if (s[i] == '\\' && !noescape && i + 1 < n)
            i++;
    }
    return 0;
}

/* The component without its escapes. */
static char *unescape(const char *s, size_t n, int noescape) {
    char *p = malloc(n + 1), *q = p;
    if (!p)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && !noescape && i + 1 < n)
            i++;
        *q++ = s[i];
    }
    *q = 0;
    return p;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int glob(const char *restrict pattern, int flags, int (*errfunc)(const char *, int), glob_t *restrict g) {
    int noescape = flags & GLOB_NOESCAPE;
    struct list cur = {0}, next = {0};
    int err = 0, literal_tail = 1;
    if (push(&cur, strdup(pattern[0] == '/' ? "/" : "")) < 0)
        return GLOB_NOSPACE;
    const char *p = pattern;
    while (*p == '/')
        p++;
    while (*p && !err) {
        size_t n = strcspn(p, "/");
        int last = p[n] == 0 || p[n + strspn(p + n, "/")] == 0;
        literal_tail = !magic(p, n, noescape);
        if (literal_tail) {
            char *lit = unescape(p, n, noescape);
            for (size_t i = 0; lit && i < cur.n && !err; i++)
                if (push(&next, join(cur.v[i], lit, strlen(lit))) < 0)
                    err = GLOB_NOSPACE;
            if (!lit)
                err = GLOB_NOSPACE;
            free(lit);
        } else {
            char *comp = malloc(n + 1);
            if (!comp) {
                err = GLOB_NOSPACE;
                break;
            }
            memcpy(comp, p, n);
            comp[n] = 0;
            int fl = (noescape ? FNM_NOESCAPE : 0) | ((flags & GLOB_PERIOD) ? 0 : FNM_PERIOD);
            for (size_t i = 0; i < cur.n && !err; i++) {
                DIR *d = opendir(cur.v[i][0] ? cur.v[i] : ".");
                if (!d) {
                    if (errno != ENOENT && errno != ENOTDIR &&
                        ((errfunc && errfunc(cur.v[i][0] ? cur.v[i] : ".", errno)) || (flags & GLOB_ERR)))
                        err = GLOB_ABORTED;
                    continue;
                }
                struct dirent *e;
                while (!err && (e = readdir(d))) {
                    if (fnmatch(comp, e->d_name, fl) != 0)
                        continue;
                    char *path = join(cur.v[i], e->d_name, strlen(e->d_name));
                    if (path && !last && !is_dir(path)) {
                        free(path);
                        continue;
                    }
                    if (push(&next, path) < 0)
                        err = GLOB_NOSPACE;
                }
                closedir(d);
            }
            free(comp);
        }
        drop(&cur);
        cur = next;
        next = (struct list){0};
        p += n;
        while (*p == '/')
            p++;
        if (!*p && p[-1] == '/' && !err) {
            /* a trailing slash: directories only, and they keep it */
            for (size_t i = 0; i < cur.n; i++) {
                char *q = cur.v[i];
                if (!is_dir(q)) {
                    free(q);
                    cur.v[i] = NULL;
                } else if (push(&next, join(q, "", 0)) < 0) {
                    err = GLOB_NOSPACE;
                }
            }
            for (size_t i = 0; i < cur.n; i++)
                free(cur.v[i]);
            free(cur.v);
            cur = next;
            next = (struct list){0};
        }
    }
    /* a path that ends in a component without wildcards must exist */
    if (!err && literal_tail) {
        size_t k = 0;
        for (size_t i = 0; i < cur.n; i++) {
            if (access(cur.v[i], F_OK) == 0)
                cur.v[k++] = cur.v[i];
            else
                free(cur.v[i]);
        }
        cur.n = k;
    }
    if (err) {
        drop(&cur);
        drop(&next);
        return err;
    }
    if (cur.n == 0) {
        if (!(flags & GLOB_NOCHECK)) {
            drop(&cur);
            return GLOB_NOMATCH;
        }
        if (push(&cur, strdup(pattern)) < 0)
            return GLOB_NOSPACE;
    } else if (flags & GLOB_MARK) {
        for (size_t i = 0; i < cur.n; i++) {
            size_t len = strlen(cur.v[i]);
            if ((len == 0 || cur.v[i][len - 1] != '/') && is_dir(cur.v[i])) {
                char *m = join(cur.v[i], "", 0);
                if (!m) {
                    drop(&cur);
                    return GLOB_NOSPACE;
                }
                free(cur.v[i]);
                cur.v[i] = m;
            }
        }
    }
    if (!(flags & GLOB_NOSORT))
        qsort(cur.v, cur.n, sizeof *cur.v, by_name);

    size_t offs = (flags & GLOB_DOOFFS) ? g->gl_offs : 0;
    size_t old = (flags & GLOB_APPEND) && g->gl_pathv ? g->gl_pathc : 0;
    if (!(flags & GLOB_APPEND) || !g->gl_pathv)
        g->gl_pathc = 0, g->gl_pathv = NULL;
    char **v = realloc(g->gl_pathv, (offs + old + cur.n + 1) * sizeof *v);
    if (!v) {
        drop(&cur);
        return GLOB_NOSPACE;
    }
    for (size_t i = 0; i < offs && !old; i++)
        v[i] = NULL;
    memcpy(v + offs + old, cur.v, cur.n * sizeof *v);
    v[offs + old + cur.n] = NULL;
    g->gl_pathv = v;
    g->gl_pathc = old + cur.n;
    g->gl_flags = flags;
    free(cur.v);
    return 0;
}

void globfree(glob_t *g) {
    size_t offs = (g->gl_flags & GLOB_DOOFFS) ? g->gl_offs : 0;
    for (size_t i = 0; g->gl_pathv && i < g->gl_pathc; i++)
        free(g->gl_pathv[offs + i]);
    free(g->gl_pathv);
    g->gl_pathv = NULL;
    g->gl_pathc = 0;
}
