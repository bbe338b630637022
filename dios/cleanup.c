/* cleanup.c -- the cleanup handlers of pthread_cleanup_push/pop, which run
 * when the thread exits or is cancelled (cancel.c has the requests
 * themselves, dios.h whether one is due). */
#include "dios.h"
#include <pthread.h>

_Static_assert(PTHREAD_CANCEL_ENABLE == 0, "__dios_cancel_due (dios.h) tests the state against 0");

void __pthread_cleanup_push(struct __pthread_cleanup *c, void (*routine)(void *), void *arg) {
    struct dios_thread *t = __dios_self();
    c->__routine = routine;
    c->__arg = arg;
    c->__prev = t->cleanup;
    t->cleanup = c;
}

void __pthread_cleanup_pop(struct __pthread_cleanup *c, int execute) {
    struct dios_thread *t = __dios_self();
    if (t->cleanup != c)
        __dios_misuse("pthread_cleanup_pop", "it does not pop the innermost handler pushed (pushes and pops must pair up)", c);
    t->cleanup = c->__prev;
    if (execute)
        c->__routine(c->__arg);
}

/* On pthread_exit and cancellation: the handlers still pushed, innermost
 * first, each popped before it runs. */
void __dios_run_cleanups(struct dios_thread *t) {
    while (t->cleanup) {
        struct __pthread_cleanup *c = t->cleanup;
        t->cleanup = c->__prev;
        c->__routine(c->__arg);
    }
}
