// divm's file system keeps no extended attributes: once the file is
// found, get/set/remove fail with ENOTSUP and the lists are empty (as
// Linux on such a file system); a missing file is ENOENT, a bad
// descriptor EBADF, whichever the call.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/xattr.h>
#include <unistd.h>

int main(void) {
    int fd = open("/tmp/x", O_RDWR | O_CREAT, 0600);
    assert(fd >= 0);
    char v[16];
    errno = 0;
    assert(setxattr("/tmp/x", "user.a", "1", 1, XATTR_CREATE) == -1 && errno == ENOTSUP);
    errno = 0;
    assert(lsetxattr("/tmp/x", "user.a", "1", 1, 0) == -1 && errno == ENOTSUP);
    errno = 0;
    assert(fsetxattr(fd, "user.a", "1", 1, XATTR_REPLACE) == -1 && errno == ENOTSUP);
    errno = 0;
    assert(getxattr("/tmp/x", "user.a", v, sizeof v) == -1 && errno == ENOTSUP);
    errno = 0;
    assert(lgetxattr("/tmp/x", "user.a", v, sizeof v) == -1 && errno == ENOTSUP);
    errno = 0;
    assert(fgetxattr(fd, "user.a", v, sizeof v) == -1 && errno == ENOTSUP);
    errno = 0;
    assert(removexattr("/tmp/x", "user.a") == -1 && errno == ENOTSUP);
    errno = 0;
    assert(lremovexattr("/tmp/x", "user.a") == -1 && errno == ENOTSUP);
    errno = 0;
    assert(fremovexattr(fd, "user.a") == -1 && errno == ENOTSUP);
    assert(listxattr("/tmp/x", v, sizeof v) == 0);
    assert(llistxattr("/tmp/x", NULL, 0) == 0);
    assert(flistxattr(fd, v, sizeof v) == 0);
    errno = 0;
    assert(getxattr("/tmp/none", "user.a", v, sizeof v) == -1 && errno == ENOENT);
    errno = 0;
    assert(listxattr("/tmp/none", v, sizeof v) == -1 && errno == ENOENT);
    errno = 0;
    assert(fgetxattr(99, "user.a", v, sizeof v) == -1 && errno == EBADF);
    errno = 0;
    assert(flistxattr(99, v, sizeof v) == -1 && errno == EBADF);
    close(fd);
    unlink("/tmp/x");
    return 0;
}
