// Two threads each need semaphores 0 and 1 of a set (both at 1) and take them in one semop, which does both decrements or neither: no thread ever holds one while waiting for the other, so there is no deadlock (the twin semop_two_forks_split.c takes them one at a time).
// EXPECT: safe
// TAGS: threads sysv-sem
#include <assert.h>
#include <pthread.h>
#include <sys/sem.h>

union semun {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};
static int id, inside;

static void *eat(void *arg) {
    unsigned short first = (unsigned short)(long)arg;
    struct sembuf take[2] = {{first, -1, 0}, {(unsigned short)(1 - first), -1, 0}};
    struct sembuf put[2] = {{0, 1, 0}, {1, 1, 0}};
    assert(semop(id, take, 2) == 0);
    inside++;
    assert(inside == 1);
    inside--;
    assert(semop(id, put, 2) == 0);
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 2, 0600);
    unsigned short one[2] = {1, 1};
    semctl(id, 0, SETALL, (union semun){.array = one});
    pthread_t a, b;
    pthread_create(&a, NULL, eat, (void *)0L);
    pthread_create(&b, NULL, eat, (void *)1L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    semctl(id, 0, IPC_RMID);
    return 0;
}
