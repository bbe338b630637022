/* cond.c -- condition variables. Waiters are the threads blocked with
 * DIOS_W_COND on the variable; a signal wakes any one of them (chosen
 * non-deterministically), and a woken waiter then competes for the mutex
 * like any other thread. No spurious wake-ups unless divm.spurious-wakeups. */
#include "dios.h"
#include <errno.h>
#include <pthread.h>

static void check(pthread_cond_t *c, const char *fn) {
    if (c->__state != 0)
        __dios_misuse(fn, "the condition variable was destroyed", c);
}

static int is_waiter(const struct dios_thread *t, const pthread_cond_t *c) {
    return __dios_waits_on(t, DIOS_W_COND, c) && !t->woken;
}

static unsigned count_waiters(const pthread_cond_t *c) {
    struct dios_state *st = __dios_state();
    unsigned n = 0;
    for (unsigned i = 0; i < st->nthreads; i++)
        n += is_waiter(st->threads[i], c);
    return n;
}

int pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *attr) {
    __dios_visible_entry(c, sizeof *c);
    c->__state = 0;
    c->__clock = attr ? attr->__clock : CLOCK_REALTIME;
    return 0;
}

int pthread_cond_destroy(pthread_cond_t *c) {
    __dios_visible_entry(c, sizeof *c);
    check(c, "pthread_cond_destroy");
    if (count_waiters(c))
        __dios_misuse("pthread_cond_destroy", "threads are waiting on the condition variable", c);
    c->__state = 1;
    return 0;
}

static int cond_wait(pthread_cond_t *c, pthread_mutex_t *m, int timed, const char *fn) {
    __dios_visible_entry(c, sizeof *c);
    check(c, fn);
    if (m->__state != 0)
        __dios_misuse(fn, "the mutex was destroyed", m);
    struct dios_thread *self = __dios_self();
    if (m->__owner != self->id) {
        if (m->__kind == PTHREAD_MUTEX_ERRORCHECK || m->__kind == PTHREAD_MUTEX_RECURSIVE)
            return EPERM;
        __dios_misuse(fn, "the mutex is not locked by the calling thread", m);
    }
    /* A cancellation point (cancel.c): on entry, with the mutex held, and
     * after the wait, once the mutex is held again, so the cleanup handlers
     * run with it held. A request ends the wait (and consumes no signal). */
    __dios_cancel_point();
    unsigned count = m->__count;
    m->__owner = 0;
    m->__count = 0;
    self->nheld--;
    self->woken = 0;
    __dios_wait(DIOS_W_COND, c, 0, fn, timed);
    self = __dios_self();
    while (self->intr == DIOS_INTR_RESUME && !self->woken && !__dios_cancel_due()) {
        self->intr = 0; /* a handler ran while every thread was blocked (timer.c): wait on */
        __dios_wait(DIOS_W_COND, c, 0, fn, timed);
        self = __dios_self();
    }
    self->intr = 0;
    int r = (timed && !self->woken) ? ETIMEDOUT : 0;
    self->woken = 0;
    /* re-acquire the mutex, competing with everyone else */
    while (m->__owner != 0)
        __dios_wait(DIOS_W_MUTEX, m, 0, fn, 0);
    m->__owner = self->id;
    m->__count = count;
    self->nheld++;
    if (m->__robust && __dios_robust_taken(&m->__robust))
        r = EOWNERDEAD;
    __dios_cancel_point();
    return r;
}

int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) { return cond_wait(c, m, 0, "pthread_cond_wait"); }

int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *abstime) {
    if (!abstime || abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000)
        return EINVAL;
    return cond_wait(c, m, 1, "pthread_cond_timedwait");
}

int pthread_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clock, const struct timespec *abstime) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
        return EINVAL;
    return pthread_cond_timedwait(c, m, abstime);
}

int pthread_cond_signal(pthread_cond_t *c) {
    __dios_visible_entry(c, sizeof *c);
    check(c, "pthread_cond_signal");
    unsigned n = count_waiters(c);
    if (n == 0)
        return 0;
    unsigned k = n > 1 ? (unsigned)__vm_choose((int)n) : 0;
    struct dios_state *st = __dios_state();
    for (unsigned i = 0; i < st->nthreads; i++) {
        struct dios_thread *t = st->threads[i];
        if (is_waiter(t, c) && k-- == 0) {
            t->woken = 1;
            break;
        }
    }
    return 0;
}

int pthread_cond_broadcast(pthread_cond_t *c) {
    __dios_visible_entry(c, sizeof *c);
    check(c, "pthread_cond_broadcast");
    struct dios_state *st = __dios_state();
    for (unsigned i = 0; i < st->nthreads; i++)
        if (is_waiter(st->threads[i], c))
            st->threads[i]->woken = 1;
    return 0;
}

int pthread_condattr_init(pthread_condattr_t *a) {
    a->__pshared = PTHREAD_PROCESS_PRIVATE;
    a->__clock = CLOCK_REALTIME;
    return 0;
}
int pthread_condattr_destroy(pthread_condattr_t *a) {
    (void)a;
    return 0;
}
int pthread_condattr_getpshared(const pthread_condattr_t *a, int *p) {
    *p = a->__pshared;
    return 0;
}
int pthread_condattr_setpshared(pthread_condattr_t *a, int p) {
    if (p != PTHREAD_PROCESS_PRIVATE && p != PTHREAD_PROCESS_SHARED)
        return EINVAL;
    a->__pshared = p;
    return 0;
}
int pthread_condattr_getclock(const pthread_condattr_t *a, clockid_t *c) {
    *c = a->__clock;
    return 0;
}
int pthread_condattr_setclock(pthread_condattr_t *a, clockid_t c) {
    if (c != CLOCK_REALTIME && c != CLOCK_MONOTONIC)
        return EINVAL;
    a->__clock = c;
    return 0;
}
