// The worker forgets to post the semaphore on its early-return path, so
// main waits forever for a completion that never comes.
// EXPECT: error deadlock
// TAGS: threads semaphore deadlock
#include <pthread.h>
#include <semaphore.h>

static sem_t done;
static int result;

static void *worker(void *arg) {
    int n = *(int *)arg;
    if (n == 0)
        return NULL; /* no sem_post */
    result = 100 / n;
    sem_post(&done);
    return NULL;
}

int main(void) {
    static int zero = 0;
    pthread_t t;
    sem_init(&done, 0, 0);
    pthread_create(&t, NULL, worker, &zero);
    pthread_detach(t);
    sem_wait(&done); // ERROR
    return result;
}
