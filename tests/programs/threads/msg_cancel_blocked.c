// msgrcv is a cancellation point: a thread blocked on a queue nobody sends to is cancelled (its wait ends and it acts on the request) and joins with PTHREAD_CANCELED, whether the request comes before or during the wait.
// EXPECT: safe
// TAGS: threads sysv-msg cancel
#include <assert.h>
#include <pthread.h>
#include <sys/msg.h>

static int id;

static void *waiter(void *arg) {
    (void)arg;
    struct {
        long type;
        char c;
    } m;
    msgrcv(id, &m, 1, 0, 0);
    assert(0); /* no message ever comes */
    return NULL;
}

int main(void) {
    id = msgget(IPC_PRIVATE, 0600);
    pthread_t t;
    pthread_create(&t, NULL, waiter, NULL);
    pthread_cancel(t);
    void *ret;
    pthread_join(t, &ret);
    assert(ret == PTHREAD_CANCELED);
    msgctl(id, IPC_RMID, NULL);
    return 0;
}
