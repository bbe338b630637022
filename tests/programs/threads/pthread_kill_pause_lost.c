// The lost wake-up of pause: the worker tests the flag its handler sets, then pauses; main's pthread_kill may come between the two, so the handler runs before the pause and the pause waits for a signal that never comes. divm ran the handler in main (so the worker always paused for ever, for the wrong reason) and took the test and the pause as one step; pthread_kill_sigsuspend_ok.c is the fix with sigsuspend.
// EXPECT: error deadlock
// TAGS: threads signals deadlock
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t got;

static void handler(int sig) {
    (void)sig;
    got = 1;
}

static void *worker(void *arg) {
    (void)arg;
    while (!got)
        pause(); // ERROR
    return 0;
}

int main(void) {
    signal(SIGUSR1, handler);
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_kill(t, SIGUSR1);
    pthread_join(t, 0);
    return 0;
}
