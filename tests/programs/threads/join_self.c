// A thread that joins itself would wait forever; glibc and divm detect it
// and return EDEADLK (POSIX recommends this), so the program can handle it.
// EXPECT: safe
// TAGS: threads join
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static void *worker(void *arg) {
    (void)arg;
    int r = pthread_join(pthread_self(), NULL);
    assert(r == EDEADLK);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    assert(pthread_join(t, NULL) == 0);
    return 0;
}
