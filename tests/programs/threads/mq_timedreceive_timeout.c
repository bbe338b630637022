// mq_timedreceive on an empty queue may time out before the sender's message comes (the clock is not modelled: the wait may end at any point), so code that takes a return of it as "a message came" is wrong in the interleaving where it fails with ETIMEDOUT.
// EXPECT: error assert
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
    assert(n == 1); // ERROR
    pthread_join(t, NULL);
    return 0;
}
