// A detached thread runs to completion on its own; main waits for its work
// with a semaphore instead of joining it. Safe.
// EXPECT: safe
// TAGS: threads detach semaphore
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t done;
static int value;

static void *worker(void *arg) {
    value = *(int *)arg + 1;
    sem_post(&done);
    return NULL;
}

int main(void) {
    static int arg = 41;
    pthread_t t;
    sem_init(&done, 0, 0);
    assert(pthread_create(&t, NULL, worker, &arg) == 0);
    assert(pthread_detach(t) == 0);
    sem_wait(&done);
    assert(value == 42);
    return 0;
}
