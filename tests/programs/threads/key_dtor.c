// pthread keys: each thread stores a heap block under a key whose destructor
// frees it and counts the call when the thread exits; no leak remains and
// the destructor ran once per thread that set a value (not for main).
// EXPECT: safe
// FLAGS: --leak
// TAGS: threads tls keys
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_key_t key;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int dtor_calls;

static void release(void *p) {
    assert(*(int *)p == 11 || *(int *)p == 22);
    free(p);
    pthread_mutex_lock(&m);
    dtor_calls++;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
    assert(pthread_getspecific(key) == NULL);
    int *v = malloc(sizeof *v);
    assert(v);
    *v = *(int *)arg;
    assert(pthread_setspecific(key, v) == 0);
    assert(pthread_getspecific(key) == v);
    return NULL;
}

int main(void) {
    static int a = 11, b = 22;
    assert(pthread_key_create(&key, release) == 0);
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, &a);
    pthread_create(&t2, NULL, worker, &b);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(dtor_calls == 2);
    assert(pthread_getspecific(key) == NULL);
    pthread_key_delete(key);
    return 0;
}
