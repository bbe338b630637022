/* flockfile.c -- flockfile, ftrylockfile and funlockfile (POSIX): a
 * stream's lock, a recursive mutex kept by the open file description of
 * its descriptor (made at the first flockfile). divm's streams are
 * unbuffered calls on descriptors (printf writes descriptor 1 without
 * reading stdout), so read and write wait while another thread holds the
 * lock (fs.h, __dios_stream_wait): another thread's printf waits for the
 * holder's funlockfile, and the holder's calls come out together, as
 * with glibc's lock of the FILE. A memory stream (no descriptor) is not
 * locked; streams that share a description share its lock. */
#include "fs.h"
#include <errno.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t *lock_of(FILE *f) {
    int saved = errno;
    int fd = fileno(f);
    struct dios_ofd *d = fd >= 0 ? __dios_fs_fd(fd) : NULL;
    errno = saved;
    if (!d)
        return NULL;
    if (!d->slock) {
        d->slock = __dios_alloc(sizeof *d->slock);
        d->slock->__kind = PTHREAD_MUTEX_RECURSIVE;
    }
    return d->slock;
}

void flockfile(FILE *f) {
    pthread_mutex_t *m = lock_of(f);
    if (m)
        pthread_mutex_lock(m);
}

/* 0 when the lock is taken, nonzero when another thread holds it. */
int ftrylockfile(FILE *f) {
    pthread_mutex_t *m = lock_of(f);
    return m ? pthread_mutex_trylock(m) : 0;
}

void funlockfile(FILE *f) {
    pthread_mutex_t *m = lock_of(f);
    if (m)
        pthread_mutex_unlock(m);
}
