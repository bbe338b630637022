/* ftw.h -- file tree walks (POSIX ftw and nftw; glibc's values and its
 * GNU FTW_ACTIONRETVAL). */
#ifndef _DIVM_FTW_H
#define _DIVM_FTW_H
#include <bits/cdefs.h>
#include <sys/stat.h>
__DIVM_BEGIN_DECLS

/* what the callback is given */
#define FTW_F 0   /* a file other than a directory */
#define FTW_D 1   /* a directory (before its entries) */
#define FTW_DNR 2 /* a directory that cannot be read */
#define FTW_NS 3  /* stat failed */
#define FTW_SL 4  /* a symbolic link (nftw with FTW_PHYS) */
#define FTW_DP 5  /* a directory after its entries (nftw with FTW_DEPTH) */
#define FTW_SLN 6 /* a symbolic link to nothing (nftw without FTW_PHYS) */

/* nftw flags */
#define FTW_PHYS 1
#define FTW_MOUNT 2
#define FTW_CHDIR 4
#define FTW_DEPTH 8
#define FTW_ACTIONRETVAL 16

/* callback results with FTW_ACTIONRETVAL */
#define FTW_CONTINUE 0
#define FTW_STOP 1
#define FTW_SKIP_SUBTREE 2
#define FTW_SKIP_SIBLINGS 3

struct FTW {
    int base;  /* offset of the last component in the path */
    int level; /* depth below the starting point */
};

int ftw(const char *path, int (*fn)(const char *path, const struct stat *st, int type), int fd_limit);
int nftw(const char *path, int (*fn)(const char *path, const struct stat *st, int type, struct FTW *ftw),
         int fd_limit, int flags);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define ftw64 ftw
#define nftw64 nftw
#endif

__DIVM_END_DECLS
#endif
