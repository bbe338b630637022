// C11 condition variable: a consumer waits in a loop on cnd_wait until the
// producer has set the predicate and signalled; safe.
// EXPECT: safe
// TAGS: threads c11 condvar
#include <assert.h>
#include <threads.h>

static mtx_t lock;
static cnd_t ready_cv;
static int ready, data;

static int producer(void *arg) {
    (void)arg;
    mtx_lock(&lock);
    data = 99;
    ready = 1;
    cnd_signal(&ready_cv);
    mtx_unlock(&lock);
    return 0;
}

int main(void) {
    thrd_t t;
    mtx_init(&lock, mtx_plain);
    cnd_init(&ready_cv);
    thrd_create(&t, producer, NULL);
    mtx_lock(&lock);
    while (!ready)
        assert(cnd_wait(&ready_cv, &lock) == thrd_success);
    assert(data == 99);
    mtx_unlock(&lock);
    thrd_join(t, NULL);
    cnd_destroy(&ready_cv);
    mtx_destroy(&lock);
    return 0;
}
