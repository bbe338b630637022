// IPC_RMID wakes a thread blocked in semop on the removed set: it fails with EIDRM (or with EINVAL when the removal came before its semop), so no deadlock remains; semtimedop on the same set may also time out (EAGAIN) first.
// EXPECT: safe
// TAGS: threads sysv-sem
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sys/sem.h>
#include <time.h>

static int id;

static void *waiter(void *arg) {
    (void)arg;
    struct sembuf b = {0, -1, 0};
    int r = semop(id, &b, 1);
    assert(r == -1 && (errno == EIDRM || errno == EINVAL));
    return NULL;
}

static void *timed(void *arg) {
    (void)arg;
    struct sembuf b = {0, -1, 0};
    struct timespec ts = {5, 0};
    int r = semtimedop(id, &b, 1, &ts);
    assert(r == -1 && (errno == EIDRM || errno == EINVAL || errno == EAGAIN));
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 1, 0600);
    pthread_t t, u;
    pthread_create(&t, NULL, waiter, NULL);
    pthread_create(&u, NULL, timed, NULL);
    assert(semctl(id, 0, IPC_RMID) == 0);
    pthread_join(t, NULL);
    pthread_join(u, NULL);
    return 0;
}
