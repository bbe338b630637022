// A start routine defined as `void *worker()`, as textbooks write it: the
// runtime passes one argument the routine never reads, which is ignored (as
// in x86-64's registers), not a call of the wrong type. The mutex keeps the
// count exact.
// EXPECT: safe
// TAGS: threads
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int counter = 0;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker() {
    pthread_mutex_lock(&lock);
    counter++;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    printf("counter = %d\n", counter);
    assert(counter == 2);
    return 0;
}
