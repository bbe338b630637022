// A loop that changes one element of a large global array (16 KiB) per
// iteration while another thread runs: one state per iteration, each
// differing from the last in one word of the globals image.
#include <pthread.h>

int big[4096];
int other;

static void *writer(void *arg) {
    (void)arg;
    for (int i = 0; i < N; i++)
        big[i % 4096] = i;
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
