/* c11threads.c -- <threads.h> on top of the pthread implementation. */
#include "dios.h"
#include <errno.h>
#include <pthread.h>
#include <threads.h>

static int result(int e) {
    switch (e) {
    case 0:
        return thrd_success;
    case EBUSY:
        return thrd_busy;
    case ETIMEDOUT:
        return thrd_timedout;
    case ENOMEM:
        return thrd_nomem;
    default:
        return thrd_error;
    }
}

int thrd_create(thrd_t *t, thrd_start_t fn, void *arg) {
    return result(__dios_thread_create(t, 0, NULL, fn, arg));
}

thrd_t thrd_current(void) { return pthread_self(); }
int thrd_detach(thrd_t t) { return result(pthread_detach(t)); }
int thrd_equal(thrd_t a, thrd_t b) { return a == b; }
void thrd_exit(int res) { __dios_thread_exit((void *)(intptr_t)res); }

int thrd_join(thrd_t t, int *res) {
    void *r;
    int e = __dios_join(t, &r, "thrd_join");
    if (e == 0 && res)
        *res = (int)(intptr_t)r;
    return result(e);
}

int thrd_sleep(const struct timespec *duration, struct timespec *remaining) {
    if (nanosleep(duration, remaining) == 0)
        return 0;
    return errno == EINTR ? -1 : -2; /* interrupted by a signal, or invalid */
}

void thrd_yield(void) { sched_yield(); }

int mtx_init(mtx_t *m, int type) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, (type & mtx_recursive) ? PTHREAD_MUTEX_RECURSIVE : PTHREAD_MUTEX_NORMAL);
    return result(pthread_mutex_init(m, &a));
}

void mtx_destroy(mtx_t *m) { pthread_mutex_destroy(m); }
int mtx_lock(mtx_t *m) { return result(pthread_mutex_lock(m)); }
int mtx_timedlock(mtx_t *m, const struct timespec *ts) { return result(pthread_mutex_timedlock(m, ts)); }
int mtx_trylock(mtx_t *m) { return result(pthread_mutex_trylock(m)); }
int mtx_unlock(mtx_t *m) { return result(pthread_mutex_unlock(m)); }

int cnd_init(cnd_t *c) { return result(pthread_cond_init(c, NULL)); }
void cnd_destroy(cnd_t *c) { pthread_cond_destroy(c); }
int cnd_signal(cnd_t *c) { return result(pthread_cond_signal(c)); }
int cnd_broadcast(cnd_t *c) { return result(pthread_cond_broadcast(c)); }
int cnd_wait(cnd_t *c, mtx_t *m) { return result(pthread_cond_wait(c, m)); }
int cnd_timedwait(cnd_t *c, mtx_t *m, const struct timespec *ts) {
    return result(pthread_cond_timedwait(c, m, ts));
}

int tss_create(tss_t *k, tss_dtor_t dtor) { return result(pthread_key_create(k, dtor)); }
void tss_delete(tss_t k) { pthread_key_delete(k); }
void *tss_get(tss_t k) { return pthread_getspecific(k); }
int tss_set(tss_t k, void *v) { return result(pthread_setspecific(k, v)); }

void call_once(once_flag *flag, void (*fn)(void)) { pthread_once(flag, fn); }
