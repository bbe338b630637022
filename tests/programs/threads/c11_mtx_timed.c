// mtx_timedlock on a timed mutex held by another thread may succeed or time
// out; the program handles both outcomes, so it is safe.
// EXPECT: safe
// TAGS: threads c11 mutex timed
#include <assert.h>
#include <threads.h>
#include <time.h>

static mtx_t lock;
static int shared;

static int holder(void *arg) {
    (void)arg;
    mtx_lock(&lock);
    shared = 1;
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
    assert(r == thrd_success || r == thrd_timedout);
    if (r == thrd_success) {
        shared = 2;
        mtx_unlock(&lock);
    }
    thrd_join(t, NULL);
    assert(shared == 1 || shared == 2);
    return 0;
}
