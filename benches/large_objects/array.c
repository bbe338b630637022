// A loop that changes one element of a large global array (16 KiB) per
// iteration while another thread runs: one state per iteration, each
// differing from the last in one word of the globals image. The atomic
// load makes each iteration a synchronisation, which the sync-point
// reduction keeps as an interleaving point (without it the loop runs on
// within one step, and there is nothing to measure).
#include <pthread.h>

int big[4096];
int other;
int tick;

static void *writer(void *arg) {
    (void)arg;
    for (int i = 0; i < N; i++) {
        big[i % 4096] = i;
        (void)__atomic_load_n(&tick, __ATOMIC_SEQ_CST);
    }
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    for (int i = 0; i < 3; i++)
        other++;
    pthread_join(t, 0);
    return 0;
}
