// A thread returns the address of its own local variable; the stack frame is
// gone when main reads the result after pthread_join: a memory error.
// EXPECT: error memory
// TAGS: threads join stack-escape
#include <pthread.h>
#include <stdio.h>

static void *worker(void *arg) {
    (void)arg;
    int result = 42;
    int *p = &result;
    return p;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    void *r;
    pthread_join(t, &r);
    int v = *(int *)r; // ERROR
    printf("%d\n", v);
    return 0;
}
