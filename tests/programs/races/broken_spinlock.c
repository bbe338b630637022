// A test-then-set "lock" made of plain loads and stores: the flag itself is raced on (and so is the counter it fails to guard).
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

int busy;
int counter;

static void *worker(void *arg) {
    (void)arg;
    while (busy) // ERROR-ANY
        ;
    busy = 1; // ERROR-ANY
    counter++; // ERROR-ANY
    busy = 0; // ERROR-ANY
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
