// Both threads touch `total` only inside SV-COMP atomic sections: atomic against each other, so no race.
// EXPECT: safe
// FLAGS: --data-races
#include <assert.h>
#include <pthread.h>

int total;

void __VERIFIER_atomic_bump(void) {
    total += 2;
}

int __VERIFIER_atomic_read(void) {
    return total;
}

static void *worker(void *arg) {
    (void)arg;
    __VERIFIER_atomic_bump();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __VERIFIER_atomic_bump();
    int seen = __VERIFIER_atomic_read();
    pthread_join(t, NULL);
    assert(seen == 2 || seen == 4);
    return 0;
}
