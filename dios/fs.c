/* fs.c -- the in-VM file system: paths, nodes, boot, and the calls on names
 * (unlink, rmdir, mkdir, link, symlink, readlink, rename, access, stat,
 * lstat, chmod, truncate, chdir, getcwd, and their *at forms, which join
 * a relative path to the name of dirfd's directory). Pipes and FIFOs are pipe.c's. The descriptor calls are in fd.c, directory streams in dir.c.
 *
 * The file system starts with the directories "/", "/tmp" and "/dev" (with
 * /dev/null), the files given with --file (their parent directories are
 * created), stdin (--stdin, else empty) on descriptor 0, and the console
 * on descriptors 1 and 2. The working directory starts as "/". Each call
 * is atomic; a call that touches files is one visible action (on the
 * file-system object), so the order of file operations of different
 * threads is explored. Console output is not a visible action, like
 * printf. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_PATH 4096
#define MAX_SIZE 0x7fffffffu /* VM objects have 32-bit offsets */

int __dios_fs_streq(const char *a, const char *b) {
    while (*a && *a == *b)
        a++, b++;
    return *a == *b;
}

/* ---- paths -------------------------------------------------------------- */

#define MAX_LINKS 40 /* symbolic links followed in one path, as Linux: then ELOOP */

/* The normalised absolute form of `path` ("/a/b": no "." or ".." parts, no
 * repeated or trailing slashes, no symbolic links but perhaps the last
 * component) in a new SYSTEM object; NULL with errno set if the path is
 * empty or too long, or has too many links. `*dir` is set if the path
 * names a directory syntactically (it ends with "/", "." or ".."). A
 * symbolic link met on the way is replaced by its target (relative to the
 * link's directory); the last component only if `follow` or a slash
 * follows it. Missing components are kept: the caller's lookup fails. */
char *__dios_fs_path(const char *path, int *dir, int follow) {
    size_t n = __dios_strlen(path);
    if (n == 0) {
        errno = ENOENT;
        return NULL;
    }
    if (n >= MAX_PATH) {
        errno = ENAMETOOLONG;
        return NULL;
    }
    const char *cwd = __dios_fs()->cwd;
    size_t o = 0, nc = path[0] == '/' || !cwd ? 0 : __dios_strlen(cwd);
    if (nc == 1)
        nc = 0; /* the root: nothing to prepend */
    size_t cap = nc + n + 2; /* enough unless a link's target is longer */
    char *out = __dios_alloc(cap);
    __builtin_memcpy(out, cwd, nc);
    o = nc;
    const char *p = path;
    char *rest = NULL; /* the path still to walk, after a link's target */
    int links = 0;
    *dir = 0;
    while (*p) {
        while (*p == '/')
            p++;
        if (!*p) {
            *dir = 1;
            break;
        }
        const char *c = p;
        while (*p && *p != '/')
            p++;
        size_t len = (size_t)(p - c);
        if (len == 1 && c[0] == '.') {
            *dir = 1;
            continue;
        }
        if (len == 2 && c[0] == '.' && c[1] == '.') {
            while (o > 0 && out[o - 1] != '/')
                o--;
            if (o > 0)
                o--;
            *dir = 1;
            continue;
        }
        if (o + 1 + len > MAX_PATH) {
            errno = ENAMETOOLONG;
            goto fail;
        }
        if (o + len + 2 > cap) {
            cap = MAX_PATH + 2;
            __vm_obj_resize(out, cap);
        }
        *dir = 0;
        size_t before = o;
        out[o++] = '/';
        __builtin_memcpy(out + o, c, len);
        o += len;
        out[o] = 0;
        if (!*p && !follow)
            continue;
        struct dios_node *l = __dios_fs_lookup(out);
        if (!l || l->kind != DIOS_N_LINK)
            continue;
        if (++links > MAX_LINKS) {
            errno = ELOOP;
            goto fail;
        }
        /* walk the target, then what followed the link */
        size_t tl = l->size, pl = __dios_strlen(p);
        if (tl == 0) {
            errno = ENOENT;
            goto fail;
        }
        if (tl + pl >= MAX_PATH) {
            errno = ENAMETOOLONG;
            goto fail;
        }
        char *r = __dios_alloc(tl + pl + 1);
        __builtin_memcpy(r, l->data, tl);
        __builtin_memcpy(r + tl, p, pl + 1);
        if (rest)
            __vm_obj_free(rest);
        rest = r;
        p = r;
        o = r[0] == '/' ? 0 : before;
    }
    if (rest)
        __vm_obj_free(rest);
    if (o == 0) {
        out[o++] = '/';
        *dir = 1;
    }
    out[o] = 0;
    if (cap > o + 1)
        __vm_obj_resize(out, o + 1);
    return out;
fail:
    if (rest)
        __vm_obj_free(rest);
    __vm_obj_free(out);
    return NULL;
}

int __dios_fs_find(const char *norm) {
    struct dios_fs *f = __dios_fs();
    for (unsigned i = 0; i < f->nents; i++)
        if (__dios_fs_streq(f->ents[i].name, norm))
            return (int)i;
    return -1;
}

struct dios_node *__dios_fs_lookup(const char *norm) {
    int i = __dios_fs_find(norm);
    return i < 0 ? NULL : __dios_fs()->ents[i].node;
}

/* 0 if the parent directory of `norm` exists, else -1 with errno set. */
int __dios_fs_parent_ok(char *norm) {
    size_t k = __dios_strlen(norm);
    while (k > 0 && norm[k - 1] != '/')
        k--;
    if (k <= 1)
        return 0; /* the parent is "/" */
    norm[k - 1] = 0;
    struct dios_node *p = __dios_fs_lookup(norm);
    norm[k - 1] = '/';
    if (!p) {
        errno = ENOENT;
        return -1;
    }
    if (p->kind != DIOS_N_DIR) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

/* Resolve `path` to an existing node; NULL with errno set otherwise.
 * `*normp` receives the normalised path (the caller frees it) if not NULL. */
struct dios_node *__dios_fs_resolve_at(const char *path, char **normp, int follow) {
    int dir;
    if (normp)
        *normp = NULL;
    char *norm = __dios_fs_path(path, &dir, follow);
    if (!norm)
        return NULL;
    struct dios_node *n = __dios_fs_lookup(norm);
    if (!n && __dios_fs_parent_ok(norm) == 0)
        errno = ENOENT;
    if (n && dir && n->kind != DIOS_N_DIR) {
        errno = ENOTDIR;
        n = NULL;
    }
    if (normp)
        *normp = norm;
    else
        __vm_obj_free(norm);
    return n;
}

/* ---- nodes and descriptors ---------------------------------------------- */

void __dios_fs_add_name(char *name, struct dios_node *n) {
    struct dios_fs *f = __dios_fs();
    f->ents = __dios_grow(f->ents, &f->ents_cap, f->nents + 1, sizeof *f->ents);
    f->ents[f->nents].name = name;
    f->ents[f->nents].node = n;
    f->ents[f->nents].seq = ++f->next_seq;
    f->nents++;
    n->nlink++;
}

struct dios_node *__dios_fs_new_node(char *name, int kind, unsigned mode) {
    struct dios_fs *f = __dios_fs();
    struct dios_node *n = __dios_alloc(sizeof *n);
    n->kind = kind;
    n->mode = mode & 07777;
    n->ino = f->next_ino++;
    if (name)
        __dios_fs_add_name(name, n);
    return n;
}

/* Remove the entry i (its node lives on while named elsewhere or open). */
static void drop_entry(int i) {
    struct dios_fs *f = __dios_fs();
    f->ents[i].node->nlink--;
    for (unsigned j = (unsigned)i; j + 1 < f->nents; j++)
        f->ents[j] = f->ents[j + 1];
    f->nents--;
    __builtin_memset(&f->ents[f->nents], 0, sizeof f->ents[f->nents]);
}

/* Set the size of a file; new bytes are zero. */
void __dios_fs_resize(struct dios_node *n, size_t size) {
    if (size == n->size)
        return;
    if (size == 0) {
        n->data = NULL; /* the old object is collected */
    } else if (!n->data) {
        n->data = __vm_obj_make(size, _VM_OK_SYSTEM);
        __builtin_memset(n->data, 0, size);
    } else {
        __vm_obj_resize(n->data, size);
        if (size > n->size)
            __builtin_memset(n->data + n->size, 0, size - n->size);
    }
    n->size = size;
}

struct dios_ofd *__dios_fs_fd(int fd) {
    struct dios_fs *f = __dios_fs();
    if (fd < 0 || (unsigned)fd >= f->nfds || !f->fds[fd]) {
        errno = EBADF;
        return NULL;
    }
    return f->fds[fd];
}

/* The lowest free descriptor >= min for `d`, or -1 (EMFILE). */
int __dios_fs_install(struct dios_ofd *d, int min) {
    struct dios_fs *f = __dios_fs();
    unsigned i = (unsigned)min;
    while (i < f->nfds && f->fds[i])
        i++;
    if (i >= DIOS_FS_MAX_FDS) {
        errno = EMFILE;
        return -1;
    }
    if (i >= f->nfds) {
        f->fds = __dios_grow(f->fds, &f->fds_cap, i + 1, sizeof *f->fds);
        f->nfds = i + 1;
    }
    f->fds[i] = d;
    d->refs++;
    return (int)i;
}

struct dios_ofd *__dios_fs_new_ofd(struct dios_node *n, int flags) {
    struct dios_ofd *d = __dios_alloc(sizeof *d);
    d->node = n;
    d->flags = flags & (O_ACCMODE | O_APPEND | O_NONBLOCK);
    return d;
}


/* ---- boot ---------------------------------------------------------------- */

/* "123:rest": the number, and *s moved past the colon. */
static size_t number(const char **s) {
    size_t v = 0;
    while (**s >= '0' && **s <= '9')
        v = v * 10 + (size_t)(*(*s)++ - '0');
    if (**s == ':')
        (*s)++;
    return v;
}

/* The content is raw bytes (NULs included): one copy, whatever its size. */
static void fill(struct dios_node *n, const char *data, size_t len) {
    __dios_fs_resize(n, len);
    if (len)
        __builtin_memcpy(n->data, data, len);
}

/* Create every missing directory above `norm`. */
static void make_parents(char *norm) {
    for (size_t k = 1; norm[k]; k++) {
        if (norm[k] != '/')
            continue;
        norm[k] = 0;
        if (!__dios_fs_lookup(norm))
            __dios_fs_new_node(__dios_strdup(norm), DIOS_N_DIR, 0755);
        norm[k] = '/';
    }
}

DIOS_NOINLINE struct dios_fs *__dios_fs_init(void) {
    struct dios_state *st = __dios_state();
    struct dios_fs *f = __dios_alloc(sizeof *f);
    st->fs = f;
    f->next_ino = 1;
    f->cwd = __dios_strdup("/");
    f->umask = 022;
    __dios_fs_new_node(__dios_strdup("/"), DIOS_N_DIR, 0755);
    __dios_fs_new_node(__dios_strdup("/tmp"), DIOS_N_DIR, 01777);
    struct dios_node *in = __dios_fs_new_node(NULL, DIOS_N_FILE, 0644);
    struct dios_node *out = __dios_fs_new_node(NULL, DIOS_N_CONSOLE, 0620);
    struct dios_node *err = __dios_fs_new_node(NULL, DIOS_N_CONSOLE, 0620);
    out->trace = _VM_T_OUTPUT;
    err->trace = _VM_T_ERROUT;
    __dios_fs_install(__dios_fs_new_ofd(in, O_RDONLY), 0);
    __dios_fs_install(__dios_fs_new_ofd(out, O_WRONLY), 1);
    __dios_fs_install(__dios_fs_new_ofd(err, O_WRONLY), 2);
    /* /dev/null: a console whose bytes go nowhere (fd.c: trace -1); reads
     * find it empty */
    __dios_fs_new_node(__dios_strdup("/dev"), DIOS_N_DIR, 0755);
    __dios_fs_new_node(__dios_strdup("/dev/null"), DIOS_N_CONSOLE, 0666)->trace = -1;
    /* the file system is shared by all threads: its calls are visible actions */
    __vm_obj_shared(f);
    return f;
}

/* "SIZE:PATHLEN:PATH" then SIZE bytes of content. */
void __dios_fs_add_file(const char *spec) {
    size_t size = number(&spec), plen = number(&spec);
    char *path = __dios_alloc(plen + 1);
    __builtin_memcpy(path, spec, plen);
    int dir;
    char *norm = __dios_fs_normalise(path, &dir);
    __vm_obj_free(path);
    if (!norm || dir)
        return;
    make_parents(norm);
    struct dios_node *node = __dios_fs_lookup(norm);
    if (!node)
        node = __dios_fs_new_node(norm, DIOS_N_FILE, 0644);
    fill(node, spec + plen, size);
}

/* "SIZE:" then SIZE bytes. */
void __dios_fs_set_stdin(const char *spec) {
    size_t size = number(&spec);
    fill(__dios_fs()->fds[0]->node, spec, size);
}

int truncate(const char *path, off_t len) {
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_resolve(path, NULL);
    if (!n)
        return -1;
    if (n->kind == DIOS_N_DIR) {
        errno = EISDIR;
        return -1;
    }
    if (len < 0) {
        errno = EINVAL;
        return -1;
    }
    if ((unsigned long)len > MAX_SIZE) {
        errno = EFBIG;
        return -1;
    }
    __dios_fs_resize(n, (size_t)len);
    return 0;
}

/* ---- names ------------------------------------------------------------------ */

/* Is there a name below the directory `norm`? */
static int has_children(const char *norm) {
    struct dios_fs *f = __dios_fs();
    size_t k = __dios_strlen(norm);
    for (unsigned i = 0; i < f->nents; i++) {
        const char *s = f->ents[i].name;
        size_t j = 0;
        while (j < k && s[j] == norm[j])
            j++;
        if (j == k && (s[k] == '/' || (k == 1 && s[1] != 0)))
            return 1;
    }
    return 0;
}

/* The entry `path` names (its last component not followed): its index, or
 * -1 with errno set. `*normp` as __dios_fs_resolve_at's. */
static int entry(const char *path, char **normp) {
    struct dios_node *n = __dios_fs_resolve_at(path, normp, 0);
    return n ? __dios_fs_find(*normp) : -1;
}

/* The name of the directory open as `d` (a directory has one), or NULL
 * with ENOENT if it was removed while open. */
static const char *dir_name(struct dios_ofd *d) {
    struct dios_fs *f = __dios_fs();
    for (unsigned i = 0; i < f->nents; i++)
        if (f->ents[i].node == d->node)
            return f->ents[i].name;
    errno = ENOENT;
    return NULL;
}

/* The *at calls: a relative path is taken from the directory open on
 * dirfd, by joining its name and the path; AT_FDCWD, an absolute or an
 * empty path are left as they are. NULL with errno for a bad dirfd. */
const char *__dios_fs_at(int dirfd, const char *path) {
    if (path[0] == '/' || path[0] == 0 || dirfd == AT_FDCWD)
        return path;
    struct dios_ofd *d = __dios_fs_fd(dirfd);
    if (!d)
        return NULL;
    if (d->node->kind != DIOS_N_DIR)
        return errno = ENOTDIR, NULL;
    __dios_fs_visible();
    const char *dir = dir_name(d);
    if (!dir)
        return NULL;
    size_t n = __dios_strlen(dir), k = __dios_strlen(path);
    char *joined = __dios_alloc(n + k + 2);
    __builtin_memcpy(joined, dir, n);
    joined[n] = '/';
    __builtin_memcpy(joined + n + 1, path, k + 1);
    return joined;
}

/* Frees what __dios_fs_at made for `path`, keeping errno. */
void __dios_fs_at_end(const char *p, const char *path) {
    if (p && p != path) {
        int e = errno;
        __vm_obj_free((void *)p);
        errno = e;
    }
}

int unlink(const char *path) {
    __dios_fs_visible();
    char *norm;
    int i = entry(path, &norm);
    if (norm)
        __vm_obj_free(norm);
    if (i < 0)
        return -1;
    if (__dios_fs()->ents[i].node->kind == DIOS_N_DIR) {
        errno = EISDIR;
        return -1;
    }
    drop_entry(i);
    return 0;
}

int unlinkat(int dirfd, const char *path, int flags) {
    if (flags & ~AT_REMOVEDIR) {
        errno = EINVAL;
        return -1;
    }
    const char *p = __dios_fs_at(dirfd, path);
    int r = !p ? -1 : (flags & AT_REMOVEDIR) ? rmdir(p) : unlink(p);
    __dios_fs_at_end(p, path);
    return r;
}

int rmdir(const char *path) {
    __dios_fs_visible();
    char *norm;
    int i = entry(path, &norm);
    int r = -1;
    if (i < 0) {
        /* errno is set */
    } else if (__dios_fs()->ents[i].node->kind != DIOS_N_DIR) {
        errno = ENOTDIR;
    } else if (__dios_fs_streq(norm, "/")) {
        errno = EBUSY;
    } else if (has_children(norm)) {
        errno = ENOTEMPTY;
    } else {
        drop_entry(i);
        r = 0;
    }
    if (norm)
        __vm_obj_free(norm);
    return r;
}

/* A new name for a node: its normalised path (owned by the caller until it
 * returns 0, then by the entry), or NULL with errno set if it exists or
 * its directory does not. */
static char *new_name(const char *path) {
    int dir;
    char *norm = __dios_fs_normalise(path, &dir);
    if (!norm)
        return NULL;
    if (__dios_fs_lookup(norm)) {
        errno = EEXIST;
        __vm_obj_free(norm);
        return NULL;
    }
    if (__dios_fs_parent_ok(norm) < 0) {
        __vm_obj_free(norm);
        return NULL;
    }
    return norm;
}

int mkdir(const char *path, mode_t mode) {
    __dios_fs_visible();
    char *norm = new_name(path);
    if (!norm)
        return -1;
    __dios_fs_new_node(norm, DIOS_N_DIR, mode & ~__dios_fs()->umask);
    return 0;
}

int mkdirat(int dirfd, const char *path, mode_t mode) {
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? mkdir(p, mode) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

/* Hard links: a second name for the node (not a directory); a symbolic
 * link at `from` is linked itself, as Linux does. */
int link(const char *from, const char *to) {
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_resolve_at(from, NULL, 0);
    if (!n)
        return -1;
    if (n->kind == DIOS_N_DIR) {
        errno = EPERM;
        return -1;
    }
    char *norm = new_name(to);
    if (!norm)
        return -1;
    __dios_fs_add_name(norm, n);
    return 0;
}

static int link_follow(const char *from, const char *to, int flags) {
    if (!(flags & AT_SYMLINK_FOLLOW))
        return link(from, to);
    __dios_fs_visible();
    char *nfrom;
    struct dios_node *n = __dios_fs_resolve(from, &nfrom);
    int r = n ? link(nfrom, to) : -1;
    if (nfrom)
        __vm_obj_free(nfrom);
    return r;
}

int linkat(int fd1, const char *from, int fd2, const char *to, int flags) {
    if (flags & ~AT_SYMLINK_FOLLOW) {
        errno = EINVAL;
        return -1;
    }
    const char *pf = __dios_fs_at(fd1, from);
    const char *pt = pf ? __dios_fs_at(fd2, to) : NULL;
    int r = pt ? link_follow(pf, pt, flags) : -1;
    __dios_fs_at_end(pf, from);
    __dios_fs_at_end(pt, to);
    return r;
}

int symlink(const char *target, const char *path) {
    __dios_fs_visible();
    size_t len = __dios_strlen(target);
    if (len == 0) {
        errno = ENOENT;
        return -1;
    }
    if (len >= MAX_PATH) {
        errno = ENAMETOOLONG;
        return -1;
    }
    char *norm = new_name(path);
    if (!norm)
        return -1;
    struct dios_node *n = __dios_fs_new_node(norm, DIOS_N_LINK, 0777);
    __dios_fs_resize(n, len);
    __builtin_memcpy(n->data, target, len);
    return 0;
}

int symlinkat(const char *target, int dirfd, const char *path) {
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? symlink(target, p) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

/* The target of a symbolic link, not NUL-terminated, cut at `size`. */
ssize_t readlink(const char *restrict path, char *restrict buf, size_t size) {
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_resolve_at(path, NULL, 0);
    if (!n)
        return -1;
    if (n->kind != DIOS_N_LINK || size == 0) {
        errno = EINVAL;
        return -1;
    }
    size_t k = n->size < size ? n->size : size;
    __builtin_memcpy(buf, n->data, k);
    return (ssize_t)k;
}

ssize_t readlinkat(int dirfd, const char *restrict path, char *restrict buf, size_t size) {
    const char *p = __dios_fs_at(dirfd, path);
    ssize_t r = p ? readlink(p, buf, size) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

/* Is `a` a proper prefix directory of `b` ("/x" of "/x/y")? */
static int inside(const char *a, const char *b) {
    size_t k = __dios_strlen(a);
    for (size_t i = 0; i < k; i++)
        if (a[i] != b[i])
            return 0;
    return b[k] == '/' || (k == 1 && b[1] != 0);
}

int rename(const char *from, const char *to) {
    __dios_fs_visible();
    char *nfrom = NULL;
    int i = entry(from, &nfrom);
    if (i < 0) {
        if (nfrom)
            __vm_obj_free(nfrom);
        return -1;
    }
    struct dios_fs *f = __dios_fs();
    struct dios_node *n = f->ents[i].node;
    int dir;
    char *nto = __dios_fs_normalise(to, &dir);
    int r = -1;
    if (!nto)
        goto out;
    if (__dios_fs_streq(nfrom, nto)) {
        r = 0;
        goto out;
    }
    if (__dios_fs_parent_ok(nto) < 0)
        goto out;
    int j = __dios_fs_find(nto);
    struct dios_node *old = j < 0 ? NULL : f->ents[j].node;
    if (n->kind == DIOS_N_DIR) {
        if (inside(nfrom, nto) || __dios_fs_streq(nfrom, "/")) {
            errno = EINVAL;
            goto out;
        }
        if (old && (old->kind != DIOS_N_DIR)) {
            errno = ENOTDIR;
            goto out;
        }
        if (old && has_children(nto)) {
            errno = ENOTEMPTY;
            goto out;
        }
    } else if (old && old->kind == DIOS_N_DIR) {
        errno = EISDIR;
        goto out;
    } else if (dir) {
        errno = ENOTDIR;
        goto out;
    }
    if (old == n) { /* two names of one file: POSIX says do nothing */
        r = 0;
        goto out;
    }
    if (old) {
        drop_entry(j);
        if (j < i)
            i--;
    }
    if (n->kind == DIOS_N_DIR) {
        /* move everything below the directory along with it */
        size_t kf = __dios_strlen(nfrom), kt = __dios_strlen(nto);
        for (unsigned k = 0; k < f->nents; k++) {
            const char *c = f->ents[k].name;
            if ((int)k == i || !inside(nfrom, c))
                continue;
            size_t rest = __dios_strlen(c) - kf;
            char *nn = __dios_alloc(kt + rest + 1);
            __builtin_memcpy(nn, nto, kt);
            __builtin_memcpy(nn + kt, c + kf, rest + 1);
            f->ents[k].name = nn;
        }
    }
    f->ents[i].name = nto;
    nto = NULL;
    r = 0;
out:
    __vm_obj_free(nfrom);
    if (nto)
        __vm_obj_free(nto);
    return r;
}

int renameat(int fd1, const char *from, int fd2, const char *to) {
    const char *pf = __dios_fs_at(fd1, from);
    const char *pt = pf ? __dios_fs_at(fd2, to) : NULL;
    int r = pt ? rename(pf, pt) : -1;
    __dios_fs_at_end(pf, from);
    __dios_fs_at_end(pt, to);
    return r;
}

/* The effective ids are the real ones for permissions (all root's). */
int euidaccess(const char *path, int mode) { return access(path, mode); }
int eaccess(const char *path, int mode) { return access(path, mode); }

/* The process runs as root (getuid() is 0): reading and writing are always
 * allowed; executing needs an execute bit (of anyone), as for root on Linux. */
int access(const char *path, int mode) {
    __dios_fs_visible();
    if (mode & ~(R_OK | W_OK | X_OK)) {
        errno = EINVAL;
        return -1;
    }
    struct dios_node *n = __dios_fs_resolve(path, NULL);
    if (!n)
        return -1;
    if ((mode & X_OK) && n->kind != DIOS_N_DIR && !(n->mode & 0111)) {
        errno = EACCES;
        return -1;
    }
    return 0;
}

int faccessat(int dirfd, const char *path, int mode, int flags) {
    (void)flags; /* AT_EACCESS: real and effective ids are the same */
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? access(p, mode) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

/* ---- status ------------------------------------------------------------------ */

void __dios_fs_stat(const struct dios_node *n, struct stat *st) {
    __builtin_memset(st, 0, sizeof *st);
    st->st_dev = 1;
    st->st_ino = n->ino;
    st->st_nlink = n->kind == DIOS_N_DIR ? (n->nlink ? 2 : 0) : n->nlink;
    unsigned type = n->kind == DIOS_N_DIR       ? S_IFDIR
                    : n->kind == DIOS_N_CONSOLE ? S_IFCHR
                    : n->kind == DIOS_N_FIFO    ? S_IFIFO
                    : n->kind == DIOS_N_LINK    ? S_IFLNK
                    : n->kind == DIOS_N_SOCKET  ? S_IFSOCK
                                                : S_IFREG;
    st->st_mode = type | n->mode;
    st->st_size = n->kind == DIOS_N_FILE || n->kind == DIOS_N_LINK ? (off_t)n->size : 0;
    st->st_blksize = 4096;
    st->st_blocks = n->kind == DIOS_N_FILE ? (blkcnt_t)((st->st_size + 511) / 512) : 0;
}

int stat(const char *restrict path, struct stat *restrict st) {
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_resolve(path, NULL);
    if (!n)
        return -1;
    __dios_fs_stat(n, st);
    return 0;
}

int lstat(const char *restrict path, struct stat *restrict st) {
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_resolve_at(path, NULL, 0);
    if (!n)
        return -1;
    __dios_fs_stat(n, st);
    return 0;
}

int fstatat(int dirfd, const char *restrict path, struct stat *restrict st, int flags) {
    const char *p = __dios_fs_at(dirfd, path);
    int r = !p ? -1 : (flags & AT_SYMLINK_NOFOLLOW) ? lstat(p, st) : stat(p, st);
    __dios_fs_at_end(p, path);
    return r;
}

int fstat(int fd, struct stat *st) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    __dios_fs_visible();
    __dios_fs_stat(d->node, st);
    return 0;
}

int chmod(const char *path, mode_t mode) {
    __dios_fs_visible();
    struct dios_node *n = __dios_fs_resolve(path, NULL);
    if (!n)
        return -1;
    n->mode = mode & 07777;
    return 0;
}

int fchmod(int fd, mode_t mode) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    d->node->mode = mode & 07777;
    return 0;
}

/* AT_SYMLINK_NOFOLLOW: a link's mode cannot be changed (Linux:
 * EOPNOTSUPP); another file's can. */
static int chmod_at(const char *path, mode_t mode, int flags) {
    if (flags & AT_SYMLINK_NOFOLLOW) {
        __dios_fs_visible();
        struct dios_node *n = __dios_fs_resolve_at(path, NULL, 0);
        if (!n)
            return -1;
        if (n->kind == DIOS_N_LINK)
            return errno = EOPNOTSUPP, -1;
    }
    return chmod(path, mode);
}

int fchmodat(int dirfd, const char *path, mode_t mode, int flags) {
    if (flags & ~AT_SYMLINK_NOFOLLOW)
        return errno = EINVAL, -1;
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? chmod_at(p, mode, flags) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

mode_t umask(mode_t mask) {
    struct dios_fs *f = __dios_fs();
    mode_t old = f->umask;
    f->umask = mask & 0777;
    return old;
}

/* ---- the working directory -------------------------------------------------- */

/* The canonical path is the normalised one with every symbolic link
 * followed, and it must exist (each directory on the way too). */
char *realpath(const char *restrict path, char *restrict resolved) {
    __dios_fs_visible();
    if (!path) {
        errno = EINVAL;
        return NULL;
    }
    char *norm;
    struct dios_node *n = __dios_fs_resolve(path, &norm);
    if (!n) {
        if (norm)
            __vm_obj_free(norm);
        return NULL;
    }
    size_t len = __dios_strlen(norm) + 1;
    if (!resolved) {
        resolved = malloc(len);
        if (!resolved) {
            __vm_obj_free(norm);
            return NULL;
        }
    }
    __builtin_memcpy(resolved, norm, len);
    __vm_obj_free(norm);
    return resolved;
}

char *canonicalize_file_name(const char *path) { return realpath(path, NULL); }

struct dios_node *__dios_fs_resolve_dir(const char *path, char **normp) {
    struct dios_node *n = __dios_fs_resolve(path, normp);
    if (n && n->kind != DIOS_N_DIR) {
        errno = ENOTDIR;
        n = NULL;
    }
    if (!n && *normp) {
        __vm_obj_free(*normp);
        *normp = NULL;
    }
    return n;
}

int chdir(const char *path) {
    __dios_fs_visible();
    char *norm;
    if (!__dios_fs_resolve_dir(path, &norm))
        return -1;
    __dios_fs()->cwd = norm;
    return 0;
}

/* The directory open on fd: the name its node has (a directory has one). */
int fchdir(int fd) {
    struct dios_ofd *d = __dios_fs_fd(fd);
    if (!d)
        return -1;
    if (d->node->kind != DIOS_N_DIR)
        return errno = ENOTDIR, -1;
    __dios_fs_visible();
    const char *name = dir_name(d);
    if (!name)
        return -1;
    __dios_fs()->cwd = __dios_strdup(name);
    return 0;
}

char *getcwd(char *buf, size_t size) {
    const char *cwd = __dios_fs()->cwd;
    size_t n = __dios_strlen(cwd) + 1;
    if (!buf) {
        /* glibc's extension: allocate the buffer */
        if (size == 0)
            size = n;
        if (size < n) {
            errno = ERANGE;
            return NULL;
        }
        buf = malloc(size);
        if (!buf)
            return NULL;
    } else if (size == 0) {
        errno = EINVAL;
        return NULL;
    } else if (size < n) {
        errno = ERANGE;
        return NULL;
    }
    __builtin_memcpy(buf, cwd, n);
    return buf;
}

char *get_current_dir_name(void) { return getcwd(NULL, 0); }
