// main frees a buffer it passed to a worker without joining the worker
// first; the worker may write into it after the free: use after free.
// EXPECT: error memory
// TAGS: threads memory use-after-free
#include <pthread.h>
#include <stdlib.h>

static void *fill(void *arg) {
    int *buf = arg;
    buf[1] = 7; // ERROR
    return NULL;
}

int main(void) {
    int *buf = malloc(4 * sizeof *buf);
    if (!buf)
        return 1;
    pthread_t t;
    pthread_create(&t, NULL, fill, buf);
    free(buf);
    pthread_join(t, NULL);
    return 0;
}
