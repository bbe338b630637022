// A thread that expects to see the errno set by another thread is wrong: errno is per thread, so the main thread's errno stays 0 after the worker's failing call.
// EXPECT: error assert
// TAGS: threads errno
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>

static void *worker(void *arg) {
    (void)arg;
    fopen("/no/such/file", "r");
    return NULL;
}

int main(void) {
    pthread_t t;
    errno = 0;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(errno == ENOENT); // ERROR
    return 0;
}
