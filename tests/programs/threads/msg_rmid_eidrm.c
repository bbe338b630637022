// The twin of msg_rmid_wakes.c that assumes the waiter was already blocked when the queue was removed (EIDRM): in the interleaving where IPC_RMID comes first, msgrcv fails with EINVAL instead.
// EXPECT: error assert
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
    assert(n == -1 && errno == EIDRM); // ERROR
    return NULL;
}

int main(void) {
    id = msgget(IPC_PRIVATE, 0600);
    pthread_t t;
    pthread_create(&t, NULL, waiter, NULL);
    msgctl(id, IPC_RMID, NULL);
    pthread_join(t, NULL);
    return 0;
}
