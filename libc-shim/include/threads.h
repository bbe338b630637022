/* threads.h -- C11 threads, thin wrappers over the DiOS pthreads. */
#ifndef _DIVM_THREADS_H
#define _DIVM_THREADS_H
#include <bits/cdefs.h>
#include <bits/pthreadtypes.h>
#include <time.h>
__DIVM_BEGIN_DECLS

#if !defined(__cplusplus) && (!defined(__STDC_VERSION__) || __STDC_VERSION__ < 202311L)
#define thread_local _Thread_local
#endif
#define ONCE_FLAG_INIT 0
#define TSS_DTOR_ITERATIONS 4

typedef pthread_t thrd_t;
typedef int (*thrd_start_t)(void *);
typedef pthread_mutex_t mtx_t;
typedef pthread_cond_t cnd_t;
typedef pthread_key_t tss_t;
typedef void (*tss_dtor_t)(void *);
typedef pthread_once_t once_flag;

enum { thrd_success = 0, thrd_busy = 1, thrd_error = 2, thrd_nomem = 3, thrd_timedout = 4 };
enum { mtx_plain = 0, mtx_recursive = 1, mtx_timed = 2 };

int thrd_create(thrd_t *t, thrd_start_t fn, void *arg);
thrd_t thrd_current(void);
int thrd_detach(thrd_t t);
int thrd_equal(thrd_t a, thrd_t b);
__divm_noreturn void thrd_exit(int res);
int thrd_join(thrd_t t, int *res);
int thrd_sleep(const struct timespec *duration, struct timespec *remaining);
void thrd_yield(void);

int mtx_init(mtx_t *m, int type);
void mtx_destroy(mtx_t *m);
int mtx_lock(mtx_t *m);
int mtx_timedlock(mtx_t *__restrict m, const struct timespec *__restrict ts);
int mtx_trylock(mtx_t *m);
int mtx_unlock(mtx_t *m);

int cnd_init(cnd_t *c);
void cnd_destroy(cnd_t *c);
int cnd_signal(cnd_t *c);
int cnd_broadcast(cnd_t *c);
int cnd_wait(cnd_t *c, mtx_t *m);
int cnd_timedwait(cnd_t *__restrict c, mtx_t *__restrict m, const struct timespec *__restrict ts);

int tss_create(tss_t *k, tss_dtor_t dtor);
void tss_delete(tss_t k);
void *tss_get(tss_t k);
int tss_set(tss_t k, void *v);

void call_once(once_flag *flag, void (*fn)(void));

__DIVM_END_DECLS
#endif
