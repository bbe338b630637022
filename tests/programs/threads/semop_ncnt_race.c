// GETNCNT counts only threads already blocked: main checks it right after creating the waiter, assuming the waiter is already waiting, which fails in the interleaving where main runs first.
// EXPECT: error assert
// TAGS: threads sysv-sem
#include <assert.h>
#include <pthread.h>
#include <sys/sem.h>

static int id;

static void *down0(void *arg) {
    (void)arg;
    struct sembuf b = {0, -1, 0};
    semop(id, &b, 1);
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 1, 0600);
    pthread_t a;
    pthread_create(&a, NULL, down0, NULL);
    assert(semctl(id, 0, GETNCNT) == 1); // ERROR
    struct sembuf up = {0, 1, 0};
    semop(id, &up, 1);
    pthread_join(a, NULL);
    return 0;
}
