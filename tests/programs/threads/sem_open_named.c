// Named semaphores (sem_open) between threads: a worker opens the same name and gets the same semaphore, posts it twice; the value outlives the last sem_close until sem_unlink, O_EXCL on an existing name is EEXIST, a missing name without O_CREAT is ENOENT, and bad names are EINVAL.
// EXPECT: safe
// TAGS: threads semaphore
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t *shared;

static void *worker(void *arg) {
    (void)arg;
    sem_t *s = sem_open("/jobs", 0);
    assert(s == shared);
    sem_post(s);
    sem_post(s);
    assert(sem_close(s) == 0);
    return NULL;
}

int main(void) {
    sem_unlink("/jobs");
    shared = sem_open("/jobs", O_CREAT | O_EXCL, 0600, 0);
    assert(shared != SEM_FAILED);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    assert(sem_wait(shared) == 0);
    assert(sem_wait(shared) == 0);
    pthread_join(t, NULL);

    errno = 0;
    assert(sem_open("/jobs", O_CREAT | O_EXCL, 0600, 0) == SEM_FAILED && errno == EEXIST);
    sem_post(shared);
    assert(sem_close(shared) == 0);
    sem_t *again = sem_open("/jobs", O_CREAT, 0600, 5);
    int v = -1;
    sem_getvalue(again, &v);
    assert(v == 1); /* kept while closed: the 5 is for a new one only */
    assert(sem_unlink("/jobs") == 0);
    assert(sem_close(again) == 0);

    errno = 0;
    assert(sem_open("/jobs", 0) == SEM_FAILED && errno == ENOENT);
    assert(sem_unlink("/jobs") == -1 && errno == ENOENT);
    assert(sem_open("/", O_CREAT, 0600, 0) == SEM_FAILED && errno == EINVAL);
    assert(sem_open("/a/b", O_CREAT, 0600, 0) == SEM_FAILED && errno == EINVAL);
    assert(sem_open("/big", O_CREAT, 0600, SEM_VALUE_MAX + 1u) == SEM_FAILED && errno == EINVAL);
    return 0;
}
