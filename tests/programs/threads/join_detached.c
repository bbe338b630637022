// Joining a thread after detaching it is undefined behaviour in POSIX
// (the thread is not joinable): pthread misuse.
// EXPECT: error pthread
// TAGS: threads detach join misuse
#include <pthread.h>

static void *worker(void *arg) {
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_detach(t);
    pthread_join(t, NULL); // ERROR
    return 0;
}
