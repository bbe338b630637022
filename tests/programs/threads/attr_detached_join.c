// Joining a thread that was created detached (through its attributes) is
// undefined in POSIX: pthread misuse.
// EXPECT: error pthread
// TAGS: threads attr detach join misuse
#include <pthread.h>

static void *worker(void *arg) {
    return arg;
}

int main(void) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t t;
    pthread_create(&t, &attr, worker, NULL);
    pthread_attr_destroy(&attr);
    pthread_join(t, NULL); // ERROR
    return 0;
}
