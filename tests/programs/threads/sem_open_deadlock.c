// Two threads hand a token back and forth through two named semaphores, but both start by waiting: neither is ever posted (a deadlock; each blocked sem_wait is a right line).
// EXPECT: error deadlock
// TAGS: threads semaphore deadlock
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>

static void *pong(void *arg) {
    (void)arg;
    sem_t *ping = sem_open("/ping", 0);
    sem_t *pong = sem_open("/pong", 0);
    sem_wait(ping); // ERROR-ANY
    sem_post(pong);
    sem_close(ping);
    sem_close(pong);
    return NULL;
}

int main(void) {
    sem_t *ping = sem_open("/ping", O_CREAT, 0600, 0);
    sem_t *pong_sem = sem_open("/pong", O_CREAT, 0600, 0);
    pthread_t t;
    pthread_create(&t, NULL, pong, NULL);
    sem_wait(pong_sem); // ERROR-ANY
    sem_post(ping);
    pthread_join(t, NULL);
    sem_unlink("/ping");
    sem_unlink("/pong");
    return 0;
}
