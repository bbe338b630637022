// Two threads each wait on a condition variable for the other to move
// first (a turn variable nobody sets to their value): every live thread is
// blocked on a condvar, a deadlock.
// EXPECT: error deadlock
// TAGS: threads condvar deadlock
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int turn = 0; /* 1: worker's turn, 2: main's turn; nobody starts */

static void wait_for(int me) {
    pthread_mutex_lock(&m);
    while (turn != me)
        pthread_cond_wait(&cv, &m); // ERROR
    turn = 3 - me;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
    (void)arg;
    wait_for(1);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    wait_for(2);
    pthread_join(t, NULL);
    return 0;
}
