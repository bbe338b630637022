/* barrier.c -- barriers: waiters block until the generation changes. */
#include "dios.h"
#include <errno.h>
#include <pthread.h>

int pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr, unsigned count) {
    (void)attr;
    if (count == 0)
        return EINVAL;
    __dios_visible_entry(b, sizeof *b);
    b->__count = count;
    b->__waiting = 0;
    b->__generation = 0;
    b->__state = 0;
    return 0;
}

int pthread_barrier_destroy(pthread_barrier_t *b) {
    __dios_visible_entry(b, sizeof *b);
    if (b->__state != 0)
        __dios_misuse("pthread_barrier_destroy", "the barrier was destroyed", b);
    if (b->__waiting)
        __dios_misuse("pthread_barrier_destroy", "threads are waiting at the barrier", b);
    b->__state = 1;
    return 0;
}

/* The last thread to arrive opens the barrier and gets the serial value. */
int pthread_barrier_wait(pthread_barrier_t *b) {
    __dios_visible_entry(b, sizeof *b);
    if (b->__state != 0)
        __dios_misuse("pthread_barrier_wait", "the barrier was destroyed", b);
    if (++b->__waiting == b->__count) {
        b->__waiting = 0;
        b->__generation++;
        return PTHREAD_BARRIER_SERIAL_THREAD;
    }
    unsigned gen = b->__generation;
    while (b->__generation == gen)
        __dios_wait(DIOS_W_BARRIER, b, gen, "pthread_barrier_wait", 0);
    return 0;
}

int pthread_barrierattr_init(pthread_barrierattr_t *a) {
    a->__pshared = PTHREAD_PROCESS_PRIVATE;
    return 0;
}
int pthread_barrierattr_destroy(pthread_barrierattr_t *a) {
    (void)a;
    return 0;
}
int pthread_barrierattr_getpshared(const pthread_barrierattr_t *a, int *p) {
    *p = a->__pshared;
    return 0;
}
int pthread_barrierattr_setpshared(pthread_barrierattr_t *a, int p) {
    if (p != PTHREAD_PROCESS_PRIVATE && p != PTHREAD_PROCESS_SHARED)
        return EINVAL;
    a->__pshared = p;
    return 0;
}
