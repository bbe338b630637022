// A thread is given a pointer to a local of the function that created it;
// that function returns before the thread reads the value, so the read may
// hit a dead stack frame.
// EXPECT: error memory
// TAGS: threads memory stack
#include <pthread.h>
#include <stdio.h>

static void *show(void *arg) {
    printf("%d\n", *(int *)arg); // ERROR
    return NULL;
}

static pthread_t start(void) {
    int value = 5;
    pthread_t t;
    pthread_create(&t, NULL, show, &value);
    return t;
}

int main(void) {
    pthread_t t = start();
    pthread_join(t, NULL);
    return 0;
}
