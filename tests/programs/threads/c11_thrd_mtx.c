// C11 <threads.h>: thrd_create/thrd_join with an int result, and a plain
// mtx_t protecting a shared counter; the final count is exact.
// EXPECT: safe
// TAGS: threads c11 mutex
#include <assert.h>
#include <threads.h>

static mtx_t lock;
static int counter;

static int worker(void *arg) {
    int n = *(int *)arg;
    for (int i = 0; i < n; i++) {
        mtx_lock(&lock);
        counter++;
        mtx_unlock(&lock);
    }
    return n * 100;
}

int main(void) {
    static int two = 2, one = 1;
    thrd_t a, b;
    assert(mtx_init(&lock, mtx_plain) == thrd_success);
    assert(thrd_create(&a, worker, &two) == thrd_success);
    assert(thrd_create(&b, worker, &one) == thrd_success);
    int ra = 0, rb = 0;
    assert(thrd_join(a, &ra) == thrd_success);
    assert(thrd_join(b, &rb) == thrd_success);
    assert(ra == 200 && rb == 100);
    assert(counter == 3);
    mtx_destroy(&lock);
    return 0;
}
