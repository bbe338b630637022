// C11 thread-specific storage: tss_get/tss_set are per thread and the tss
// destructor frees each thread's value when it exits (checked with --leak).
// EXPECT: safe
// FLAGS: --leak
// TAGS: threads c11 tls
#include <assert.h>
#include <stdlib.h>
#include <threads.h>

static tss_t key;
static int freed;

static void dtor(void *p) {
    free(p);
    freed++;
}

static int worker(void *arg) {
    assert(tss_get(key) == NULL);
    int *v = malloc(sizeof *v);
    assert(v);
    *v = *(int *)arg;
    assert(tss_set(key, v) == thrd_success);
    assert(*(int *)tss_get(key) == *(int *)arg);
    return 0;
}

int main(void) {
    static int x = 5;
    assert(tss_create(&key, dtor) == thrd_success);
    static int mine = 1;
    tss_set(key, &mine);
    thrd_t t;
    thrd_create(&t, worker, &x);
    thrd_join(t, NULL);
    assert(freed == 1);
    assert(tss_get(key) == &mine);
    tss_set(key, NULL);
    tss_delete(key);
    return 0;
}
