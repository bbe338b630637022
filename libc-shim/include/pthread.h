/* pthread.h -- POSIX threads, implemented by DiOS. */
#ifndef _DIVM_PTHREAD_H
#define _DIVM_PTHREAD_H
#include <bits/cdefs.h>
#include <bits/pthreadtypes.h>
#include <sched.h>
#include <time.h>
#define __need_size_t
#define __need_NULL
#include <stddef.h>
__DIVM_BEGIN_DECLS

#define PTHREAD_CREATE_JOINABLE 0
#define PTHREAD_CREATE_DETACHED 1

#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_RECURSIVE 1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_DEFAULT PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_TIMED_NP PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_RECURSIVE_NP PTHREAD_MUTEX_RECURSIVE
#define PTHREAD_MUTEX_ERRORCHECK_NP PTHREAD_MUTEX_ERRORCHECK
#define PTHREAD_MUTEX_ADAPTIVE_NP 3
#define PTHREAD_MUTEX_FAST_NP PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_STALLED 0
#define PTHREAD_MUTEX_ROBUST 1
#define PTHREAD_PRIO_NONE 0
#define PTHREAD_PRIO_INHERIT 1
#define PTHREAD_PRIO_PROTECT 2
#define PTHREAD_PROCESS_PRIVATE 0
#define PTHREAD_PROCESS_SHARED 1
#define PTHREAD_SCOPE_SYSTEM 0
#define PTHREAD_SCOPE_PROCESS 1
#define PTHREAD_INHERIT_SCHED 0
#define PTHREAD_EXPLICIT_SCHED 1
#define PTHREAD_RWLOCK_PREFER_READER_NP 0
#define PTHREAD_RWLOCK_PREFER_WRITER_NP 1
#define PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP 2
#define PTHREAD_RWLOCK_DEFAULT_NP 0
#define PTHREAD_CANCEL_ENABLE 0
#define PTHREAD_CANCEL_DISABLE 1
#define PTHREAD_CANCEL_DEFERRED 0
#define PTHREAD_CANCEL_ASYNCHRONOUS 1
#define PTHREAD_CANCELED ((void *)-1)
#define PTHREAD_BARRIER_SERIAL_THREAD (-1)
#define PTHREAD_ONCE_INIT 0
#define PTHREAD_DESTRUCTOR_ITERATIONS 4
#define PTHREAD_KEYS_MAX 1024
#define PTHREAD_STACK_MIN 16384

#define PTHREAD_MUTEX_INITIALIZER { 0, 0, PTHREAD_MUTEX_NORMAL, 0, 0 }
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP { 0, 0, PTHREAD_MUTEX_RECURSIVE, 0, 0 }
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP { 0, 0, PTHREAD_MUTEX_ERRORCHECK, 0, 0 }
#define PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP { 0, 0, PTHREAD_MUTEX_ADAPTIVE_NP, 0, 0 }
#define PTHREAD_COND_INITIALIZER { 0, 0 }
#define PTHREAD_RWLOCK_INITIALIZER { 0, 0, 0, 0, 0 }
#define PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP { 0, 0, 0, 2, 0 }

int pthread_create(pthread_t *__restrict t, const pthread_attr_t *__restrict attr,
                   void *(*start)(void *), void *__restrict arg);
int pthread_join(pthread_t t, void **ret);
int pthread_detach(pthread_t t);
__divm_noreturn void pthread_exit(void *ret);
pthread_t pthread_self(void);
int pthread_equal(pthread_t a, pthread_t b);
int pthread_cancel(pthread_t t);
int pthread_setcancelstate(int state, int *old);
int pthread_setcanceltype(int type, int *old);
void pthread_testcancel(void);
int pthread_yield(void);

/* Cleanup handlers: push and pop pair up in one block (they open and close
 * a brace). The handler's record lives in the pushing function's frame. */
struct __pthread_cleanup {
    void (*__routine)(void *);
    void *__arg;
    struct __pthread_cleanup *__prev;
};
void __pthread_cleanup_push(struct __pthread_cleanup *__c, void (*__routine)(void *), void *__arg);
void __pthread_cleanup_pop(struct __pthread_cleanup *__c, int __execute);
#define pthread_cleanup_push(routine, arg)                                                                            \
    do {                                                                                                              \
        struct __pthread_cleanup __divm_cleanup;                                                                      \
        __pthread_cleanup_push(&__divm_cleanup, (routine), (arg));
#define pthread_cleanup_pop(execute)                                                                                  \
        __pthread_cleanup_pop(&__divm_cleanup, (execute));                                                            \
    } while (0)
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void));
int pthread_getconcurrency(void);
int pthread_setconcurrency(int level);
int pthread_setname_np(pthread_t t, const char *name);
int pthread_getname_np(pthread_t t, char *buf, size_t len);
int pthread_getattr_np(pthread_t t, pthread_attr_t *a);
int pthread_tryjoin_np(pthread_t t, void **ret);
int pthread_timedjoin_np(pthread_t t, void **ret, const struct timespec *abstime);
int pthread_clockjoin_np(pthread_t t, void **ret, clockid_t clock, const struct timespec *abstime);
int pthread_setaffinity_np(pthread_t t, size_t size, const cpu_set_t *set);
int pthread_getaffinity_np(pthread_t t, size_t size, cpu_set_t *set);
int pthread_getschedparam(pthread_t t, int *__restrict policy, struct sched_param *__restrict p);
int pthread_setschedparam(pthread_t t, int policy, const struct sched_param *p);
int pthread_setschedprio(pthread_t t, int prio);
int pthread_getcpuclockid(pthread_t t, clockid_t *id);

int pthread_attr_init(pthread_attr_t *a);
int pthread_attr_destroy(pthread_attr_t *a);
int pthread_attr_getdetachstate(const pthread_attr_t *a, int *s);
int pthread_attr_setdetachstate(pthread_attr_t *a, int s);
int pthread_attr_getstacksize(const pthread_attr_t *__restrict a, size_t *__restrict s);
int pthread_attr_setstacksize(pthread_attr_t *a, size_t s);
int pthread_attr_getstack(const pthread_attr_t *__restrict a, void **__restrict addr, size_t *__restrict s);
int pthread_attr_setstack(pthread_attr_t *a, void *addr, size_t s);
int pthread_attr_getguardsize(const pthread_attr_t *__restrict a, size_t *__restrict s);
int pthread_attr_setguardsize(pthread_attr_t *a, size_t s);
int pthread_attr_getscope(const pthread_attr_t *__restrict a, int *__restrict s);
int pthread_attr_setscope(pthread_attr_t *a, int s);
int pthread_attr_getinheritsched(const pthread_attr_t *__restrict a, int *__restrict s);
int pthread_attr_setinheritsched(pthread_attr_t *a, int s);
int pthread_attr_getschedpolicy(const pthread_attr_t *__restrict a, int *__restrict p);
int pthread_attr_setschedpolicy(pthread_attr_t *a, int p);
int pthread_attr_getschedparam(const pthread_attr_t *__restrict a, struct sched_param *__restrict p);
int pthread_attr_setschedparam(pthread_attr_t *__restrict a, const struct sched_param *__restrict p);

int pthread_mutex_init(pthread_mutex_t *__restrict m, const pthread_mutexattr_t *__restrict attr);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_trylock(pthread_mutex_t *m);
int pthread_mutex_timedlock(pthread_mutex_t *__restrict m, const struct timespec *__restrict abstime);
int pthread_mutex_clocklock(pthread_mutex_t *__restrict m, clockid_t clock, const struct timespec *__restrict abstime);
int pthread_cond_clockwait(pthread_cond_t *__restrict c, pthread_mutex_t *__restrict m, clockid_t clock,
                           const struct timespec *__restrict abstime);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_mutex_consistent(pthread_mutex_t *m);
int pthread_mutex_getprioceiling(const pthread_mutex_t *__restrict m, int *__restrict c);
int pthread_mutex_setprioceiling(pthread_mutex_t *__restrict m, int c, int *__restrict old);
int pthread_mutexattr_init(pthread_mutexattr_t *a);
int pthread_mutexattr_destroy(pthread_mutexattr_t *a);
int pthread_mutexattr_gettype(const pthread_mutexattr_t *__restrict a, int *__restrict t);
int pthread_mutexattr_settype(pthread_mutexattr_t *a, int t);
int pthread_mutexattr_getpshared(const pthread_mutexattr_t *__restrict a, int *__restrict p);
int pthread_mutexattr_setpshared(pthread_mutexattr_t *a, int p);
int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *__restrict a, int *__restrict p);
int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *__restrict a, int *__restrict c);
int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *a, int c);
int pthread_mutexattr_setprotocol(pthread_mutexattr_t *a, int p);
int pthread_mutexattr_getrobust(const pthread_mutexattr_t *__restrict a, int *__restrict r);
int pthread_mutexattr_setrobust(pthread_mutexattr_t *a, int r);

int pthread_cond_init(pthread_cond_t *__restrict c, const pthread_condattr_t *__restrict attr);
int pthread_cond_destroy(pthread_cond_t *c);
int pthread_cond_wait(pthread_cond_t *__restrict c, pthread_mutex_t *__restrict m);
int pthread_cond_timedwait(pthread_cond_t *__restrict c, pthread_mutex_t *__restrict m,
                           const struct timespec *__restrict abstime);
int pthread_cond_signal(pthread_cond_t *c);
int pthread_cond_broadcast(pthread_cond_t *c);
int pthread_condattr_init(pthread_condattr_t *a);
int pthread_condattr_destroy(pthread_condattr_t *a);
int pthread_condattr_getpshared(const pthread_condattr_t *__restrict a, int *__restrict p);
int pthread_condattr_setpshared(pthread_condattr_t *a, int p);
int pthread_condattr_getclock(const pthread_condattr_t *__restrict a, clockid_t *__restrict c);
int pthread_condattr_setclock(pthread_condattr_t *a, clockid_t c);

int pthread_rwlock_init(pthread_rwlock_t *__restrict l, const pthread_rwlockattr_t *__restrict attr);
int pthread_rwlock_destroy(pthread_rwlock_t *l);
int pthread_rwlock_rdlock(pthread_rwlock_t *l);
int pthread_rwlock_tryrdlock(pthread_rwlock_t *l);
int pthread_rwlock_timedrdlock(pthread_rwlock_t *__restrict l, const struct timespec *__restrict abstime);
int pthread_rwlock_wrlock(pthread_rwlock_t *l);
int pthread_rwlock_trywrlock(pthread_rwlock_t *l);
int pthread_rwlock_timedwrlock(pthread_rwlock_t *__restrict l, const struct timespec *__restrict abstime);
int pthread_rwlock_clockrdlock(pthread_rwlock_t *__restrict l, clockid_t clock, const struct timespec *__restrict abstime);
int pthread_rwlock_clockwrlock(pthread_rwlock_t *__restrict l, clockid_t clock, const struct timespec *__restrict abstime);
int pthread_rwlock_unlock(pthread_rwlock_t *l);
int pthread_rwlockattr_init(pthread_rwlockattr_t *a);
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *a);
int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *__restrict a, int *__restrict p);
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *a, int p);
int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *__restrict a, int *__restrict k);
int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *a, int k);

int pthread_barrier_init(pthread_barrier_t *__restrict b, const pthread_barrierattr_t *__restrict attr,
                         unsigned count);
int pthread_barrier_destroy(pthread_barrier_t *b);
int pthread_barrier_wait(pthread_barrier_t *b);
int pthread_barrierattr_init(pthread_barrierattr_t *a);
int pthread_barrierattr_destroy(pthread_barrierattr_t *a);
int pthread_barrierattr_getpshared(const pthread_barrierattr_t *__restrict a, int *__restrict p);
int pthread_barrierattr_setpshared(pthread_barrierattr_t *a, int p);

int pthread_spin_init(pthread_spinlock_t *l, int pshared);
int pthread_spin_destroy(pthread_spinlock_t *l);
int pthread_spin_lock(pthread_spinlock_t *l);
int pthread_spin_trylock(pthread_spinlock_t *l);
int pthread_spin_unlock(pthread_spinlock_t *l);

int pthread_key_create(pthread_key_t *k, void (*dtor)(void *));
int pthread_key_delete(pthread_key_t k);
void *pthread_getspecific(pthread_key_t k);
int pthread_setspecific(pthread_key_t k, const void *v);

int pthread_once(pthread_once_t *once, void (*fn)(void));

__DIVM_END_DECLS
#endif
