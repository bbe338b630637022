// A gate opened with pthread_cond_broadcast releases every waiter at once.
// EXPECT: safe
// TAGS: threads condvar broadcast
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_cv = PTHREAD_COND_INITIALIZER;
static int open_gate, passed;

static void *waiter(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    while (!open_gate)
        pthread_cond_wait(&gate_cv, &m);
    passed++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, waiter, NULL);
    pthread_create(&b, NULL, waiter, NULL);
    pthread_mutex_lock(&m);
    open_gate = 1;
    pthread_cond_broadcast(&gate_cv);
    pthread_mutex_unlock(&m);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(passed == 2);
    return 0;
}
