// A thread created with the PTHREAD_CREATE_DETACHED attribute; the attribute
// reads back correctly and main synchronises with a mutex and condvar.
// EXPECT: safe
// TAGS: threads attr detach condvar
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int done;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    done = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_attr_t attr;
    int state = -1;
    pthread_attr_init(&attr);
    pthread_attr_getdetachstate(&attr, &state);
    assert(state == PTHREAD_CREATE_JOINABLE);
    assert(pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED) == 0);
    pthread_attr_getdetachstate(&attr, &state);
    assert(state == PTHREAD_CREATE_DETACHED);
    pthread_t t;
    assert(pthread_create(&t, &attr, worker, NULL) == 0);
    pthread_attr_destroy(&attr);
    pthread_mutex_lock(&m);
    while (!done)
        pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
    return 0;
}
