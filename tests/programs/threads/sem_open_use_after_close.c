// A named semaphore used after its last sem_close: the mapping is gone, so the sem_post is a use after free (the name still exists, but this sem_t does not).
// EXPECT: error memory
// TAGS: threads semaphore
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>

static void *worker(void *arg) {
    sem_t *s = arg;
    sem_wait(s);
    return NULL;
}

int main(void) {
    sem_t *s = sem_open("/ready", O_CREAT, 0600, 1);
    pthread_t t;
    pthread_create(&t, NULL, worker, s);
    pthread_join(t, NULL);
    sem_close(s);
    sem_post(s); // ERROR
    sem_unlink("/ready");
    return 0;
}
