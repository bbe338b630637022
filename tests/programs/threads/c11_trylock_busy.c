// mtx_trylock on a mutex another thread holds returns thrd_busy: a program that assumes it always succeeds fails its assertion in some interleaving.
// EXPECT: error assert
// TAGS: threads c11
#include <assert.h>
#include <threads.h>

static mtx_t m;

static int holder(void *arg) {
    (void)arg;
    mtx_lock(&m);
    mtx_unlock(&m);
    return 0;
}

int main(void) {
    thrd_t t;
    mtx_init(&m, mtx_plain);
    thrd_create(&t, holder, NULL);
    int r = mtx_trylock(&m);
    assert(r == thrd_success); // ERROR
    mtx_unlock(&m);
    thrd_join(t, NULL);
    return 0;
}
