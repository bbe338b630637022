// The twin of mq_timedreceive_timeout.c: a timed-out mq_timedreceive (ETIMEDOUT) is followed by an untimed mq_receive, so the message is received in every interleaving, and a timed wait never ends in a deadlock.
// EXPECT: safe
// TAGS: threads mqueue timedwait
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <time.h>

static mqd_t q;

static void *sender(void *arg) {
    (void)arg;
    mq_send(q, "m", 1, 0);
    return NULL;
}

int main(void) {
    q = mq_open("/timed", O_RDWR | O_CREAT, 0600, NULL);
    pthread_t t;
    pthread_create(&t, NULL, sender, NULL);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 5;
    char buf[8192];
    ssize_t n = mq_timedreceive(q, buf, sizeof buf, NULL, &ts);
    if (n < 0) {
        assert(errno == ETIMEDOUT);
        n = mq_receive(q, buf, sizeof buf, NULL);
    }
    assert(n == 1 && buf[0] == 'm');
    pthread_join(t, NULL);
    return 0;
}
