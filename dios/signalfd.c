/* signalfd.c -- Linux's signal descriptors are not modelled: signalfd fails
 * with ENOSYS (a kernel without it) and leaves a caveat in the report
 * (dios.h, __dios_unmodelled). */
#include "dios.h"
#include <errno.h>
#include <sys/signalfd.h>

int signalfd(int fd, const sigset_t *mask, int flags) {
    (void)fd, (void)mask, (void)flags;
    __dios_unmodelled("signalfd");
    errno = ENOSYS;
    return -1;
}
