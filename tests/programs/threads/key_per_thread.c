// Values stored under one key are per thread: main's value is unaffected by
// the worker's setspecific; a deleted and re-created key starts out NULL.
// EXPECT: safe
// TAGS: threads tls keys
#include <assert.h>
#include <pthread.h>

static pthread_key_t key;
static int main_val = 1, worker_val = 2;

static void *worker(void *arg) {
    (void)arg;
    assert(pthread_getspecific(key) == NULL);
    pthread_setspecific(key, &worker_val);
    assert(pthread_getspecific(key) == &worker_val);
    return NULL;
}

int main(void) {
    assert(pthread_key_create(&key, NULL) == 0);
    pthread_setspecific(key, &main_val);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    assert(pthread_getspecific(key) == &main_val);
    pthread_join(t, NULL);
    assert(pthread_getspecific(key) == &main_val);
    assert(pthread_key_delete(key) == 0);
    assert(pthread_key_create(&key, NULL) == 0);
    assert(pthread_getspecific(key) == NULL);
    return 0;
}
