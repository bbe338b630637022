// A thread with cancellation disabled is not woken by a request while it blocks at a cancellation point (pause): it never ends, so main's join waits forever (the twin of cancel_blocked_points.c).
// EXPECT: error deadlock
#include <pthread.h>
#include <unistd.h>

static void *waiter(void *arg) {
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
    for (;;)
        pause(); // ERROR-ANY
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, waiter, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL); // ERROR-ANY
    return 0;
}
