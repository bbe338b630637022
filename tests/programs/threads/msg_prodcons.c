// A System V message queue whose msg_qbytes holds two one-byte messages, between a producer and a consumer: msgsnd blocks while it is full and msgrcv while no message is queued, and the consumer gets the four messages in order in every interleaving.
// EXPECT: safe
// TAGS: threads sysv-msg
#include <assert.h>
#include <pthread.h>
#include <sys/msg.h>

#define ITEMS 4
static int id;
struct m1 {
    long type;
    char c;
};

static void *producer(void *arg) {
    (void)arg;
    for (char i = 1; i <= ITEMS; i++) {
        struct m1 m = {1, i};
        assert(msgsnd(id, &m, 1, 0) == 0);
    }
    return NULL;
}

int main(void) {
    id = msgget(IPC_PRIVATE, 0600);
    struct msqid_ds ds;
    msgctl(id, IPC_STAT, &ds);
    ds.msg_qbytes = 2;
    assert(msgctl(id, IPC_SET, &ds) == 0);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    for (char i = 1; i <= ITEMS; i++) {
        struct m1 m;
        assert(msgrcv(id, &m, 1, 0, 0) == 1);
        assert(m.type == 1 && m.c == i);
    }
    pthread_join(t, NULL);
    msgctl(id, IPC_RMID, NULL);
    return 0;
}
