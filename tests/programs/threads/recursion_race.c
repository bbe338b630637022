// Each thread increments a shared counter at the bottom of a recursion
// through functions with no stack variables; the read and the write are
// separate, so one update can be lost. The switch between them happens
// eight calls deep, and the thread must resume there.
// EXPECT: error assert
// TAGS: threads race
#include <assert.h>
#include <pthread.h>

static int counter;

static int bump(int n) {
    if (n == 0) {
        int seen = counter;
        counter = seen + 1;
        return seen;
    }
    return bump(n - 1) + 1;
}

static void *worker(void *arg) {
    (void)arg;
    bump(8);
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(counter == 2); // ERROR
    return 0;
}
