// A thread holds stdout's lock (flockfile) and waits for a mutex that main
// holds; main's printf waits for stdout's lock: a deadlock, as with glibc
// (printf locks the stream). Before, flockfile did nothing and this was safe.
// EXPECT: error deadlock
// TAGS: threads stdio deadlock
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int locked;

static void *worker(void *arg) {
    (void)arg;
    flockfile(stdout);
    atomic_store(&locked, 1);
    pthread_mutex_lock(&m); // ERROR-ANY
    funlockfile(stdout);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    while (!atomic_load(&locked))
        ;
    printf("hello\n"); // ERROR-ANY
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
