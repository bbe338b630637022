// The timed-out outcome of mtx_timedlock is explored: code that assumes the
// lock was always obtained fails its assertion when the lock is busy.
// EXPECT: error assert
// TAGS: threads c11 mutex timed
#include <assert.h>
#include <threads.h>
#include <time.h>

static mtx_t lock;

static int holder(void *arg) {
    (void)arg;
    mtx_lock(&lock);
    thrd_yield();
    mtx_unlock(&lock);
    return 0;
}

int main(void) {
    thrd_t t;
    mtx_init(&lock, mtx_timed);
    thrd_create(&t, holder, NULL);
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    ts.tv_sec += 1;
    int r = mtx_timedlock(&lock, &ts);
    assert(r == thrd_success); // ERROR
    mtx_unlock(&lock);
    thrd_join(t, NULL);
    return 0;
}
