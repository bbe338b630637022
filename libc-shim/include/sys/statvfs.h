/* sys/statvfs.h -- the one file system: 4 KiB blocks, 1 GiB, half free. */
#ifndef _DIVM_SYS_STATVFS_H
#define _DIVM_SYS_STATVFS_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

typedef unsigned long fsblkcnt_t;
typedef unsigned long fsfilcnt_t;

struct statvfs {
    unsigned long f_bsize;
    unsigned long f_frsize;
    fsblkcnt_t f_blocks;
    fsblkcnt_t f_bfree;
    fsblkcnt_t f_bavail;
    fsfilcnt_t f_files;
    fsfilcnt_t f_ffree;
    fsfilcnt_t f_favail;
    unsigned long f_fsid;
    unsigned long f_flag;
    unsigned long f_namemax;
};

#define ST_RDONLY 1
#define ST_NOSUID 2

int statvfs(const char *__restrict path, struct statvfs *__restrict buf);
int fstatvfs(int fd, struct statvfs *buf);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define statvfs64 statvfs
#define fstatvfs64 fstatvfs
#endif

__DIVM_END_DECLS
#endif
