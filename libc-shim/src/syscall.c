/* syscall.c -- syscall(): the system calls of <sys/syscall.h>, by number,
 * as the functions that make them. Any other number fails with ENOSYS,
 * as a kernel without that call does. */
#include <errno.h>
#include <stdarg.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "os.h"

/* Each call reads only the arguments it takes, since divm checks va_arg
 * against what was passed (docs/semantics.md). Descriptors, counts and
 * flags are read as 32-bit integers: the low half of a long, or the int a
 * program passed (syscall(SYS_write, 1, s, 2) passes ints), so a count
 * is taken modulo 2^32. */
long syscall(long number, ...) {
    va_list ap;
    va_start(ap, number);
    long r;
    int fd;
    void *p;
    unsigned int n;
    switch (number) {
    case SYS_read:
    case SYS_write:
        fd = va_arg(ap, int);
        p = va_arg(ap, void *);
        n = va_arg(ap, unsigned int);
        r = number == SYS_read ? read(fd, p, n) : write(fd, p, n);
        break;
    case SYS_close:
        r = close(va_arg(ap, int));
        break;
    case SYS_sched_yield:
        r = sched_yield();
        break;
    case SYS_getpid:
        r = getpid();
        break;
    case SYS_getppid:
        r = getppid();
        break;
    case SYS_gettid:
        r = gettid();
        break;
    case SYS_getrandom:
        p = va_arg(ap, void *);
        n = va_arg(ap, unsigned int);
        r = getrandom(p, n, va_arg(ap, unsigned int));
        break;
    default:
        errno = ENOSYS;
        r = -1;
    }
    va_end(ap);
    return r;
}
