// poll is a cancellation point: a thread blocked in poll (no timeout) on a pipe nobody writes is cancelled by main, its cleanup handler runs, and the join sees PTHREAD_CANCELED: no deadlock in any interleaving.
// EXPECT: safe
#include <assert.h>
#include <poll.h>
#include <pthread.h>
#include <unistd.h>

static int p[2], cleaned;

static void cleanup(void *arg) {
    (void)arg;
    cleaned = 1;
}

static void *waiter(void *arg) {
    (void)arg;
    pthread_cleanup_push(cleanup, 0);
    struct pollfd fd = {p[0], POLLIN, 0};
    poll(&fd, 1, -1);
    pthread_cleanup_pop(0);
    return 0;
}

int main(void) {
    pipe(p);
    pthread_t t;
    pthread_create(&t, 0, waiter, 0);
    pthread_cancel(t);
    void *r;
    pthread_join(t, &r);
    assert(r == PTHREAD_CANCELED && cleaned);
    return 0;
}
