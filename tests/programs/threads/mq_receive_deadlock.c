// mq_receive blocks on an empty queue until a message comes: the worker sends on a different queue than the one main receives from, so main waits forever once the worker has finished, a deadlock reported at main's mq_receive.
// EXPECT: error deadlock
// ERROR: blocked in mq_receive
// TAGS: threads mqueue
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>

static mqd_t in, out;

static void *worker(void *arg) {
    (void)arg;
    mq_send(out, "x", 1, 0);
    return NULL;
}

int main(void) {
    in = mq_open("/in", O_RDWR | O_CREAT, 0600, NULL);
    out = mq_open("/out", O_RDWR | O_CREAT, 0600, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    char buf[8192];
    mq_receive(in, buf, sizeof buf, NULL); // ERROR
    pthread_join(t, NULL);
    return 0;
}
