// A worker thread signals the main thread through an eventfd (two writes
// of 3 and 4); the main thread's blocking reads add up to 7 whichever way
// the writes and reads interleave (one read may take both).
// EXPECT: safe
#include <assert.h>
#include <pthread.h>
#include <sys/eventfd.h>
#include <unistd.h>

static int efd;

static void *worker(void *arg) {
    (void)arg;
    eventfd_write(efd, 3);
    eventfd_write(efd, 4);
    return NULL;
}

int main(void) {
    efd = eventfd(0, 0);
    assert(efd >= 0);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    eventfd_t total = 0, v;
    while (total < 7) {
        assert(eventfd_read(efd, &v) == 0);
        assert(v == 3 || v == 4 || v == 7);
        total += v;
    }
    assert(total == 7);
    pthread_join(t, NULL);
    close(efd);
    return 0;
}
