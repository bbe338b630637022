// A POSIX message queue of two slots between a producer and a consumer: the producer blocks while the queue is full and the consumer while it is empty, and the consumer receives the four messages in sending order (one priority) in every interleaving.
// EXPECT: safe
// TAGS: threads mqueue
#include <assert.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>

#define ITEMS 4
static mqd_t q;

static void *producer(void *arg) {
    (void)arg;
    for (char i = 1; i <= ITEMS; i++)
        assert(mq_send(q, &i, 1, 3) == 0);
    return NULL;
}

int main(void) {
    struct mq_attr a = {.mq_maxmsg = 2, .mq_msgsize = 1};
    q = mq_open("/prodcons", O_RDWR | O_CREAT | O_EXCL, 0600, &a);
    assert(q >= 0);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    for (char i = 1; i <= ITEMS; i++) {
        char c = 0;
        unsigned prio = 0;
        assert(mq_receive(q, &c, 1, &prio) == 1);
        assert(c == i && prio == 3);
    }
    pthread_join(t, NULL);
    struct mq_attr now;
    mq_getattr(q, &now);
    assert(now.mq_curmsgs == 0);
    mq_close(q);
    mq_unlink("/prodcons");
    return 0;
}
