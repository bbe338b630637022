// Joining the same thread twice: after the first join the thread id is no
// longer valid, and POSIX leaves the second join undefined: pthread misuse.
// EXPECT: error pthread
// TAGS: threads join misuse
#include <pthread.h>

static void *worker(void *arg) {
    return arg;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_join(t, NULL); // ERROR
    return 0;
}
