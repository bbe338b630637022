// Closing the last descriptor of an unlinked POSIX queue destroys it; if another thread is blocked receiving from it (the interleaving where the worker reached mq_receive first), divm reports the misuse at the mq_close (kind pthread) rather than leaving the waiter on a queue that no longer exists.
// EXPECT: error pthread
// TAGS: threads mqueue
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>

static mqd_t q;

static void *worker(void *arg) {
    (void)arg;
    char buf[8192];
    mq_receive(q, buf, sizeof buf, NULL);
    return NULL;
}

int main(void) {
    q = mq_open("/gone", O_RDWR | O_CREAT, 0600, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    mq_unlink("/gone");
    mq_close(q); // ERROR
    pthread_join(t, NULL);
    return 0;
}
