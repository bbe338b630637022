/* dir.c -- directory streams (opendir, readdir, ...) over the in-VM file
 * system. A stream lists ".", "..", then the names directly inside the
 * directory in the order they were made; it works on the names present
 * when readdir is called. Its position is the creation number (seq) of the
 * last entry returned, so telldir/seekdir and changes to the directory
 * between two readdir calls keep every other entry's place. */
#include "dios.h"
#include "fs.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

struct __divm_dir {
    struct dios_node *dir; /* the directory listed */
    long pos;          /* 0: "." next, 1: ".." next, 2+s: after the entry of seq s */
    int fd;            /* for dirfd: a descriptor open on the directory */
    struct dirent ent; /* what readdir returns */
};

/* Is `name` directly inside the directory `dir` ("/a" in "/", "/a/b" in "/a")? */
static int child_of(const char *dir, const char *name) {
    size_t k = __dios_strlen(dir);
    if (k == 1)
        k = 0; /* the root */
    for (size_t i = 0; i < k; i++)
        if (dir[i] != name[i])
            return 0;
    if (name[k] != '/' || name[k + 1] == 0)
        return 0;
    for (const char *p = name + k + 1; *p; p++)
        if (*p == '/')
            return 0;
    return 1;
}

/* The name of a directory (it has at most one), NULL once removed. */
static const char *name_of(const struct dios_node *n) {
    struct dios_fs *f = __dios_fs();
    for (unsigned i = 0; i < f->nents; i++)
        if (f->ents[i].node == n)
            return f->ents[i].name;
    return NULL;
}

static DIR *open_dir(struct dios_node *n, int fd) {
    DIR *d = __vm_obj_make(sizeof(DIR), _VM_OK_SYSTEM);
    __builtin_memset(d, 0, sizeof *d);
    d->dir = n;
    d->fd = fd;
    return d;
}

DIR *opendir(const char *path) {
    __dios_fs_visible();
    char *norm;
    struct dios_node *n = __dios_fs_resolve_dir(path, &norm);
    if (!n)
        return NULL;
    int fd = open(norm, O_RDONLY | O_DIRECTORY);
    __vm_obj_free(norm);
    if (fd < 0)
        return NULL;
    return open_dir(n, fd);
}

DIR *fdopendir(int fd) {
    struct dios_ofd *o = __dios_fs_fd(fd);
    if (!o)
        return NULL;
    if (o->node->kind != DIOS_N_DIR) {
        errno = ENOTDIR;
        return NULL;
    }
    return open_dir(o->node, fd);
}

static void fill(struct dirent *e, const char *name, unsigned long ino, int type, long off) {
    size_t n = __dios_strlen(name);
    if (n > 255)
        n = 255;
    e->d_ino = ino;
    e->d_off = off;
    e->d_reclen = sizeof *e;
    e->d_type = (unsigned char)type;
    __builtin_memcpy(e->d_name, name, n);
    e->d_name[n] = 0;
}

static int dtype(const struct dios_node *n) {
    switch (n->kind) {
    case DIOS_N_DIR:
        return DT_DIR;
    case DIOS_N_FIFO:
        return DT_FIFO;
    case DIOS_N_LINK:
        return DT_LNK;
    default:
        return DT_REG;
    }
}

/* The next entry, or NULL at the end (errno unchanged). Entries come in
 * the order they were made; one removed or renamed away is not returned
 * any more, one made after the stream passed its place is returned at the
 * end, and every other one exactly once (POSIX). A stream closed before
 * faults (use after free). A directory removed while open lists only "."
 * and "..". */
struct dirent *readdir(DIR *d) {
    long pos = d->pos;
    __dios_fs_visible();
    struct dios_fs *f = __dios_fs();
    const char *path = name_of(d->dir);
    if (pos < 2) {
        d->pos = pos + 1;
        unsigned long ino = d->dir->ino;
        if (pos == 1 && path) {
            /* the parent: the path up to its last slash */
            size_t k = __dios_strlen(path);
            while (k > 1 && path[k - 1] != '/')
                k--;
            char parent[k + 1];
            __builtin_memcpy(parent, path, k);
            parent[k > 1 ? k - 1 : 1] = 0;
            struct dios_node *p = __dios_fs_lookup(parent);
            if (p)
                ino = p->ino;
        }
        fill(&d->ent, pos == 0 ? "." : "..", ino, DT_DIR, d->pos);
        return &d->ent;
    }
    for (unsigned i = 0; path && i < f->nents; i++) {
        const struct dios_dent *e = &f->ents[i];
        if ((long)e->seq <= pos - 2 || !child_of(path, e->name))
            continue;
        d->pos = (long)e->seq + 2;
        const char *base = e->name + __dios_strlen(e->name);
        while (base[-1] != '/')
            base--;
        fill(&d->ent, base, e->node->ino, dtype(e->node), d->pos);
        return &d->ent;
    }
    return NULL;
}

int readdir_r(DIR *restrict d, struct dirent *restrict e, struct dirent **restrict res) {
    struct dirent *r = readdir(d);
    if (r) {
        *e = *r;
        *res = e;
    } else {
        *res = NULL;
    }
    return 0;
}

int closedir(DIR *d) {
    int fd = d->fd;
    __vm_obj_free(d);
    return close(fd);
}

void rewinddir(DIR *d) { d->pos = 0; }
long telldir(DIR *d) { return d->pos; }
void seekdir(DIR *d, long pos) { d->pos = pos < 0 ? 0 : pos; }
int dirfd(DIR *d) { return d->fd; }
