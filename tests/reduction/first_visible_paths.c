/* Each thread's first visible action reads shared memory, and its second
 * writes some. With -DDEFINED the read loads a defined word, which the
 * interpreter's fast path runs; without, it loads undefined bytes, which
 * only the general path handles. Either way it is the edge's first
 * visible action, taken once: both programs have the same states. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static int *buf;
static int flag[2];

static void *worker(void *arg) {
    int i = (int)(long)arg;
    volatile int seen = buf[i]; /* the first visible action */
    (void)seen;
    flag[i] = 1; /* the second */
    flag[i] = 2;
    return 0;
}

int main(void) {
    buf = malloc(2 * sizeof *buf);
#ifdef DEFINED
    memset(buf, 0, 2 * sizeof *buf);
#endif
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    free(buf);
    return 0;
}
