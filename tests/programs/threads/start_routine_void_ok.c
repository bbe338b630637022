// A start routine that returns nothing, cast to pthread_create's type: the
// thread's result is null, not a call of the wrong type.
// EXPECT: safe
// TAGS: threads
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static void worker(void *arg) {
    printf("worker %d\n", *(int *)arg);
}

int main(void) {
    pthread_t t;
    int x = 5;
    void *result = &x;
    pthread_create(&t, NULL, (void *(*)(void *))worker, &x);
    pthread_join(t, &result);
    assert(result == NULL);
    return 0;
}
