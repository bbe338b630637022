/* dir.c -- directory streams (opendir, readdir, ...) over the in-VM file
 * system. A stream lists ".", "..", then the nodes directly inside the
 * directory in creation order; it works on the names present when readdir
 * is called (POSIX leaves entries added or removed meanwhile unspecified). */
#include "dios.h"
#include "fs.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

struct __divm_dir {
    char *path;        /* normalised */
    long pos;          /* 0 ".", 1 "..", 2+i: the i-th node of the table */
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

static DIR *open_dir(char *norm, int fd) {
    DIR *d = __vm_obj_make(sizeof(DIR), _VM_OK_SYSTEM);
    __builtin_memset(d, 0, sizeof *d);
    d->path = norm;
    d->fd = fd;
    return d;
}

DIR *opendir(const char *path) {
    __dios_fs_visible();
    char *norm;
    if (!__dios_fs_resolve_dir(path, &norm))
        return NULL;
    int fd = open(norm, O_RDONLY | O_DIRECTORY);
    if (fd < 0) {
        __vm_obj_free(norm);
        return NULL;
    }
    return open_dir(norm, fd);
}

DIR *fdopendir(int fd) {
    struct dios_ofd *o = __dios_fs_fd(fd);
    if (!o)
        return NULL;
    if (o->node->kind != DIOS_N_DIR || !o->node->name) {
        errno = ENOTDIR;
        return NULL;
    }
    return open_dir(__dios_strdup(o->node->name), fd);
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

static int dtype(const struct dios_node *n) { return n->kind == DIOS_N_DIR ? DT_DIR : n->kind == DIOS_N_FIFO ? DT_FIFO : DT_REG; }

/* The next entry, or NULL at the end (errno unchanged). A stream closed
 * before faults (use after free). */
struct dirent *readdir(DIR *d) {
    long pos = d->pos;
    __dios_fs_visible();
    struct dios_fs *f = __dios_fs();
    if (pos < 2) {
        d->pos = pos + 1;
        struct dios_node *self = __dios_fs_lookup(d->path);
        fill(&d->ent, pos == 0 ? "." : "..", self ? self->ino : 0, DT_DIR, d->pos);
        return &d->ent;
    }
    for (unsigned i = (unsigned)(pos - 2); i < f->nnodes; i++) {
        struct dios_node *n = f->nodes[i];
        if (!child_of(d->path, n->name))
            continue;
        d->pos = (long)i + 3;
        const char *base = n->name + __dios_strlen(n->name);
        while (base[-1] != '/')
            base--;
        fill(&d->ent, base, n->ino, dtype(n), d->pos);
        return &d->ent;
    }
    d->pos = (long)f->nnodes + 2;
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
