// The twin of thread_names_ok.c: main reads the worker's name with no ordering, so it may see the name the worker inherited instead of the one it sets; asserting "worker" fails.
// EXPECT: error assert
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <string.h>

static void *worker(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "worker");
    return NULL;
}

int main(void) {
    char buf[16];
    pthread_setname_np(pthread_self(), "main-thread");
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_getname_np(t, buf, sizeof buf);
    assert(strcmp(buf, "worker") == 0); // ERROR
    pthread_join(t, NULL);
    return 0;
}
