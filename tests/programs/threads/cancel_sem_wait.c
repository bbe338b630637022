// sem_wait and sem_timedwait are cancellation points (POSIX: they shall be; glibc acts on a request on entry, even when the semaphore could be taken, and while the thread waits): a cancelled waiter runs its cleanup handler and ends with PTHREAD_CANCELED, taking no token.
// EXPECT: safe
// TAGS: threads cancel semaphore
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>

static sem_t empty, full, started;
static int cleanups;

static void count_cleanup(void *arg) {
    (void)arg;
    cleanups++;
}

static void *waits(void *arg) {
    pthread_cleanup_push(count_cleanup, NULL);
    sem_post(&started);
    if (arg) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_sec += 1000;
        while (sem_timedwait(&empty, &ts) != 0)
            ;
    } else {
        sem_wait(&empty);
    }
    pthread_cleanup_pop(0);
    return NULL;
}

static void *takes_after_request(void *arg) {
    (void)arg;
    pthread_cleanup_push(count_cleanup, NULL);
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
    sem_wait(&started); /* main posts it after its request */
    pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, NULL);
    sem_wait(&full); /* could take a token, but acts on the pending request first */
    pthread_cleanup_pop(0);
    return NULL;
}

int main(void) {
    sem_init(&empty, 0, 0);
    sem_init(&full, 0, 1);
    sem_init(&started, 0, 0);
    for (long timed = 0; timed < 2; timed++) {
        pthread_t t;
        pthread_create(&t, NULL, waits, (void *)timed);
        sem_wait(&started);
        pthread_cancel(t);
        void *r;
        pthread_join(t, &r);
        assert(r == PTHREAD_CANCELED);
    }
    assert(cleanups == 2);

    pthread_t t;
    pthread_create(&t, NULL, takes_after_request, NULL);
    pthread_cancel(t);
    sem_post(&started);
    void *r;
    pthread_join(t, &r);
    assert(r == PTHREAD_CANCELED);
    assert(cleanups == 3);
    int v;
    sem_getvalue(&full, &v);
    assert(v == 1); /* the token stayed */
    return 0;
}
