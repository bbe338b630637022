// The fix of the `if` version: with `while` each woken consumer re-checks
// the queue, so two consumers and two signals never underflow it.
// EXPECT: safe
// TAGS: threads condvar
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
static int items;

static void *consumer(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    while (items == 0)
        pthread_cond_wait(&nonempty, &m);
    assert(items > 0);
    items--;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, consumer, NULL);
    pthread_create(&b, NULL, consumer, NULL);
    for (int i = 0; i < 2; i++) {
        pthread_mutex_lock(&m);
        items++;
        pthread_cond_signal(&nonempty);
        pthread_mutex_unlock(&m);
    }
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(items == 0);
    return 0;
}
