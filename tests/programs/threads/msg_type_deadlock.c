// msgrcv with a positive type waits for a message of that type only: the worker sends type 2 while main waits for type 1, so main blocks forever (a deadlock reported at its msgrcv), though a message is queued.
// EXPECT: error deadlock
// ERROR: blocked in msgrcv
// TAGS: threads sysv-msg
#include <pthread.h>
#include <sys/msg.h>

static int id;
struct m1 {
    long type;
    char c;
};

static void *worker(void *arg) {
    (void)arg;
    struct m1 m = {2, 'x'};
    msgsnd(id, &m, 1, 0);
    return NULL;
}

int main(void) {
    id = msgget(IPC_PRIVATE, 0600);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    struct m1 m;
    msgrcv(id, &m, 1, 1, 0); // ERROR
    pthread_join(t, NULL);
    return 0;
}
