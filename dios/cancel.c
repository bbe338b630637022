/* cancel.c -- thread cancellation: pthread_cancel, the cancel state and
 * type, pthread_testcancel (docs/semantics.md, "Cancellation"). Cancellation
 * points act through __dios_cancel_point (thread.c); the cleanup handlers
 * are cleanup.c's.
 *
 * A request is pending in the target until the target acts on it: at a
 * cancellation point (deferred type), or the next time it is scheduled
 * (asynchronous type). Acting runs the cleanup handlers, innermost first,
 * then the key destructors, and ends the thread with PTHREAD_CANCELED as
 * pthread_exit does (__dios_thread_exit).
 *
 * Interleavings. pthread_cancel is a visible action on the thread table's
 * token. A cancellation point that may block (cond_wait, join, sleep,
 * pause, ...) looks at the request where it starts, invisibly, and again
 * each time it resumes (the start of an edge): a request that arrives
 * after the first look still finds the thread at the second, before it
 * did anything another thread can see. read and write of a file look right
 * after their own visible action (on the file system), as if it were the
 * look. pthread_testcancel, which does neither, is itself a visible action
 * on the token, so every order of it and a pthread_cancel is explored.
 *
 * An asynchronous request acts at the target's next edge, not within one:
 * within an edge the thread touches nothing other threads see, so only its
 * own cleanup handlers could tell the difference. */
#include "dios.h"
#include <errno.h>
#include <pthread.h>

/* An asynchronous request acts when its target next runs: a frame on top of
 * the target's continuation acts on it (the continuation's frames, with the
 * cleanup handlers' buffers, stay until __dios_thread_exit unwinds them). */
static void act_now(void *unused) {
    (void)unused;
    __dios_cancel_act();
}

/* The waits a request ends: those of cancellation points. The target then
 * runs, and its cancellation point acts. */
static int cancellable_wait(int wait) {
    return wait == DIOS_W_COND || wait == DIOS_W_JOIN || wait == DIOS_W_FOREVER || wait == DIOS_W_PIPE_RD ||
           wait == DIOS_W_PIPE_WR || wait == DIOS_W_ACCEPT || wait == DIOS_W_CONNECT ||
           wait == DIOS_W_POLL || wait == DIOS_W_MQ_RD || wait == DIOS_W_MQ_WR || wait == DIOS_W_MSG_RD ||
           wait == DIOS_W_MSG_WR || wait == DIOS_W_EPOLL ||
           wait == DIOS_W_SIGWAIT || wait == DIOS_W_SEM;
}

int pthread_cancel(pthread_t id) {
    __dios_visible_entry(__dios_state()->thread_table_token, 1);
    struct dios_thread *t = __dios_find_thread(id);
    if (!t)
        return ESRCH;
    if (t->state != DIOS_T_LIVE) /* it finished: nothing to act on */
        return 0;
    if (t->cancel_pending) /* a second request adds nothing */
        return 0;
    t->cancel_pending = 1;
    if (t->cancel_state != PTHREAD_CANCEL_ENABLE)
        return 0;
    if (t->cancel_type == PTHREAD_CANCEL_ASYNCHRONOUS) {
        if (t == __dios_self())
            __dios_cancel_act();
        __builtin_memset(&t->wait, 0, DIOS_WAIT_FIELDS);
        t->frame = __vm_frame_make(act_now, NULL, t->frame);
    } else if (cancellable_wait(t->wait)) {
        t->wait = DIOS_W_NONE;
    }
    return 0;
}

int pthread_setcancelstate(int state, int *old) {
    if (state != PTHREAD_CANCEL_ENABLE && state != PTHREAD_CANCEL_DISABLE)
        return EINVAL;
    struct dios_thread *t = __dios_self();
    if (old)
        *old = t->cancel_state;
    t->cancel_state = state;
    if (t->cancel_type == PTHREAD_CANCEL_ASYNCHRONOUS)
        __dios_cancel_point();
    return 0;
}

int pthread_setcanceltype(int type, int *old) {
    if (type != PTHREAD_CANCEL_DEFERRED && type != PTHREAD_CANCEL_ASYNCHRONOUS)
        return EINVAL;
    struct dios_thread *t = __dios_self();
    if (old)
        *old = t->cancel_type;
    t->cancel_type = type;
    if (type == PTHREAD_CANCEL_ASYNCHRONOUS)
        __dios_cancel_point();
    return 0;
}

void pthread_testcancel(void) {
    if (__dios_self()->cancel_state != PTHREAD_CANCEL_ENABLE)
        return;
    __dios_visible(__dios_state()->thread_table_token, 1);
    __dios_cancel_point();
}

