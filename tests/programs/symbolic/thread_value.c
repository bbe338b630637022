// A symbolic value passed to a thread through a global: the worker's assertion fails for key 4242 only.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);

int key;

static void *worker(void *arg) {
    int k = *(int *)arg;
    assert(k * 2 != 8484); // ERROR
    return NULL;
}

int main(void) {
    key = __VERIFIER_nondet_int();
    if (key < 0)
        return 0;
    pthread_t t;
    pthread_create(&t, NULL, worker, &key);
    pthread_join(t, NULL);
    return 0;
}
