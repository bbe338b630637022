// A thread cancelled while it loops on pthread_testcancel runs its cleanup handlers (innermost first) and its key destructor, and pthread_join returns PTHREAD_CANCELED.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static int order[3], n;
static pthread_key_t key;

static void note(void *what) { order[n++] = (int)(long)what; }

static void *worker(void *arg) {
    (void)arg;
    pthread_setspecific(key, (void *)3L);
    pthread_cleanup_push(note, (void *)1L);
    pthread_cleanup_push(note, (void *)2L);
    for (;;)
        pthread_testcancel();
    pthread_cleanup_pop(0);
    pthread_cleanup_pop(0);
    return NULL;
}

int main(void) {
    pthread_key_create(&key, note);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    assert(pthread_cancel(t) == 0);
    void *ret;
    assert(pthread_join(t, &ret) == 0);
    assert(ret == PTHREAD_CANCELED);
    assert(n == 3 && order[0] == 2 && order[1] == 1 && order[2] == 3);
    return 0;
}
