// exit(0) called by a worker ends the whole process, even while main is
// blocked forever on a semaphore nobody posts: no deadlock, no error.
// EXPECT: safe
// TAGS: threads exit
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>

static sem_t never;

static void *worker(void *arg) {
    (void)arg;
    exit(0);
}

int main(void) {
    pthread_t t;
    sem_init(&never, 0, 0);
    pthread_create(&t, NULL, worker, NULL);
    sem_wait(&never);
    return 3; /* never reached: the process ended in the worker */
}
