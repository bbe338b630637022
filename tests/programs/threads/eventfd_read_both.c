// A worker writes 3 then 4 to an eventfd; the main thread's first blocking
// read may come before the second write (it gets 3), so expecting it to
// see both (7) fails on some interleaving.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <sys/eventfd.h>

static int efd;

static void *worker(void *arg) {
    (void)arg;
    eventfd_write(efd, 3);
    eventfd_write(efd, 4);
    return NULL;
}

int main(void) {
    efd = eventfd(0, 0);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    eventfd_t v = 0;
    eventfd_read(efd, &v);
    assert(v == 7); // ERROR
    pthread_join(t, NULL);
    return 0;
}
