/* attr.c -- the file attributes DiOS does not record: owners (stat reports
 * root, who owns every file) and times (stat reports 0). chown, fchown,
 * lchown, fchownat, utimensat, futimens, utimes and futimes check their
 * arguments and that the file exists, as Linux does, then change nothing.
 * utime too. Also pathconf, fpathconf, statvfs and fstatvfs: the limits
 * and size of the one file system. */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <unistd.h>
#include <utime.h>

static int exists(const char *path, int follow) {
    __dios_fs_visible();
    return __dios_fs_resolve_at(path, NULL, follow) ? 0 : -1;
}

int chown(const char *path, uid_t owner, gid_t group) { return (void)owner, (void)group, exists(path, 1); }
int lchown(const char *path, uid_t owner, gid_t group) { return (void)owner, (void)group, exists(path, 0); }
int fchown(int fd, uid_t owner, gid_t group) { return (void)owner, (void)group, __dios_fs_fd(fd) ? 0 : -1; }

int fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags) {
    if (flags & ~AT_SYMLINK_NOFOLLOW)
        return errno = EINVAL, -1;
    (void)owner, (void)group;
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? exists(p, !(flags & AT_SYMLINK_NOFOLLOW)) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

static int times_ok(const struct timespec *t) {
    for (int i = 0; t && i < 2; i++)
        if ((t[i].tv_nsec < 0 || t[i].tv_nsec >= 1000000000) && t[i].tv_nsec != UTIME_NOW && t[i].tv_nsec != UTIME_OMIT)
            return errno = EINVAL, 0;
    return 1;
}

int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags) {
    if (flags & ~AT_SYMLINK_NOFOLLOW)
        return errno = EINVAL, -1;
    if (!times_ok(times))
        return -1;
    const char *p = __dios_fs_at(dirfd, path);
    int r = p ? exists(p, !(flags & AT_SYMLINK_NOFOLLOW)) : -1;
    __dios_fs_at_end(p, path);
    return r;
}

int futimens(int fd, const struct timespec times[2]) {
    if (!times_ok(times))
        return -1;
    return __dios_fs_fd(fd) ? 0 : -1;
}

static int tv_ok(const struct timeval *t) {
    for (int i = 0; t && i < 2; i++)
        if (t[i].tv_usec < 0 || t[i].tv_usec >= 1000000)
            return errno = EINVAL, 0;
    return 1;
}

int utimes(const char *path, const struct timeval times[2]) { return tv_ok(times) ? exists(path, 1) : -1; }
int futimes(int fd, const struct timeval times[2]) { return tv_ok(times) ? (__dios_fs_fd(fd) ? 0 : -1) : -1; }

/* Linux's values for its usual file systems (ext4 and pipes). */
static long limit(int name) {
    switch (name) {
    case _PC_LINK_MAX:
        return 65000;
    case _PC_MAX_CANON:
    case _PC_MAX_INPUT:
        return 255;
    case _PC_NAME_MAX:
        return 255;
    case _PC_PATH_MAX:
        return 4096;
    case _PC_PIPE_BUF:
        return 4096;
    case _PC_CHOWN_RESTRICTED:
    case _PC_NO_TRUNC:
        return 1;
    case _PC_VDISABLE:
        return 0;
    case _PC_FILESIZEBITS:
        return 64;
    case _PC_SYNC_IO:
    case _PC_ASYNC_IO:
    case _PC_PRIO_IO:
    case _PC_SYMLINK_MAX:
        return -1; /* no limit (errno unchanged) */
    case _PC_2_SYMLINKS:
        return 1;
    default:
        errno = EINVAL;
        return -1;
    }
}

long pathconf(const char *path, int name) { return exists(path, 1) ? -1 : limit(name); }
long fpathconf(int fd, int name) { return __dios_fs_fd(fd) ? limit(name) : -1; }

int utime(const char *path, const struct utimbuf *times) {
    (void)times;
    return exists(path, 1);
}

static void fill_vfs(struct statvfs *b) {
    __builtin_memset(b, 0, sizeof *b);
    b->f_bsize = b->f_frsize = 4096;
    b->f_blocks = 262144;
    b->f_bfree = b->f_bavail = 131072;
    b->f_files = 65536;
    b->f_ffree = b->f_favail = 65536 - __dios_fs()->nents;
    b->f_fsid = 1;
    b->f_namemax = 255;
}

int statvfs(const char *restrict path, struct statvfs *restrict buf) {
    if (exists(path, 1))
        return -1;
    fill_vfs(buf);
    return 0;
}

int fstatvfs(int fd, struct statvfs *buf) {
    if (!__dios_fs_fd(fd))
        return -1;
    fill_vfs(buf);
    return 0;
}
