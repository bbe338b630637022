// A loop that changes one element of a large local array (16 KiB, in the
// thread's stack) per iteration while another thread runs. The atomic load
// makes each iteration a synchronisation, so one state is stored per
// iteration (as in array.c).
#include <pthread.h>

int other;
int tick;

static void *writer(void *arg) {
    (void)arg;
    volatile int local[4096];
    for (int i = 0; i < N; i++) {
        local[i % 4096] = i;
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
