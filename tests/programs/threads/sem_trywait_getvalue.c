// sem_trywait takes a token when there is one and fails with EAGAIN when the
// count is zero; sem_getvalue reports the count; a semaphore used as a lock
// (initial value 1) gives mutual exclusion between two threads.
// EXPECT: safe
// TAGS: threads semaphore
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t lock;
static int inside;

static void *worker(void *arg) {
    (void)arg;
    sem_wait(&lock);
    inside++;
    assert(inside == 1);
    inside--;
    sem_post(&lock);
    return NULL;
}

int main(void) {
    sem_t s;
    int v = -1;
    sem_init(&s, 0, 2);
    sem_getvalue(&s, &v);
    assert(v == 2);
    assert(sem_trywait(&s) == 0);
    assert(sem_trywait(&s) == 0);
    errno = 0;
    assert(sem_trywait(&s) == -1 && errno == EAGAIN);
    sem_post(&s);
    sem_getvalue(&s, &v);
    assert(v == 1);
    sem_destroy(&s);

    sem_init(&lock, 0, 1);
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    sem_getvalue(&lock, &v);
    assert(v == 1);
    return 0;
}
