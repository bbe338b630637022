// pthread_setname_np/pthread_getname_np (GNU): a name of at most 15 characters, ERANGE for a longer one or a buffer under 16 bytes, a new thread starting with its creator's name (Linux), another thread's name read before or after it sets it (both visible actions), pthread_getattr_np reporting the detach state.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <string.h>

static void *worker(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "worker");
    return NULL;
}

int main(void) {
    char buf[16];
    assert(pthread_setname_np(pthread_self(), "main-thread") == 0);
    assert(pthread_getname_np(pthread_self(), buf, sizeof buf) == 0 && strcmp(buf, "main-thread") == 0);
    assert(pthread_setname_np(pthread_self(), "a-name-too-long-for-it") == ERANGE);
    assert(pthread_getname_np(pthread_self(), buf, 8) == ERANGE);

    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    assert(pthread_getname_np(t, buf, sizeof buf) == 0);
    /* before the worker names itself it has its creator's name */
    assert(strcmp(buf, "worker") == 0 || strcmp(buf, "main-thread") == 0);
    pthread_attr_t a;
    int ds = -1;
    assert(pthread_getattr_np(t, &a) == 0 && pthread_attr_getdetachstate(&a, &ds) == 0 && ds == PTHREAD_CREATE_JOINABLE);
    pthread_attr_destroy(&a);
    pthread_join(t, NULL);
    return 0;
}
