// A PTHREAD_MUTEX_RECURSIVE mutex taken twice by its owner (through a nested
// call) needs two unlocks; another thread then gets it.
// EXPECT: safe
// TAGS: threads mutex recursive
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m;
static int items;

static void add_one(void) {
    assert(pthread_mutex_lock(&m) == 0);
    items++;
    assert(pthread_mutex_unlock(&m) == 0);
}

static void add_two(void) {
    assert(pthread_mutex_lock(&m) == 0);
    add_one();
    add_one();
    assert(pthread_mutex_unlock(&m) == 0);
}

static void *worker(void *arg) {
    (void)arg;
    add_two();
    return NULL;
}

int main(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&m, &a);
    pthread_mutexattr_destroy(&a);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    add_two();
    pthread_join(t, NULL);
    assert(items == 4);
    assert(pthread_mutex_trylock(&m) == 0);
    assert(pthread_mutex_trylock(&m) == 0);
    pthread_mutex_unlock(&m);
    pthread_mutex_unlock(&m);
    assert(pthread_mutex_destroy(&m) == 0);
    return 0;
}
