// IPC_RMID wakes a thread blocked in msgrcv on the removed queue, which fails with EIDRM; if the removal comes first, msgrcv fails with EINVAL (the id is gone). Either way the waiter ends and no deadlock remains.
// EXPECT: safe
// TAGS: threads sysv-msg
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sys/msg.h>

static int id;

static void *waiter(void *arg) {
    (void)arg;
    struct {
        long type;
        char c;
    } m;
    ssize_t n = msgrcv(id, &m, 1, 0, 0);
    assert(n == -1 && (errno == EIDRM || errno == EINVAL));
    return NULL;
}

int main(void) {
    id = msgget(IPC_PRIVATE, 0600);
    pthread_t t;
    pthread_create(&t, NULL, waiter, NULL);
    assert(msgctl(id, IPC_RMID, NULL) == 0);
    pthread_join(t, NULL);
    return 0;
}
