// A blocking read of a pipe is a cancellation point: a thread blocked on an empty pipe is cancelled, and its join returns PTHREAD_CANCELED.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <unistd.h>

static int fds[2];

static void *reader(void *arg) {
    (void)arg;
    char c;
    read(fds[0], &c, 1);
    return 0;
}

int main(void) {
    pthread_t t;
    void *ret;
    pipe(fds);
    pthread_create(&t, 0, reader, 0);
    pthread_cancel(t);
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    return 0;
}
