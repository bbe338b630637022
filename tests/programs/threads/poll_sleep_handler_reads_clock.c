// The clock is read only in a signal handler, which another thread's
// pthread_kill runs after main's polling loop: a handler is called through
// a pointer, so the loop's sleeps must still advance the clock, and the
// handler sees 3 s or more.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

static atomic_int ready;
static time_t start;

static void on_usr1(int sig) {
    (void)sig;
    assert(time(NULL) - start < 3); // ERROR
}

static void *producer(void *arg) {
    (void)arg;
    atomic_store(&ready, 1);
    return NULL;
}

int main(void) {
    start = time(NULL);
    signal(SIGUSR1, on_usr1);
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    while (!atomic_load(&ready))
        sleep(1);
    pthread_join(t, NULL);
    raise(SIGUSR1);
    return 0;
}
