// The worker writes `shared` only for one key out of four billion, while main reads it: a race that only symbolic inputs reach.
// EXPECT: error race
// FLAGS: --data-races --symbolic
#include <pthread.h>

extern unsigned __VERIFIER_nondet_uint(void);

unsigned key;
int shared;

static void *worker(void *arg) {
    (void)arg;
    if (key * 2654435761u == 0x9e3779b1u * 7u)
        shared = 1; // ERROR-ANY
    return NULL;
}

int main(void) {
    key = __VERIFIER_nondet_uint();
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int v = shared; // ERROR-ANY
    pthread_join(t, NULL);
    return v == 2; // never: only the race is an error
}
