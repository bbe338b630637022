// Three threads (main and two workers) increment a shared counter under a
// normal mutex; no update is lost.
// EXPECT: safe
// TAGS: threads mutex
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void bump(void) {
    pthread_mutex_lock(&m);
    int t = counter;
    counter = t + 1;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
    (void)arg;
    bump();
    bump();
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    bump();
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 5);
    return 0;
}
