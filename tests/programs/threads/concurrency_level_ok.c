// pthread_setconcurrency is only a hint, but POSIX (and glibc) make
// pthread_getconcurrency return the level last set (0 before any); it
// returned 0 always.
// EXPECT: safe
// TAGS: threads
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>

int main(void) {
    assert(pthread_getconcurrency() == 0);
    assert(pthread_setconcurrency(4) == 0);
    assert(pthread_getconcurrency() == 4);
    assert(pthread_setconcurrency(-1) == EINVAL);
    assert(pthread_getconcurrency() == 4);
    return 0;
}
