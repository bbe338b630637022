// A bounded buffer of two slots guarded by a System V set of two semaphores (free slots, used slots): semop blocks the producer while no slot is free and the consumer while none is used, and the consumer gets the four items in order in every interleaving.
// EXPECT: safe
// TAGS: threads sysv-sem
#include <assert.h>
#include <pthread.h>
#include <sys/sem.h>

#define N 2
#define ITEMS 4
union semun {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};
static int id, buf[N];

static void op(unsigned short num, short delta) {
    struct sembuf b = {num, delta, 0};
    assert(semop(id, &b, 1) == 0);
}

static void *producer(void *arg) {
    (void)arg;
    for (int i = 1; i <= ITEMS; i++) {
        op(0, -1);
        buf[i % N] = i;
        op(1, 1);
    }
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 2, 0600);
    unsigned short init[2] = {N, 0};
    union semun a = {.array = init};
    semctl(id, 0, SETALL, a);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    for (int i = 1; i <= ITEMS; i++) {
        op(1, -1);
        assert(buf[i % N] == i);
        op(0, 1);
    }
    pthread_join(t, NULL);
    semctl(id, 0, IPC_RMID);
    return 0;
}
