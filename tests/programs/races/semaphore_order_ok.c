// The worker writes the result, then posts a semaphore; main waits on it before reading: the semaphore orders the two.
// EXPECT: safe
// FLAGS: --data-races
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

sem_t done;
int result;

static void *worker(void *arg) {
    (void)arg;
    result = 42;
    sem_post(&done);
    return NULL;
}

int main(void) {
    sem_init(&done, 0, 0);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    sem_wait(&done);
    int v = result;
    pthread_join(t, NULL);
    assert(v == 42);
    return 0;
}
