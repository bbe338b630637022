// A start routine that returns an int, cast to pthread_create's type: the
// thread's result is the int zero-extended, as x86-64 leaves it in the
// register, not a call of the wrong type.
// EXPECT: safe
// TAGS: threads
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static int worker(void *arg) {
    printf("worker %s\n", (const char *)arg);
    return 3;
}

int main(void) {
    pthread_t t;
    void *result = NULL;
    pthread_create(&t, NULL, (void *(*)(void *))worker, "one");
    pthread_join(t, &result);
    assert((long)result == 3);
    return 0;
}
