// A lock made of a plain flag tested and then set in two steps: both threads
// can see it free before either sets it, and both enter the critical section.
// EXPECT: error assert
// TAGS: threads race spinlock
#include <assert.h>
#include <pthread.h>

static volatile int busy;
static int in_cs;

static void *worker(void *arg) {
    (void)arg;
    while (busy)
        ;
    busy = 1;
    in_cs++;
    assert(in_cs == 1); // ERROR
    in_cs--;
    busy = 0;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
