// errno is per thread: failing calls in two threads set different errno values, and each thread sees its own value afterwards, whatever the interleaving.
// EXPECT: safe
// TAGS: threads errno
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static void *missing_file(void *arg) {
    (void)arg;
    FILE *f = fopen("/no/such/file", "r");
    assert(f == NULL);
    sched_yield();
    assert(errno == ENOENT);
    return NULL;
}

static void *bad_number(void *arg) {
    (void)arg;
    errno = 0;
    strtol("99999999999999999999999", NULL, 10);
    sched_yield();
    assert(errno == ERANGE);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    errno = 0;
    pthread_create(&a, NULL, missing_file, NULL);
    pthread_create(&b, NULL, bad_number, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(errno == 0);
    return 0;
}
