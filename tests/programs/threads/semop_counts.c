// GETNCNT and GETZCNT count the threads blocked in semop by the operation that stops them: one waits to decrement semaphore 0, one waits for semaphore 1 to be zero. Main waits until both are counted, checks the other counts are 0, then releases both (a wait for zero is woken by the decrement that makes the value 0).
// EXPECT: safe
// TAGS: threads sysv-sem
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <sys/sem.h>

union semun {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};
static int id;

static void *down0(void *arg) {
    (void)arg;
    struct sembuf b = {0, -1, 0};
    assert(semop(id, &b, 1) == 0);
    return NULL;
}

static void *zero1(void *arg) {
    (void)arg;
    struct sembuf b = {1, 0, 0};
    assert(semop(id, &b, 1) == 0);
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 2, 0600);
    semctl(id, 1, SETVAL, (union semun){.val = 1});
    pthread_t a, b;
    pthread_create(&a, NULL, down0, NULL);
    pthread_create(&b, NULL, zero1, NULL);
    while (semctl(id, 0, GETNCNT) != 1 || semctl(id, 1, GETZCNT) != 1)
        sched_yield();
    assert(semctl(id, 0, GETZCNT) == 0 && semctl(id, 1, GETNCNT) == 0);
    struct sembuf go[2] = {{0, 1, 0}, {1, -1, 0}};
    assert(semop(id, go, 2) == 0);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(semctl(id, 0, GETVAL) == 0 && semctl(id, 1, GETVAL) == 0);
    semctl(id, 0, IPC_RMID);
    return 0;
}
