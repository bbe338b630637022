/* inotify.c -- Linux's file-system notifications are not modelled: each
 * call fails with ENOSYS (a kernel without inotify) and leaves a caveat in
 * the report (dios.h, __dios_unmodelled). */
#include "dios.h"
#include <errno.h>
#include <sys/inotify.h>

static int unmodelled(const char *fn) {
    __dios_unmodelled(fn);
    errno = ENOSYS;
    return -1;
}

int inotify_init(void) { return unmodelled("inotify_init"); }

int inotify_init1(int flags) {
    (void)flags;
    return unmodelled("inotify_init1");
}

int inotify_add_watch(int fd, const char *path, uint32_t mask) {
    (void)fd, (void)path, (void)mask;
    return unmodelled("inotify_add_watch");
}

int inotify_rm_watch(int fd, int wd) {
    (void)fd, (void)wd;
    return unmodelled("inotify_rm_watch");
}
