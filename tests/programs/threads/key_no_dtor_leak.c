// A key created without a destructor: the per-thread heap block stored under
// it is never freed when the thread exits, so it leaks.
// EXPECT: error leak
// FLAGS: --leak
// TAGS: threads tls keys leak
#include <pthread.h>
#include <stdlib.h>

static pthread_key_t key;

static void *worker(void *arg) {
    (void)arg;
    int *buf = malloc(4 * sizeof *buf); // ERROR
    if (buf)
        pthread_setspecific(key, buf);
    return NULL;
}

int main(void) {
    pthread_key_create(&key, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_key_delete(key);
    return 0;
}
