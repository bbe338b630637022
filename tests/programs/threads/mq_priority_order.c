// Messages leave a POSIX queue by priority, but only those already queued: two senders with priorities 1 and 9 race with the receiver, which assumes the high-priority message always comes first. That holds when both were sent before the receive, and fails when the receive comes between the sends.
// EXPECT: error assert
// TAGS: threads mqueue
#include <assert.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>

static mqd_t q;

static void *low(void *arg) {
    (void)arg;
    mq_send(q, "L", 1, 1);
    return NULL;
}

static void *high(void *arg) {
    (void)arg;
    mq_send(q, "H", 1, 9);
    return NULL;
}

int main(void) {
    q = mq_open("/prio", O_RDWR | O_CREAT, 0600, NULL);
    pthread_t a, b;
    pthread_create(&a, NULL, low, NULL);
    pthread_create(&b, NULL, high, NULL);
    char buf[8192];
    unsigned prio;
    mq_receive(q, buf, sizeof buf, &prio);
    assert(buf[0] == 'H' && prio == 9); // ERROR
    mq_receive(q, buf, sizeof buf, &prio);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
