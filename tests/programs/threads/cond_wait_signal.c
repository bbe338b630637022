// Condition variable used correctly: the waiter re-checks its predicate in a
// while loop, the signaller sets it under the mutex; safe in every order.
// EXPECT: safe
// TAGS: threads condvar
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int ready;
static int payload;

static void *producer(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    payload = 17;
    ready = 1;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&cv, &m);
    assert(payload == 17);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
