// The scheduler offers every live thread and cancels the edge of one that
// is blocked; only the last thread of the table looks for a deadlock. Here
// the three newest threads block on a mutex main holds, so the last choice
// finds main still able to run: no deadlock, and the program is safe.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int entered;

static void *worker(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    entered++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t t[3];
    pthread_mutex_lock(&m);
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, 0);
    pthread_mutex_unlock(&m);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    assert(entered == 3);
    return 0;
}
