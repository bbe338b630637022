// mq_send blocks on a full queue until a message is received: both threads send a second message to a queue of one slot and neither receives, so whichever sends second waits forever while the other waits to join it.
// EXPECT: error deadlock
// ERROR: blocked in mq_send
// TAGS: threads mqueue
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>

static mqd_t q;

static void *other(void *arg) {
    (void)arg;
    mq_send(q, "b", 1, 0); // ERROR-ANY
    return NULL;
}

int main(void) {
    struct mq_attr a = {.mq_maxmsg = 1, .mq_msgsize = 1};
    q = mq_open("/full", O_RDWR | O_CREAT, 0600, &a);
    pthread_t t;
    pthread_create(&t, NULL, other, NULL);
    mq_send(q, "a", 1, 0); // ERROR-ANY
    pthread_join(t, NULL);
    return 0;
}
