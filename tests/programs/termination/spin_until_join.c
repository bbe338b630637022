// The worker waits for a flag main sets only after joining it: main blocks in the join (it is not enabled), the worker spins forever; not a deadlock, since the worker runs.
// EXPECT: error nontermination
// FLAGS: --termination
#include <pthread.h>
#include <stdatomic.h>

atomic_int stop;

static void *worker(void *arg) {
    (void)arg;
    int spins = 0;
    while (!atomic_load(&stop)) // ERROR-ANY
        spins = spins ? 0 : 1; // ERROR-ANY
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    atomic_store(&stop, 1);
    return 0;
}
