/* shm.c -- System V shared memory within one process: a segment is a
 * zeroed OS object (never a leak, like a mapping), kept with its key, size,
 * mode and attach count in a table. shmat gives the segment's one address
 * each time (in one process every attach sees the same bytes); a non-NULL
 * address is EINVAL (placing memory is not modelled, as MAP_FIXED) and
 * SHM_RDONLY is not enforced. IPC_RMID frees a segment at its last shmdt
 * (a later use is a use after free). ftok combines the file's inode with
 * the id, as glibc does. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <sys/shm.h>
#include <sys/stat.h>

struct segment {
    int used;
    key_t key;
    size_t size;
    unsigned char *mem;
    struct shmid_ds ds;
    int removed;
};

static struct segment *segs; /* ids are indexes */
static unsigned nsegs, segs_cap;

static struct segment *seg(int id) {
    if (id < 0 || (unsigned)id >= nsegs || !segs[id].used)
        return NULL;
    return &segs[id];
}

int shmget(key_t key, size_t size, int flags) {
    if (key != IPC_PRIVATE)
        for (unsigned i = 0; i < nsegs; i++)
            if (segs[i].used && !segs[i].removed && segs[i].key == key) {
                if ((flags & IPC_CREAT) && (flags & IPC_EXCL))
                    return errno = EEXIST, -1;
                if (size > segs[i].size)
                    return errno = EINVAL, -1;
                return (int)i;
            }
    if (key != IPC_PRIVATE && !(flags & IPC_CREAT))
        return errno = ENOENT, -1;
    if (size == 0 || size > 0x7fffffffu)
        return errno = EINVAL, -1;
    unsigned i = 0;
    while (i < nsegs && segs[i].used)
        i++;
    if (i == nsegs) {
        segs = __dios_grow(segs, &segs_cap, nsegs + 1, sizeof *segs);
        nsegs++;
    }
    struct segment *s = &segs[i];
    __builtin_memset(s, 0, sizeof *s);
    s->used = 1;
    s->key = key;
    s->size = size;
    s->mem = __vm_obj_make(size, _VM_OK_SYSTEM);
    __builtin_memset(s->mem, 0, size);
    s->ds.shm_perm.__key = key;
    s->ds.shm_perm.mode = (mode_t)(flags & 0777);
    s->ds.shm_segsz = size;
    s->ds.shm_cpid = 1;
    return (int)i;
}

void *shmat(int id, const void *addr, int flags) {
    struct segment *s = seg(id);
    if (!s)
        return errno = EINVAL, (void *)-1;
    if (addr || (flags & ~(SHM_RDONLY | SHM_RND)))
        return errno = EINVAL, (void *)-1;
    s->ds.shm_nattch++;
    s->ds.shm_lpid = 1;
    return s->mem;
}

static void destroy(struct segment *s) {
    __vm_obj_free(s->mem);
    __builtin_memset(s, 0, sizeof *s);
}

int shmdt(const void *addr) {
    for (unsigned i = 0; i < nsegs; i++)
        if (segs[i].used && segs[i].mem == addr && segs[i].ds.shm_nattch > 0) {
            segs[i].ds.shm_lpid = 1;
            if (--segs[i].ds.shm_nattch == 0 && segs[i].removed)
                destroy(&segs[i]);
            return 0;
        }
    return errno = EINVAL, -1;
}

int shmctl(int id, int cmd, struct shmid_ds *buf) {
    struct segment *s = seg(id);
    if (!s)
        return errno = EINVAL, -1;
    switch (cmd) {
    case IPC_STAT:
        *buf = s->ds;
        return 0;
    case IPC_SET:
        s->ds.shm_perm.uid = buf->shm_perm.uid;
        s->ds.shm_perm.gid = buf->shm_perm.gid;
        s->ds.shm_perm.mode = buf->shm_perm.mode & 0777;
        return 0;
    case IPC_RMID:
        s->removed = 1;
        s->key = IPC_PRIVATE;
        if (s->ds.shm_nattch == 0)
            destroy(s);
        return 0;
    }
    return errno = EINVAL, -1;
}

key_t ftok(const char *path, int id) {
    struct stat st;
    if (stat(path, &st) < 0)
        return (key_t)-1;
    return (key_t)((st.st_ino & 0xffff) | ((st.st_dev & 0xff) << 16) | ((unsigned)(id & 0xff) << 24));
}
