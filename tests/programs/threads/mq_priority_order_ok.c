// The twin of mq_priority_order.c: the receiver waits (through a semaphore) until both senders have sent, so the priority-9 message is always received first and the priority-1 one second.
// EXPECT: safe
// TAGS: threads mqueue
#include <assert.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <semaphore.h>

static mqd_t q;
static sem_t sent;

static void *low(void *arg) {
    (void)arg;
    mq_send(q, "L", 1, 1);
    sem_post(&sent);
    return NULL;
}

static void *high(void *arg) {
    (void)arg;
    mq_send(q, "H", 1, 9);
    sem_post(&sent);
    return NULL;
}

int main(void) {
    q = mq_open("/prio", O_RDWR | O_CREAT, 0600, NULL);
    sem_init(&sent, 0, 0);
    pthread_t a, b;
    pthread_create(&a, NULL, low, NULL);
    pthread_create(&b, NULL, high, NULL);
    sem_wait(&sent);
    sem_wait(&sent);
    char buf[8192];
    unsigned prio;
    mq_receive(q, buf, sizeof buf, &prio);
    assert(buf[0] == 'H' && prio == 9);
    mq_receive(q, buf, sizeof buf, &prio);
    assert(buf[0] == 'L' && prio == 1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
