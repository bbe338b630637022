// A C11 recursive mutex can be locked again by its owner (a recursive
// helper); it is released only after as many unlocks, then another thread
// can take it.
// EXPECT: safe
// TAGS: threads c11 mutex recursive
#include <assert.h>
#include <threads.h>

static mtx_t lock;
static int depth_sum;

static void nest(int depth) {
    assert(mtx_lock(&lock) == thrd_success);
    depth_sum += depth;
    if (depth < 3)
        nest(depth + 1);
    assert(mtx_unlock(&lock) == thrd_success);
}

static int worker(void *arg) {
    (void)arg;
    nest(1);
    return 0;
}

int main(void) {
    thrd_t t;
    assert(mtx_init(&lock, mtx_plain | mtx_recursive) == thrd_success);
    thrd_create(&t, worker, NULL);
    nest(1);
    thrd_join(t, NULL);
    assert(depth_sum == 12);
    assert(mtx_trylock(&lock) == thrd_success);
    mtx_unlock(&lock);
    mtx_destroy(&lock);
    return 0;
}
