/* mutex.c -- pthread mutexes (normal, recursive, errorcheck; robust or
 * not) and spinlocks. The owner is kept as a thread id in the user's
 * object; a thread that cannot take the lock blocks until the scheduler
 * sees it free.
 *
 * A robust mutex whose owner ends holding it is freed then (thread.c,
 * from the thread's list of those it holds); the next thread to lock it
 * gets it with EOWNERDEAD and must call pthread_mutex_consistent before
 * it unlocks, else the mutex can never be locked again
 * (ENOTRECOVERABLE), as POSIX and glibc say. The state is in __robust
 * (DIOS_ROBUST_*, dios.h). */
#include "dios.h"
#include <errno.h>
#include <pthread.h>

DIOS_INLINE int kind_of(const pthread_mutex_t *m) {
    return m->__kind == PTHREAD_MUTEX_RECURSIVE || m->__kind == PTHREAD_MUTEX_ERRORCHECK ? m->__kind
                                                                                         : PTHREAD_MUTEX_NORMAL;
}

DIOS_INLINE void check(pthread_mutex_t *m, const char *fn) {
    if (m->__state != 0)
        __dios_misuse(fn, "the mutex was destroyed", m);
}

int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *attr) {
    __dios_visible_entry(m, sizeof *m);
    m->__owner = 0;
    m->__count = 0;
    m->__kind = attr ? attr->__kind : PTHREAD_MUTEX_NORMAL;
    m->__state = 0;
    m->__robust = attr ? attr->__robust : 0;
    return 0;
}

int pthread_mutex_destroy(pthread_mutex_t *m) {
    __dios_visible_entry(m, sizeof *m);
    check(m, "pthread_mutex_destroy");
    if (m->__owner != 0)
        __dios_misuse("pthread_mutex_destroy", "the mutex is locked", m);
    m->__state = 1;
    return 0;
}

/* Thread t takes the free mutex m, not a robust one. Inline: every lock
 * takes this path, and a call is a costly VM instruction. */
DIOS_INLINE void acquired(pthread_mutex_t *m, struct dios_thread *t) {
    m->__owner = t->id;
    m->__count = 1;
    t->nheld++;
}

/* Thread t takes the free robust mutex m: 0, EOWNERDEAD if its last
 * owner ended holding it, ENOTRECOVERABLE (and no lock) if it was
 * unlocked inconsistent. */
static DIOS_NOINLINE int acquired_robust(pthread_mutex_t *m, struct dios_thread *t) {
    if (m->__robust & DIOS_ROBUST_DEAD)
        return ENOTRECOVERABLE;
    acquired(m, t);
    t->robust = __dios_grow(t->robust, &t->robust_cap, t->nrobust + 1, sizeof *t->robust);
    t->robust[t->nrobust++] = m;
    return __dios_robust_taken(&m->__robust) ? EOWNERDEAD : 0;
}

/* Thread t takes the free mutex m (a dead robust one stays free). */
DIOS_INLINE int take(pthread_mutex_t *m, struct dios_thread *t) {
    if (m->__robust)
        return acquired_robust(m, t);
    acquired(m, t);
    return 0;
}

/* Lock, waiting if needed; `timed` waits may give up (ETIMEDOUT). A
 * failed untimed try goes back to its visible action, which suspends the
 * thread as a waiter (__dios_try_visible). */
DIOS_INLINE int lock(pthread_mutex_t *m, int timed, const char *fn) {
    struct dios_thread *t = __dios_self();
    unsigned long self = t->id;
    for (int waited = 0;;) {
        int block = __dios_try_visible(t, DIOS_W_MUTEX, m, sizeof *m, fn, timed);
        check(m, fn);
        if (m->__owner == 0) /* the common case (a dead robust mutex is free) */
            return take(m, t);
        if (m->__owner == self) {
            if (kind_of(m) == PTHREAD_MUTEX_RECURSIVE) {
                if (m->__count == 0xffffffffu)
                    return EAGAIN;
                m->__count++;
                return 0;
            }
            if (kind_of(m) == PTHREAD_MUTEX_ERRORCHECK)
                return EDEADLK;
            /* a normal mutex: the thread deadlocks on itself */
            if (!timed)
                __dios_wait(DIOS_W_FOREVER, m, 0, fn, 0);
        }
        if (timed && waited)
            return ETIMEDOUT;
        waited = __dios_try_again(t, block, DIOS_W_MUTEX, m, fn, timed);
    }
}

int pthread_mutex_lock(pthread_mutex_t *m) { return lock(m, 0, "pthread_mutex_lock"); }

int pthread_mutex_timedlock(pthread_mutex_t *m, const struct timespec *abstime) {
    if (abstime && (abstime->tv_nsec < 0 || abstime->tv_nsec >= 1000000000) && m->__owner != 0)
        return EINVAL;
    return lock(m, 1, "pthread_mutex_timedlock");
}

/* As sem_clockwait: the clock must be one a timeout may be measured on. */
int pthread_mutex_clocklock(pthread_mutex_t *m, clockid_t clock, const struct timespec *abstime) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
        return EINVAL;
    return pthread_mutex_timedlock(m, abstime);
}

int pthread_mutex_trylock(pthread_mutex_t *m) {
    __dios_visible_entry(m, sizeof *m);
    check(m, "pthread_mutex_trylock");
    struct dios_thread *t = __dios_self();
    unsigned long self = t->id;
    if (m->__owner == 0)
        return take(m, t);
    if (m->__owner == self && kind_of(m) == PTHREAD_MUTEX_RECURSIVE) {
        if (m->__count == 0xffffffffu)
            return EAGAIN;
        m->__count++;
        return 0;
    }
    return EBUSY;
}

int pthread_mutex_unlock(pthread_mutex_t *m) {
    __dios_visible_entry(m, sizeof *m);
    check(m, "pthread_mutex_unlock");
    struct dios_thread *t = __dios_self();
    if (m->__owner != t->id) {
        if (kind_of(m) != PTHREAD_MUTEX_NORMAL)
            return EPERM;
        __dios_misuse("pthread_mutex_unlock",
                      m->__owner ? "the mutex is locked by another thread" : "the mutex is not locked", m);
    }
    if (--m->__count == 0) {
        m->__owner = 0;
        t->nheld--;
        if (m->__robust) {
            unsigned i = 0;
            while (i < t->nrobust && t->robust[i] != m)
                i++;
            if (i < t->nrobust)
                t->robust[i] = t->robust[--t->nrobust];
            if (m->__robust & DIOS_ROBUST_INCONS)
                m->__robust = (m->__robust & ~DIOS_ROBUST_INCONS) | DIOS_ROBUST_DEAD;
        }
    }
    return 0;
}

int pthread_mutex_consistent(pthread_mutex_t *m) {
    __dios_visible_entry(m, sizeof *m);
    if (!(m->__robust & DIOS_ROBUST_INCONS) || m->__owner != __dios_self()->id)
        return EINVAL;
    m->__robust &= ~DIOS_ROBUST_INCONS;
    return 0;
}
int pthread_mutex_getprioceiling(const pthread_mutex_t *m, int *c) {
    (void)m;
    *c = 0;
    return 0;
}
int pthread_mutex_setprioceiling(pthread_mutex_t *m, int c, int *old) {
    (void)m, (void)c;
    if (old)
        *old = 0;
    return 0;
}

int pthread_mutexattr_init(pthread_mutexattr_t *a) {
    __builtin_memset(a, 0, sizeof *a);
    return 0;
}
int pthread_mutexattr_destroy(pthread_mutexattr_t *a) {
    (void)a;
    return 0;
}
int pthread_mutexattr_gettype(const pthread_mutexattr_t *a, int *t) {
    *t = a->__kind;
    return 0;
}
int pthread_mutexattr_settype(pthread_mutexattr_t *a, int t) {
    if (t < 0 || t > PTHREAD_MUTEX_ADAPTIVE_NP)
        return EINVAL;
    a->__kind = t;
    return 0;
}
int pthread_mutexattr_getpshared(const pthread_mutexattr_t *a, int *p) {
    *p = a->__pshared;
    return 0;
}
int pthread_mutexattr_setpshared(pthread_mutexattr_t *a, int p) {
    if (p != PTHREAD_PROCESS_PRIVATE && p != PTHREAD_PROCESS_SHARED)
        return EINVAL;
    a->__pshared = p;
    return 0;
}
int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *a, int *p) {
    *p = a->__protocol;
    return 0;
}
int pthread_mutexattr_setprotocol(pthread_mutexattr_t *a, int p) {
    if (p < PTHREAD_PRIO_NONE || p > PTHREAD_PRIO_PROTECT)
        return EINVAL;
    a->__protocol = p;
    return 0;
}
/* The ceiling is kept for reading back; priorities are not modelled. */
int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *a, int *c) {
    *c = a->__prioceiling;
    return 0;
}
int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *a, int c) {
    if (c < 1 || c > 99) /* SCHED_FIFO's priorities (sched.c) */
        return EINVAL;
    a->__prioceiling = c;
    return 0;
}
int pthread_mutexattr_getrobust(const pthread_mutexattr_t *a, int *r) {
    *r = a->__robust;
    return 0;
}
int pthread_mutexattr_setrobust(pthread_mutexattr_t *a, int r) {
    if (r != PTHREAD_MUTEX_STALLED && r != PTHREAD_MUTEX_ROBUST)
        return EINVAL;
    a->__robust = r;
    return 0;
}

/* Spinlocks: modelled as blocking locks, so that spinning does not blow
 * up the state space; relocking one you hold deadlocks. */
int pthread_spin_init(pthread_spinlock_t *l, int pshared) {
    (void)pshared;
    __dios_visible_entry((const void *)l, sizeof *l);
    *l = 0;
    return 0;
}

int pthread_spin_destroy(pthread_spinlock_t *l) {
    __dios_visible_entry((const void *)l, sizeof *l);
    if (*l != 0)
        __dios_misuse("pthread_spin_destroy", "the spinlock is locked", (const void *)l);
    return 0;
}

int pthread_spin_lock(pthread_spinlock_t *l) {
    struct dios_thread *t = __dios_self();
    for (;;) {
        int block = __dios_try_visible(t, DIOS_W_SPIN, (const void *)l, sizeof *l, "pthread_spin_lock", 0);
        if (*l == 0)
            break;
        /* (relocking one you hold waits forever) */
        __dios_try_again(t, block, DIOS_W_SPIN, (const void *)l, "pthread_spin_lock", 0);
    }
    *l = (int)t->id;
    return 0;
}

int pthread_spin_trylock(pthread_spinlock_t *l) {
    __dios_visible_entry((const void *)l, sizeof *l);
    if (*l != 0)
        return EBUSY;
    *l = (int)__dios_self()->id;
    return 0;
}

int pthread_spin_unlock(pthread_spinlock_t *l) {
    __dios_visible_entry((const void *)l, sizeof *l);
    if (*l != (int)__dios_self()->id)
        __dios_misuse("pthread_spin_unlock", *l ? "the spinlock is held by another thread" : "the spinlock is not locked",
                      (const void *)l);
    *l = 0;
    return 0;
}
