/* statfs.c -- Linux's statfs and fstatfs: the one file system as statvfs
 * describes it (attr.c), with the type of a tmpfs (it lives in memory),
 * and f_flags from statvfs's f_flag plus ST_VALID. */
#include "dios.h"
#include <sys/statfs.h>

#define TMPFS_MAGIC 0x01021994 /* Linux's <linux/magic.h> */
#define ST_VALID 0x0020         /* f_flags is valid (<linux/statfs.h>) */

static void from_vfs(const struct statvfs *v, struct statfs *b) {
    __builtin_memset(b, 0, sizeof *b);
    b->f_type = TMPFS_MAGIC;
    b->f_bsize = (__fsword_t)v->f_bsize;
    b->f_blocks = v->f_blocks;
    b->f_bfree = v->f_bfree;
    b->f_bavail = v->f_bavail;
    b->f_files = v->f_files;
    b->f_ffree = v->f_ffree;
    b->f_fsid.__val[0] = (int)v->f_fsid;
    b->f_fsid.__val[1] = (int)(v->f_fsid >> 32);
    b->f_namelen = (__fsword_t)v->f_namemax;
    b->f_frsize = (__fsword_t)v->f_frsize;
    b->f_flags = (__fsword_t)v->f_flag | ST_VALID;
}

int statfs(const char *path, struct statfs *buf) {
    struct statvfs v;
    if (statvfs(path, &v) != 0)
        return -1;
    from_vfs(&v, buf);
    return 0;
}

int fstatfs(int fd, struct statfs *buf) {
    struct statvfs v;
    if (fstatvfs(fd, &v) != 0)
        return -1;
    from_vfs(&v, buf);
    return 0;
}
