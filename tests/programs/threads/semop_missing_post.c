// semop blocks until its decrement can be done: the worker increments semaphore 1 of the set while main waits on semaphore 0, which nobody increments, a deadlock reported at main's semop.
// EXPECT: error deadlock
// ERROR: blocked in semop
// TAGS: threads sysv-sem
#include <pthread.h>
#include <sys/sem.h>

static int id;

static void *worker(void *arg) {
    (void)arg;
    struct sembuf up = {1, 1, 0};
    semop(id, &up, 1);
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 2, 0600);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    struct sembuf down = {0, -1, 0};
    semop(id, &down, 1); // ERROR
    pthread_join(t, NULL);
    return 0;
}
