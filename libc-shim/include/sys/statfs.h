/* sys/statfs.h -- Linux's statfs and fstatfs (dios/statfs.c): the one
 * file system, described as statvfs describes it, typed as a tmpfs.
 * struct statfs has glibc's x86-64 layout (120 bytes). */
#ifndef _DIVM_SYS_STATFS_H
#define _DIVM_SYS_STATFS_H
#include <bits/cdefs.h>
#include <sys/statvfs.h>
__DIVM_BEGIN_DECLS

typedef long __fsword_t;
typedef struct {
    int __val[2];
} fsid_t;

struct statfs {
    __fsword_t f_type;
    __fsword_t f_bsize;
    fsblkcnt_t f_blocks;
    fsblkcnt_t f_bfree;
    fsblkcnt_t f_bavail;
    fsfilcnt_t f_files;
    fsfilcnt_t f_ffree;
    fsid_t f_fsid;
    __fsword_t f_namelen;
    __fsword_t f_frsize;
    __fsword_t f_flags;
    __fsword_t f_spare[4];
};

int statfs(const char *path, struct statfs *buf);
int fstatfs(int fd, struct statfs *buf);

#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define statfs64 statfs
#define fstatfs64 fstatfs
#endif

__DIVM_END_DECLS
#endif
