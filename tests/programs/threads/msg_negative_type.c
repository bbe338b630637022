// msgrcv with type -5 takes the least type up to 5 among the messages queued when it runs: two senders (types 4 and 2) race with it, and the receiver's assumption that it gets type 2 fails when type 4 alone was queued.
// EXPECT: error assert
// TAGS: threads sysv-msg
#include <assert.h>
#include <pthread.h>
#include <sys/msg.h>

static int id;
struct m1 {
    long type;
    char c;
};

static void *send_type(void *arg) {
    struct m1 m = {(long)arg, 'x'};
    msgsnd(id, &m, 1, 0);
    return NULL;
}

int main(void) {
    id = msgget(IPC_PRIVATE, 0600);
    pthread_t a, b;
    pthread_create(&a, NULL, send_type, (void *)4L);
    pthread_create(&b, NULL, send_type, (void *)2L);
    struct m1 m;
    msgrcv(id, &m, 1, -5, 0);
    assert(m.type == 2); // ERROR
    msgrcv(id, &m, 1, -5, 0);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    msgctl(id, IPC_RMID, NULL);
    return 0;
}
