/* sys/stat.h -- file status over DiOS's in-VM file system. The layout of
 * struct stat is glibc's on x86-64. */
#ifndef _DIVM_SYS_STAT_H
#define _DIVM_SYS_STAT_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <bits/timespec.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_OFF_T
#define __DIVM_OFF_T
typedef __divm_off_t off_t;
#endif
#ifndef __DIVM_MODE_T
#define __DIVM_MODE_T
typedef __divm_mode_t mode_t;
#endif
#ifndef __DIVM_UID_T
#define __DIVM_UID_T
typedef __divm_uid_t uid_t;
#endif
#ifndef __DIVM_GID_T
#define __DIVM_GID_T
typedef __divm_gid_t gid_t;
#endif
typedef __divm_dev_t dev_t;
typedef __divm_ino_t ino_t;
typedef __divm_nlink_t nlink_t;
typedef __divm_blksize_t blksize_t;
typedef __divm_blkcnt_t blkcnt_t;

struct stat {
    dev_t st_dev;
    ino_t st_ino;
    nlink_t st_nlink;
    mode_t st_mode;
    uid_t st_uid;
    gid_t st_gid;
    int __pad0;
    dev_t st_rdev;
    off_t st_size;
    blksize_t st_blksize;
    blkcnt_t st_blocks;
    struct timespec st_atim;
    struct timespec st_mtim;
    struct timespec st_ctim;
    long __reserved[3];
};
#define st_atime st_atim.tv_sec
#define st_mtime st_mtim.tv_sec
#define st_ctime st_ctim.tv_sec

#define S_IFMT 0170000
#define S_IFSOCK 0140000
#define S_IFLNK 0120000
#define S_IFREG 0100000
#define S_IFBLK 0060000
#define S_IFDIR 0040000
#define S_IFCHR 0020000
#define S_IFIFO 0010000
#define S_ISREG(m) (((m) & S_IFMT) == S_IFREG)
#define S_ISDIR(m) (((m) & S_IFMT) == S_IFDIR)
#define S_ISCHR(m) (((m) & S_IFMT) == S_IFCHR)
#define S_ISBLK(m) (((m) & S_IFMT) == S_IFBLK)
#define S_ISFIFO(m) (((m) & S_IFMT) == S_IFIFO)
#define S_ISLNK(m) (((m) & S_IFMT) == S_IFLNK)
#define S_ISSOCK(m) (((m) & S_IFMT) == S_IFSOCK)

#define S_ISUID 04000
#define S_ISGID 02000
#define S_ISVTX 01000
#define S_IRWXU 0700
#define S_IRUSR 0400
#define S_IWUSR 0200
#define S_IXUSR 0100
#define S_IRWXG 070
#define S_IRGRP 040
#define S_IWGRP 020
#define S_IXGRP 010
#define S_IRWXO 07
#define S_IROTH 04
#define S_IWOTH 02
#define S_IXOTH 01

int stat(const char *__restrict path, struct stat *__restrict st);
int lstat(const char *__restrict path, struct stat *__restrict st);
int fstat(int fd, struct stat *st);
int mkdir(const char *path, mode_t mode);
int mkdirat(int dirfd, const char *path, mode_t mode);
int fstatat(int dirfd, const char *__restrict path, struct stat *__restrict st, int flags);
int chmod(const char *path, mode_t mode);
int fchmod(int fd, mode_t mode);
mode_t umask(mode_t mask);
int mkfifo(const char *path, mode_t mode);
int mkfifoat(int dirfd, const char *path, mode_t mode);
int mknod(const char *path, mode_t mode, dev_t dev);
int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev);
int fchmodat(int dirfd, const char *path, mode_t mode, int flags);
/* Times are not recorded (stat reports 0): these check their arguments. */
#define UTIME_NOW ((1l << 30) - 1l)
#define UTIME_OMIT ((1l << 30) - 2l)
int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags);
int futimens(int fd, const struct timespec times[2]);

/* struct stat64 and stat64() are struct stat and stat(). */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define stat64 stat
#define fstat64 fstat
#define lstat64 lstat
#define fstatat64 fstatat
#endif

__DIVM_END_DECLS
#endif
