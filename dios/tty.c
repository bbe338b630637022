/* tty.c -- terminals: there are none (isatty is 0 for every descriptor),
 * so the terminal calls fail as POSIX says they do on a non-terminal, and
 * there is no login name (no controlling terminal, no utmp entry). */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

/* ENOTTY for an open descriptor, EBADF (from the lookup) for another. */
static int not_a_tty(int fd) { return __dios_fs_fd(fd) ? ENOTTY : EBADF; }

char *ttyname(int fd) {
    errno = not_a_tty(fd);
    return NULL;
}

int ttyname_r(int fd, char *buf, size_t len) {
    (void)buf, (void)len;
    return not_a_tty(fd);
}

pid_t tcgetpgrp(int fd) { return errno = not_a_tty(fd), -1; }
int tcsetpgrp(int fd, pid_t pgrp) { return (void)pgrp, errno = not_a_tty(fd), -1; }

char *getlogin(void) {
    errno = ENXIO;
    return NULL;
}

int getlogin_r(char *buf, size_t len) {
    (void)buf, (void)len;
    return ENXIO;
}

int posix_openpt(int flags) {
    (void)flags;
    return errno = ENOSYS, -1;
}

/* No descriptor is a pseudo-terminal master. */
int grantpt(int fd) { return errno = __dios_fs_fd(fd) ? EINVAL : EBADF, -1; }
int unlockpt(int fd) { return errno = __dios_fs_fd(fd) ? EINVAL : EBADF, -1; }

char *ptsname(int fd) {
    errno = not_a_tty(fd);
    return NULL;
}

int ptsname_r(int fd, char *buf, size_t len) {
    (void)buf, (void)len;
    return not_a_tty(fd);
}
