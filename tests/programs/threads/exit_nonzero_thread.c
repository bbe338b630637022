// A worker that hits a fatal condition calls exit(2): the process ends with
// a non-zero status, an error of kind exit at that call.
// EXPECT: error exit
// TAGS: threads exit
#include <pthread.h>
#include <stdlib.h>

static int config_ok;

static void *worker(void *arg) {
    (void)arg;
    if (!config_ok)
        exit(2); // ERROR
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
