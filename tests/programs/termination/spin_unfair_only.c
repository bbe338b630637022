// Without fairness, the schedule that never runs main again leaves the worker spinning forever: --no-fairness reports it.
// EXPECT: error nontermination
// FLAGS: --termination --no-fairness
#include <pthread.h>
#include <stdatomic.h>

atomic_int ready;

static void *worker(void *arg) {
    (void)arg;
    while (!atomic_load(&ready)) // ERROR
        ;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    atomic_store(&ready, 1);
    pthread_join(t, NULL);
    return 0;
}
