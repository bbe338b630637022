// Detaching a thread that is already detached is undefined behaviour in POSIX
// (the thread is not joinable): pthread misuse, whether or not it has ended.
// EXPECT: error pthread
// TAGS: threads detach misuse
#include <pthread.h>
#include <stdio.h>

static void *worker(void *arg) {
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_detach(t);
    printf("detached\n");
    pthread_detach(t); // ERROR
    return 0;
}
