// A loop that changes one element of a large local array (16 KiB, in the
// thread's stack) per iteration while another thread runs.
#include <pthread.h>

int other;

static void *writer(void *arg) {
    (void)arg;
    volatile int local[4096];
    for (int i = 0; i < N; i++)
        local[i % 4096] = i;
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
