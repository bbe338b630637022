/* xattr.c -- extended attributes, which divm's file system does not keep:
 * each call looks the file up as Linux does first (stat or lstat for a
 * path: ENOENT, ENOTDIR...; fcntl for a descriptor: EBADF), then fails
 * with ENOTSUP, the error of a file system without extended attributes;
 * the list calls succeed with the empty list (0 bytes), as Linux's do
 * there. */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/xattr.h>

/* 0 when the file is there, else -1 with stat's or fcntl's errno. */
static int found(const char *path, int follow) {
    struct stat st;
    return follow ? stat(path, &st) : lstat(path, &st);
}

static int found_fd(int fd) { return fcntl(fd, F_GETFD) < 0 ? -1 : 0; }

static int by_path(const char *path, int follow) { return found(path, follow) ? -1 : (errno = ENOTSUP, -1); }

static int by_fd(int fd) { return found_fd(fd) ? -1 : (errno = ENOTSUP, -1); }

int setxattr(const char *path, const char *name, const void *value, size_t size, int flags) {
    (void)name, (void)value, (void)size, (void)flags;
    return by_path(path, 1);
}

int lsetxattr(const char *path, const char *name, const void *value, size_t size, int flags) {
    (void)name, (void)value, (void)size, (void)flags;
    return by_path(path, 0);
}

int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags) {
    (void)name, (void)value, (void)size, (void)flags;
    return by_fd(fd);
}

ssize_t getxattr(const char *path, const char *name, void *value, size_t size) {
    (void)name, (void)value, (void)size;
    return by_path(path, 1);
}

ssize_t lgetxattr(const char *path, const char *name, void *value, size_t size) {
    (void)name, (void)value, (void)size;
    return by_path(path, 0);
}

ssize_t fgetxattr(int fd, const char *name, void *value, size_t size) {
    (void)name, (void)value, (void)size;
    return by_fd(fd);
}

ssize_t listxattr(const char *path, char *list, size_t size) {
    (void)list, (void)size;
    return found(path, 1) ? -1 : 0;
}

ssize_t llistxattr(const char *path, char *list, size_t size) {
    (void)list, (void)size;
    return found(path, 0) ? -1 : 0;
}

ssize_t flistxattr(int fd, char *list, size_t size) {
    (void)list, (void)size;
    return found_fd(fd) ? -1 : 0;
}

int removexattr(const char *path, const char *name) {
    (void)name;
    return by_path(path, 1);
}

int lremovexattr(const char *path, const char *name) {
    (void)name;
    return by_path(path, 0);
}

int fremovexattr(int fd, const char *name) {
    (void)name;
    return by_fd(fd);
}
