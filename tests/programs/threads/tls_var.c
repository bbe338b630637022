// Each thread has its own copy of an initialised __thread variable, starting
// from the initial value, whatever main or the other thread did to theirs.
// EXPECT: safe
// TAGS: threads tls
#include <assert.h>
#include <pthread.h>

static __thread int counter = 5;

static void *worker(void *arg) {
    int n = *(int *)arg;
    assert(counter == 5);
    for (int i = 0; i < n; i++)
        counter++;
    assert(counter == 5 + n);
    return NULL;
}

int main(void) {
    static int one = 1, two = 2;
    counter = 100;
    pthread_t a, b;
    pthread_create(&a, NULL, worker, &one);
    pthread_create(&b, NULL, worker, &two);
    counter++;
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 101);
    return 0;
}
