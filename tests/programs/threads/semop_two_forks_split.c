// The twin of semop_two_forks_atomic.c taking the two semaphores in two semops, in opposite orders: when each thread has its first, both wait for the other's, a deadlock.
// EXPECT: error deadlock
// ERROR: blocked in semop
// TAGS: threads sysv-sem
#include <pthread.h>
#include <sys/sem.h>

union semun {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};
static int id;

static void *eat(void *arg) {
    unsigned short first = (unsigned short)(long)arg;
    struct sembuf take1 = {first, -1, 0}, take2 = {(unsigned short)(1 - first), -1, 0};
    struct sembuf put[2] = {{0, 1, 0}, {1, 1, 0}};
    semop(id, &take1, 1);
    semop(id, &take2, 1); // ERROR-ANY
    semop(id, put, 2);
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 2, 0600);
    unsigned short one[2] = {1, 1};
    semctl(id, 0, SETALL, (union semun){.array = one});
    pthread_t a, b;
    pthread_create(&a, NULL, eat, (void *)0L);
    pthread_create(&b, NULL, eat, (void *)1L);
    pthread_join(a, NULL); // ERROR-ANY
    pthread_join(b, NULL);
    return 0;
}
