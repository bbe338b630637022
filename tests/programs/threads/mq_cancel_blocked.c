// mq_receive is a cancellation point: a thread blocked on an empty queue is cancelled (its wait ends, it acts on the request) and joins with PTHREAD_CANCELED, whether the request comes before or during the wait.
// EXPECT: safe
// TAGS: threads mqueue cancel
#include <assert.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>

static mqd_t q;

static void *waiter(void *arg) {
    (void)arg;
    char buf[8192];
    mq_receive(q, buf, sizeof buf, NULL);
    assert(0); /* no message ever comes */
    return NULL;
}

int main(void) {
    q = mq_open("/cancel", O_RDWR | O_CREAT, 0600, NULL);
    pthread_t t;
    pthread_create(&t, NULL, waiter, NULL);
    pthread_cancel(t);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    return 0;
}
