/* sem_wait on a semaphore no other thread can reach, while another thread
 * is alive: the retry of the failed try cannot fire an interrupt (the
 * object is private), so the thread must block and be reported in a
 * deadlock, not spin. */
#include <pthread.h>
#include <semaphore.h>
static int g;

static void *other(void *arg) {
    (void)arg;
    g = 1;
    return 0;
}

int main(void) {
    pthread_t t;
    sem_t s;
    sem_init(&s, 0, 0);
    pthread_create(&t, 0, other, 0);
    g = 2;
    sem_wait(&s);
    pthread_join(t, 0);
    return 0;
}
