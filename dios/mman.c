/* mman.c -- memory mappings. A mapping is an object of whole pages (zero
 * beyond the data), kept in the state's map table: an anonymous one, or a
 * copy of a regular file's bytes taken at mmap (private, or shared and
 * read-only; a later write to the file does not show through it). Not
 * modelled: shared writable file mappings (ENODEV), placing a mapping at
 * an address (MAP_FIXED: ENOMEM), unmapping part of a mapping (EINVAL),
 * and protections (mprotect changes nothing: a write to a PROT_READ page
 * is not caught). Locks and advice change nothing, except that
 * MADV_DONTNEED at the start of an anonymous mapping zeroes it, as Linux
 * does for private anonymous memory. shm_open fails with ENOSYS. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>

#define PAGE 4096ul

static struct dios_map *find(void *addr) {
    struct dios_state *st = __dios_state();
    for (unsigned i = 0; i < st->nmaps; i++)
        if (st->maps[i].addr && st->maps[i].addr == addr)
            return &st->maps[i];
    return NULL;
}

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
    (void)addr;
    int type = flags & (MAP_SHARED | MAP_PRIVATE);
    if (len == 0 || (type != MAP_SHARED && type != MAP_PRIVATE) || off < 0 || off % PAGE)
        return errno = EINVAL, MAP_FAILED;
    if (flags & MAP_FIXED)
        return errno = ENOMEM, MAP_FAILED;
    if (len > 0x7fffffffu - PAGE)
        return errno = ENOMEM, MAP_FAILED;
    size_t size = (len + PAGE - 1) & ~(PAGE - 1);
    struct dios_node *n = NULL;
    if (!(flags & MAP_ANONYMOUS)) {
        struct dios_ofd *d = __dios_fs_fd(fd);
        if (!d)
            return MAP_FAILED;
        int acc = d->flags & O_ACCMODE;
        if (d->node->kind != DIOS_N_FILE)
            return errno = ENODEV, MAP_FAILED;
        if (acc == O_WRONLY || (type == MAP_SHARED && (prot & PROT_WRITE) && acc != O_RDWR))
            return errno = EACCES, MAP_FAILED;
        if (type == MAP_SHARED && (prot & PROT_WRITE))
            return errno = ENODEV, MAP_FAILED;
        n = d->node;
        __dios_fs_visible();
    }
    unsigned char *p = __vm_obj_make(size, _VM_OK_SYSTEM);
    __builtin_memset(p, 0, size);
    if (n && (size_t)off < n->size) {
        size_t k = n->size - (size_t)off;
        __builtin_memcpy(p, n->data + off, k < size ? k : size);
    }
    struct dios_state *st = __dios_state();
    st->maps = __dios_grow(st->maps, &st->maps_cap, st->nmaps + 1, sizeof *st->maps);
    st->maps[st->nmaps++] = (struct dios_map){p, size, n == NULL};
    return p;
}

/* A whole mapping goes; an address no mapping starts at is left alone
 * (Linux: unmapping nothing succeeds). */
int munmap(void *addr, size_t len) {
    if (len == 0)
        return errno = EINVAL, -1;
    struct dios_map *m = find(addr);
    if (!m)
        return 0;
    if (len < m->len - (PAGE - 1))
        return errno = EINVAL, -1; /* part of a mapping: not modelled */
    __vm_obj_free(m->addr);
    struct dios_state *st = __dios_state();
    *m = st->maps[--st->nmaps];
    return 0;
}

int mprotect(void *addr, size_t len, int prot) {
    (void)addr, (void)len;
    if (prot & ~(PROT_READ | PROT_WRITE | PROT_EXEC))
        return errno = EINVAL, -1;
    return 0;
}

int msync(void *addr, size_t len, int flags) {
    (void)addr, (void)len;
    if ((flags & ~(MS_ASYNC | MS_SYNC | MS_INVALIDATE)) || ((flags & MS_ASYNC) && (flags & MS_SYNC)))
        return errno = EINVAL, -1;
    return 0;
}

int mlock(const void *addr, size_t len) { return (void)addr, (void)len, 0; }
int munlock(const void *addr, size_t len) { return (void)addr, (void)len, 0; }

int mlockall(int flags) {
    if (!flags || (flags & ~(MCL_CURRENT | MCL_FUTURE)))
        return errno = EINVAL, -1;
    return 0;
}

int munlockall(void) { return 0; }

int posix_madvise(void *addr, size_t len, int advice) {
    if (advice < POSIX_MADV_NORMAL || advice > POSIX_MADV_DONTNEED)
        return EINVAL;
    (void)addr, (void)len;
    return 0;
}

int madvise(void *addr, size_t len, int advice) {
    if (advice < MADV_NORMAL || advice > MADV_DONTNEED)
        return errno = EINVAL, -1;
    struct dios_map *m = advice == MADV_DONTNEED ? find(addr) : NULL;
    if (m && m->anon)
        __builtin_memset(m->addr, 0, ((len + PAGE - 1) & ~(PAGE - 1)) < m->len ? ((len + PAGE - 1) & ~(PAGE - 1)) : m->len);
    return 0;
}

int shm_open(const char *name, int oflag, mode_t mode) {
    (void)name, (void)oflag, (void)mode;
    return errno = ENOSYS, -1;
}

int shm_unlink(const char *name) {
    (void)name;
    return errno = ENOSYS, -1;
}
