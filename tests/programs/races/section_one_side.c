// The worker bumps `total` inside an SV-COMP atomic section, but main reads it without one: an atomic section orders nothing for an access outside it.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

int total;

void __VERIFIER_atomic_bump(void) {
    total += 2; // ERROR-ANY
}

static void *worker(void *arg) {
    (void)arg;
    __VERIFIER_atomic_bump();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int seen = total; // ERROR-ANY
    pthread_join(t, NULL);
    return seen == 0 || seen == 2 ? 0 : 1;
}
