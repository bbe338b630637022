// semtimedop may time out (EAGAIN) before another thread's increment comes, the clock not being modelled: code that takes its return as success is wrong in that interleaving.
// EXPECT: error assert
// TAGS: threads sysv-sem timedwait
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <sys/sem.h>
#include <time.h>

static int id;

static void *poster(void *arg) {
    (void)arg;
    struct sembuf up = {0, 1, 0};
    semop(id, &up, 1);
    return NULL;
}

int main(void) {
    id = semget(IPC_PRIVATE, 1, 0600);
    pthread_t t;
    pthread_create(&t, NULL, poster, NULL);
    struct sembuf down = {0, -1, 0};
    struct timespec ts = {5, 0};
    int r = semtimedop(id, &down, 1, &ts);
    assert(r == 0); // ERROR
    pthread_join(t, NULL);
    return 0;
}
