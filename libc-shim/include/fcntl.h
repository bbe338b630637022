/* fcntl.h -- open and fcntl over DiOS's in-VM file system (dios/fs.c).
 * Flag values are Linux x86-64's. */
#ifndef _DIVM_FCNTL_H
#define _DIVM_FCNTL_H
#include <bits/cdefs.h>
#include <bits/types.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_OFF_T
#define __DIVM_OFF_T
typedef __divm_off_t off_t;
#endif
#ifndef __DIVM_MODE_T
#define __DIVM_MODE_T
typedef __divm_mode_t mode_t;
#endif
#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif

#define O_RDONLY 00
#define O_WRONLY 01
#define O_RDWR 02
#define O_ACCMODE 03
#define O_CREAT 0100
#define O_EXCL 0200
#define O_NOCTTY 0400
#define O_TRUNC 01000
#define O_APPEND 02000
#define O_NONBLOCK 04000
#define O_NDELAY O_NONBLOCK
#define O_DSYNC 010000
#define O_SYNC 04010000
#define O_RSYNC O_SYNC
#define O_DIRECT 040000
#define O_DIRECTORY 0200000
#define O_NOFOLLOW 0400000
#define O_CLOEXEC 02000000

#define F_DUPFD 0
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define F_DUPFD_CLOEXEC 1030
#define F_SETPIPE_SZ 1031 /* Linux */
#define F_GETPIPE_SZ 1032
#define FD_CLOEXEC 1

#define AT_FDCWD (-100)
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR 0x200
#define AT_SYMLINK_FOLLOW 0x400
#define AT_EACCESS 0x200

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

int open(const char *path, int flags, ...);
int openat(int dirfd, const char *path, int flags, ...);
int creat(const char *path, mode_t mode);
#define POSIX_FADV_NORMAL 0
#define POSIX_FADV_RANDOM 1
#define POSIX_FADV_SEQUENTIAL 2
#define POSIX_FADV_WILLNEED 3
#define POSIX_FADV_DONTNEED 4
#define POSIX_FADV_NOREUSE 5
int posix_fadvise(int fd, off_t off, off_t len, int advice);
int posix_fallocate(int fd, off_t off, off_t len);
int fcntl(int fd, int cmd, ...);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
typedef __divm_off_t off64_t;
#define open64 open
#define openat64 openat
#define creat64 creat
#define posix_fadvise64 posix_fadvise
#define posix_fallocate64 posix_fallocate
#endif

__DIVM_END_DECLS
#endif
