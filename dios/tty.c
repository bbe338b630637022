/* tty.c -- terminals: there are none (isatty is 0 for every descriptor),
 * so the terminal calls fail as POSIX says they do on a non-terminal, and
 * there is no login name (no controlling terminal, no utmp entry). */
#include "dios.h"
#include "fs.h"
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
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

/* No descriptor is a terminal: ENOTTY (EBADF if not open). */
static int no_tty(int fd) {
    errno = not_a_tty(fd);
    return -1;
}

int tcgetattr(int fd, struct termios *t) { return (void)t, no_tty(fd); }
int tcsetattr(int fd, int when, const struct termios *t) { return (void)when, (void)t, no_tty(fd); }
int tcdrain(int fd) { return no_tty(fd); }
int tcflow(int fd, int action) { return (void)action, no_tty(fd); }
int tcflush(int fd, int queue) { return (void)queue, no_tty(fd); }
int tcsendbreak(int fd, int duration) { return (void)duration, no_tty(fd); }
pid_t tcgetsid(int fd) { return no_tty(fd); }

/* FIONBIO sets or clears O_NONBLOCK, as fcntl does; no other request is
 * known to any descriptor. */
int ioctl(int fd, unsigned long request, ...) {
    if (!__dios_fs_fd(fd))
        return -1;
    if (request == FIONBIO) {
        va_list ap;
        va_start(ap, request);
        const int *on = va_arg(ap, const int *);
        va_end(ap);
        int fl = fcntl(fd, F_GETFL);
        return fcntl(fd, F_SETFL, *on ? fl | O_NONBLOCK : fl & ~O_NONBLOCK);
    }
    errno = ENOTTY;
    return -1;
}
