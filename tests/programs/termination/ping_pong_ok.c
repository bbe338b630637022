// Two threads hand a token back and forth three times each, spinning while it is the other's turn: under fairness every spin ends.
// EXPECT: safe
// FLAGS: --termination
#include <pthread.h>
#include <stdatomic.h>

atomic_int turn;

static void *player(void *arg) {
    int me = (int)(long)arg;
    for (int round = 0; round < 3; round++) {
        while (atomic_load(&turn) != me)
            ;
        atomic_store(&turn, 1 - me);
    }
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, player, (void *)0L);
    pthread_create(&b, NULL, player, (void *)1L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
