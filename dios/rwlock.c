/* rwlock.c -- reader-writer locks (readers are preferred, like glibc's
 * default; with PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP a waiting
 * writer goes before new readers, as on glibc). Each thread remembers the
 * locks it holds for reading, so an unlock by a thread that holds nothing
 * is reported where it happens, and counts every rwlock it holds with its
 * mutexes (nheld): both serve the scheduler's search for cycles of lock
 * waiters (sched.c). */
#include "dios.h"
#include <errno.h>
#include <pthread.h>

static void check(pthread_rwlock_t *l, const char *fn) {
    if (l->__state != 0)
        __dios_misuse(fn, "the rwlock was destroyed", l);
}

int pthread_rwlock_init(pthread_rwlock_t *l, const pthread_rwlockattr_t *attr) {
    __dios_visible_entry(l, sizeof *l);
    l->__writer = 0;
    l->__readers = 0;
    l->__state = 0;
    l->__kind = attr ? attr->__kind : 0;
    l->__pad = 0;
    return 0;
}

int pthread_rwlock_destroy(pthread_rwlock_t *l) {
    __dios_visible_entry(l, sizeof *l);
    check(l, "pthread_rwlock_destroy");
    if (l->__writer || l->__readers)
        __dios_misuse("pthread_rwlock_destroy", "the rwlock is locked", l);
    l->__state = 1;
    return 0;
}

/* Record that the calling thread now holds `l` for reading. */
static void hold(pthread_rwlock_t *l) {
    struct dios_thread *t = __dios_self();
    t->rdheld = __dios_grow(t->rdheld, &t->rdheld_cap, t->nrdheld + 1, sizeof *t->rdheld);
    t->rdheld[t->nrdheld++] = l;
    t->nheld++;
}

/* Drop one read hold of `l` by the calling thread; 0 if it had none. */
static int release(pthread_rwlock_t *l) {
    struct dios_thread *t = __dios_self();
    for (unsigned i = t->nrdheld; i-- > 0;) {
        if (t->rdheld[i] == l) {
            t->rdheld[i] = t->rdheld[--t->nrdheld];
            t->nheld--;
            return 1;
        }
    }
    return 0;
}

/* A writer waits before a new reader of `l` (dios.h). */
static int writer_first(const pthread_rwlock_t *l, const struct dios_thread *t) {
    return __dios_rwlock_writer_first(__dios_state(), l, l->__kind, l->__readers, t);
}

/* A failed untimed try goes back to its visible action, which suspends
 * the thread as a waiter (__dios_try_visible). */
static int rdlock(pthread_rwlock_t *l, int timed, const char *fn) {
    struct dios_thread *t = __dios_self();
    for (int waited = 0;;) {
        int block = __dios_try_visible(t, DIOS_W_RDLOCK, l, sizeof *l, fn, timed);
        check(l, fn);
        if (l->__writer == t->id)
            return EDEADLK;
        if (l->__writer == 0 && !writer_first(l, t))
            break;
        if (timed && waited)
            return ETIMEDOUT;
        waited = __dios_try_again(t, block, DIOS_W_RDLOCK, l, fn, timed);
    }
    if (l->__readers == 0xffffffffu)
        return EAGAIN;
    l->__readers++;
    hold(l);
    return 0;
}

/* An untimed write lock of a lock the thread reads waits for itself: a
 * cycle of one waiter (sched.c finds the longer ones), reported here. */
static DIOS_NOINLINE void waits_for_itself(const struct dios_thread *t, const pthread_rwlock_t *l, const char *fn) {
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "deadlock: thread ");
    __dios_msg_udec(&m, t->id);
    __dios_msg_str(&m, " blocked in ");
    __dios_msg_str(&m, fn);
    __dios_msg_str(&m, " on ");
    __dios_msg_place(&m, l);
    __dios_msg_str(&m, ", held for reading by thread ");
    __dios_msg_udec(&m, t->id);
    __dios_msg_str(&m, " (a cycle of threads waiting for each other's locks)");
    __dios_error(__dios_frame(), m.buf);
}

static int wrlock(pthread_rwlock_t *l, int timed, const char *fn) {
    struct dios_thread *t = __dios_self();
    /* (its own hold, unseen by other threads: no visible action first) */
    if (!timed && t->nrdheld && __dios_rwlock_reads(t, l))
        waits_for_itself(t, l, fn);
    for (int waited = 0;;) {
        int block = __dios_try_visible(t, DIOS_W_WRLOCK, l, sizeof *l, fn, timed);
        check(l, fn);
        if (l->__writer == t->id)
            return EDEADLK;
        if (l->__writer == 0 && l->__readers == 0)
            break;
        if (timed && waited)
            return ETIMEDOUT;
        waited = __dios_try_again(t, block, DIOS_W_WRLOCK, l, fn, timed);
    }
    l->__writer = t->id;
    t->nheld++;
    return 0;
}

int pthread_rwlock_rdlock(pthread_rwlock_t *l) { return rdlock(l, 0, "pthread_rwlock_rdlock"); }
int pthread_rwlock_wrlock(pthread_rwlock_t *l) { return wrlock(l, 0, "pthread_rwlock_wrlock"); }

int pthread_rwlock_timedrdlock(pthread_rwlock_t *l, const struct timespec *abstime) {
    (void)abstime;
    return rdlock(l, 1, "pthread_rwlock_timedrdlock");
}

int pthread_rwlock_timedwrlock(pthread_rwlock_t *l, const struct timespec *abstime) {
    (void)abstime;
    return wrlock(l, 1, "pthread_rwlock_timedwrlock");
}

/* (glibc 2.30, POSIX.1-2024) As pthread_mutex_clocklock: the clock must be
 * one a timeout may be measured on. */
int pthread_rwlock_clockrdlock(pthread_rwlock_t *l, clockid_t clock, const struct timespec *abstime) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
        return EINVAL;
    return pthread_rwlock_timedrdlock(l, abstime);
}

int pthread_rwlock_clockwrlock(pthread_rwlock_t *l, clockid_t clock, const struct timespec *abstime) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
        return EINVAL;
    return pthread_rwlock_timedwrlock(l, abstime);
}

int pthread_rwlock_tryrdlock(pthread_rwlock_t *l) {
    __dios_visible_entry(l, sizeof *l);
    check(l, "pthread_rwlock_tryrdlock");
    if (l->__writer != 0 || writer_first(l, __dios_self()))
        return EBUSY;
    if (l->__readers == 0xffffffffu)
        return EAGAIN;
    l->__readers++;
    hold(l);
    return 0;
}

int pthread_rwlock_trywrlock(pthread_rwlock_t *l) {
    __dios_visible_entry(l, sizeof *l);
    check(l, "pthread_rwlock_trywrlock");
    if (l->__writer != 0 || l->__readers != 0)
        return EBUSY;
    l->__writer = __dios_self()->id;
    __dios_self()->nheld++;
    return 0;
}

int pthread_rwlock_unlock(pthread_rwlock_t *l) {
    __dios_visible_entry(l, sizeof *l);
    check(l, "pthread_rwlock_unlock");
    if (l->__writer == __dios_self()->id) {
        l->__writer = 0;
        __dios_self()->nheld--;
    }
    else if (l->__writer == 0 && l->__readers > 0 && release(l))
        l->__readers--;
    else
        __dios_misuse("pthread_rwlock_unlock",
                      l->__writer ? "the rwlock is write-locked by another thread"
                      : l->__readers ? "the rwlock is not held by this thread" : "the rwlock is not locked",
                      l);
    return 0;
}

int pthread_rwlockattr_init(pthread_rwlockattr_t *a) {
    a->__pshared = PTHREAD_PROCESS_PRIVATE;
    a->__kind = 0;
    return 0;
}
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *a) {
    (void)a;
    return 0;
}
int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *a, int *p) {
    *p = a->__pshared;
    return 0;
}
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *a, int p) {
    if (p != PTHREAD_PROCESS_PRIVATE && p != PTHREAD_PROCESS_SHARED)
        return EINVAL;
    a->__pshared = p;
    return 0;
}
int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *a, int *k) {
    *k = a->__kind;
    return 0;
}
int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *a, int k) {
    if (k < 0 || k > 2)
        return EINVAL;
    a->__kind = k;
    return 0;
}
