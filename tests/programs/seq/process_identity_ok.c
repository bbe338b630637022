// unistd.h process identity and terminals: root may take other ids (setuid/seteuid/setreuid and the gid forms) and an unprivileged one may not (EPERM); getgroups, process groups and sessions of the one process (getpgrp/getpgid/getsid, setsid EPERM, setpgid ESRCH/EPERM), vfork ENOSYS, nice, no terminal (ttyname/tcgetpgrp ENOTTY, EBADF), no login name, lockf, pathconf/fpathconf, chown family and utimensat/futimens/utimes argument checks, fchdir and get_current_dir_name, getdtablesize.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

static void ids(void) {
    assert(getuid() == 0 && geteuid() == 0 && getgid() == 0 && getegid() == 0);
    gid_t g[4];
    assert(getgroups(4, g) == 0);
    errno = 0;
    assert(getgroups(-1, g) == -1 && errno == EINVAL);
    assert(setegid(100) == 0 && getegid() == 100 && getgid() == 0);
    assert(setgid(200) == 0 && getgid() == 200 && getegid() == 200);
    assert(setreuid(-1, 1000) == 0 && geteuid() == 1000 && getuid() == 0);
    assert(seteuid(0) == 0 && geteuid() == 0); /* back: the real id is 0 */
    assert(setuid(1000) == 0 && getuid() == 1000 && geteuid() == 1000);
    errno = 0;
    assert(setuid(0) == -1 && errno == EPERM); /* root is gone for good */
    errno = 0;
    assert(seteuid(5) == -1 && errno == EPERM);
    errno = 0;
    assert(setgid(7) == -1 && errno == EPERM);
    assert(setreuid(1000, 1000) == 0);
    errno = 0;
    assert(setuid((uid_t)-1) == -1 && errno == EINVAL);
}

static void groups(void) {
    pid_t me = getpid();
    assert(getpgrp() == getpgid(0) && getpgid(me) == getpgrp() && getsid(0) == getpgrp());
    errno = 0;
    assert(getpgid(12345) == -1 && errno == ESRCH);
    errno = 0;
    assert(setsid() == -1 && errno == EPERM); /* already a group leader */
    assert(setpgid(0, 0) == 0 && setpgrp() == 0);
    errno = 0;
    assert(setpgid(12345, 0) == -1 && errno == ESRCH);
    errno = 0;
    assert(setpgid(0, -1) == -1 && errno == EINVAL);
    errno = 0;
    assert(vfork() == -1 && errno == ENOSYS);
    int n = nice(0);
    assert(nice(5) == n + 5);
    assert(getdtablesize() >= 64);
}

static void terminals(void) {
    errno = 0;
    assert(ttyname(1) == NULL && errno == ENOTTY);
    errno = 0;
    assert(ttyname(99) == NULL && errno == EBADF);
    char buf[64];
    assert(ttyname_r(0, buf, sizeof buf) == ENOTTY);
    errno = 0;
    assert(tcgetpgrp(0) == -1 && errno == ENOTTY);
    assert(getlogin() == NULL);
    assert(getlogin_r(buf, sizeof buf) != 0);
}

static void files(void) {
    int fd = open("/tmp/f", O_CREAT | O_RDWR, 0644);
    assert(fd >= 0);
    assert(lockf(fd, F_LOCK, 0) == 0 && lockf(fd, F_TEST, 0) == 0 && lockf(fd, F_ULOCK, 0) == 0);
    errno = 0;
    assert(lockf(fd, 42, 0) == -1 && errno == EINVAL);
    int rd = open("/tmp/f", O_RDONLY);
    errno = 0;
    assert(lockf(rd, F_TLOCK, 0) == -1 && errno == EBADF);
    close(rd);
    errno = 0;
    assert(lockf(77, F_LOCK, 0) == -1 && errno == EBADF);
    assert(pathconf("/tmp", _PC_NAME_MAX) == 255 && fpathconf(fd, _PC_PIPE_BUF) == 4096);
    errno = 0;
    assert(pathconf("/nope", _PC_NAME_MAX) == -1 && errno == ENOENT);
    errno = 0;
    assert(fpathconf(fd, 9999) == -1 && errno == EINVAL);

    assert(chown("/tmp/f", 1, 1) == 0 && fchown(fd, 1, 1) == 0 && lchown("/tmp/f", 1, 1) == 0);
    assert(fchownat(AT_FDCWD, "/tmp/f", 1, 1, AT_SYMLINK_NOFOLLOW) == 0);
    errno = 0;
    assert(chown("/nope", 1, 1) == -1 && errno == ENOENT);
    errno = 0;
    assert(fchown(99, 1, 1) == -1 && errno == EBADF);
    struct timespec ts[2] = {{1, 0}, {2, UTIME_OMIT}};
    assert(utimensat(AT_FDCWD, "/tmp/f", ts, 0) == 0 && futimens(fd, NULL) == 0);
    ts[0].tv_nsec = 1000000000;
    errno = 0;
    assert(utimensat(AT_FDCWD, "/tmp/f", ts, 0) == -1 && errno == EINVAL);
    struct timeval tv[2] = {{1, 0}, {2, 5}};
    assert(utimes("/tmp/f", tv) == 0);
    errno = 0;
    assert(utimes("/nope", NULL) == -1 && errno == ENOENT);
    assert(fchmodat(AT_FDCWD, "/tmp/f", 0600, 0) == 0);
    struct stat st;
    assert(stat("/tmp/f", &st) == 0 && (st.st_mode & 0777) == 0600);

    assert(mkdir("/tmp/d", 0755) == 0);
    int dfd = open("/tmp/d", O_RDONLY);
    assert(dfd >= 0 && fchdir(dfd) == 0);
    char *cwd = get_current_dir_name();
    assert(cwd && strcmp(cwd, "/tmp/d") == 0);
    free(cwd);
    errno = 0;
    assert(fchdir(fd) == -1 && errno == ENOTDIR);
    close(dfd);
    close(fd);
}

int main(void) {
    groups();
    terminals();
    files();
    ids(); /* last: it gives up root */
    return 0;
}
