// Blocking cancellation points end when their thread is cancelled: a thread that keeps sleeping (usleep(0), so that the clock stays put), one blocked in pause(), and one blocked joining the one in pause(); a cancelled joiner leaves its target joinable, so main joins it afterwards. Each join returns PTHREAD_CANCELED.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static pthread_t pauser;

static void *sleeper(void *arg) {
    for (;;)
        usleep(0);
    return arg;
}
static void *waiter(void *arg) {
    for (;;)
        pause();
    return arg;
}
static void *joiner(void *arg) {
    pthread_join(pauser, NULL);
    return arg;
}

int main(void) {
    pthread_t s, j;
    void *ret;
    pthread_create(&s, NULL, sleeper, NULL);
    pthread_create(&pauser, NULL, waiter, NULL);
    pthread_create(&j, NULL, joiner, NULL);
    pthread_cancel(j);
    assert(pthread_join(j, &ret) == 0 && ret == PTHREAD_CANCELED);
    pthread_cancel(pauser);
    assert(pthread_join(pauser, &ret) == 0 && ret == PTHREAD_CANCELED);
    pthread_cancel(s);
    assert(pthread_join(s, &ret) == 0 && ret == PTHREAD_CANCELED);
    return 0;
}
