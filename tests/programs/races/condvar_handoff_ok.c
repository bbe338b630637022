// A payload handed over under a mutex with a condition variable: written before the signal, read after the wait, both under the lock.
// EXPECT: safe
// FLAGS: --data-races
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, payload;

static void *producer(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    payload = 7;
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&c, &m);
    int v = payload;
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    assert(v == 7);
    return 0;
}
