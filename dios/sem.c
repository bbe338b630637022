/* sem.c -- POSIX semaphores: the unnamed ones, and the calls on any
 * (sem_open and its kin are in semopen.c). */
#include "dios.h"
#include <errno.h>
#include <semaphore.h>
#include <time.h>

static int has_waiters(const sem_t *s) {
    struct dios_state *st = __dios_state();
    for (unsigned i = 0; i < st->nthreads; i++) {
        const struct dios_thread *t = st->threads[i];
        if (__dios_waits_on(t, DIOS_W_SEM, s))
            return 1;
    }
    return 0;
}

static void check(sem_t *s, const char *fn) {
    if (s->__state != 0)
        __dios_misuse(fn, "the semaphore was destroyed", s);
}

int sem_init(sem_t *s, int pshared, unsigned value) {
    (void)pshared;
    if (value > SEM_VALUE_MAX) {
        errno = EINVAL;
        return -1;
    }
    __dios_visible(s, sizeof *s);
    s->__value = value;
    s->__state = 0;
    s->__pad = 0;
    return 0;
}

int sem_destroy(sem_t *s) {
    __dios_visible(s, sizeof *s);
    check(s, "sem_destroy");
    if (has_waiters(s))
        __dios_misuse("sem_destroy", "threads are waiting on the semaphore", s);
    s->__state = 1;
    return 0;
}

/* A failed untimed try goes back to its visible action, which suspends
 * the thread as a waiter (__dios_try_visible). Both waits are
 * cancellation points (POSIX "shall occur"; glibc acts on a request on
 * entry, whether or not the call would block, and while it waits). */
static int sem_down(sem_t *s, int timed, const char *fn) {
    struct dios_thread *t = __dios_self();
    __dios_cancel_point();
    for (int waited = 0;;) {
        int block = __dios_try_visible(t, DIOS_W_SEM, s, sizeof *s, fn, timed);
        check(s, fn);
        if (waited)
            __dios_cancel_point(); /* (a request ends the wait: cancel.c) */
        if (__dios_intr_take(t)) { /* a handler ran while it waited (timer.c) */
            errno = EINTR;
            return -1;
        }
        if (s->__value != 0)
            break;
        if (timed && waited) {
            errno = ETIMEDOUT;
            return -1;
        }
        waited = __dios_try_again(t, block, DIOS_W_SEM, s, fn, timed);
    }
    s->__value--;
    return 0;
}

int sem_wait(sem_t *s) { return sem_down(s, 0, "sem_wait"); }

int sem_timedwait(sem_t *s, const struct timespec *abstime) {
    if (!abstime || abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000) {
        errno = EINVAL;
        return -1;
    }
    return sem_down(s, 1, "sem_timedwait");
}

/* A timed wait ends at any point whatever the time (docs/semantics.md), so
 * the clock only has to be one a timeout may be measured on. */
int sem_clockwait(sem_t *s, clockid_t clock, const struct timespec *abstime) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC) {
        errno = EINVAL;
        return -1;
    }
    return sem_timedwait(s, abstime);
}

int sem_trywait(sem_t *s) {
    __dios_visible(s, sizeof *s);
    check(s, "sem_trywait");
    if (s->__value == 0) {
        errno = EAGAIN;
        return -1;
    }
    s->__value--;
    return 0;
}

int sem_post(sem_t *s) {
    __dios_visible(s, sizeof *s);
    check(s, "sem_post");
    if (s->__value >= SEM_VALUE_MAX) {
        errno = EOVERFLOW;
        return -1;
    }
    s->__value++;
    return 0;
}

int sem_getvalue(sem_t *s, int *v) {
    __dios_visible(s, sizeof *s);
    check(s, "sem_getvalue");
    *v = (int)s->__value;
    return 0;
}

