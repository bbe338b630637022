// pthread_exit from a helper function deep in a thread ends the thread at
// once (the code after it never runs), and its argument is the join value.
// EXPECT: safe
// TAGS: threads pthread_exit join
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static int after_exit;

static void finish(int code) {
    pthread_exit((void *)(intptr_t)code);
}

static void *worker(void *arg) {
    int n = (int)(intptr_t)arg;
    if (n > 2)
        finish(n * 10);
    after_exit = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    void *r;
    pthread_create(&t, NULL, worker, (void *)(intptr_t)4);
    pthread_join(t, &r);
    assert((intptr_t)r == 40);
    assert(after_exit == 0);
    return 0;
}
