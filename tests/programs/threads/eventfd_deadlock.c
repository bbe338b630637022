// The main thread waits on an eventfd that the worker never writes (it
// returns early): the blocking read can never end, a deadlock.
// EXPECT: error deadlock
#include <pthread.h>
#include <sys/eventfd.h>

static int efd;

static void *worker(void *arg) {
    (void)arg;
    return NULL; /* forgets to signal */
}

int main(void) {
    efd = eventfd(0, 0);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    eventfd_t v;
    eventfd_read(efd, &v); // ERROR
    return 0;
}
