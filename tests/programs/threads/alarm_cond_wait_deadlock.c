// The alarm's handler runs on a thread blocked in pthread_cond_wait when
// every thread is blocked; the wait then goes on (glibc's does not wake
// spuriously for a signal), and since nothing can signal the condition,
// the deadlock is reported at the wait, after the handler ran.
// EXPECT: error deadlock
// TAGS: threads signal alarm deadlock
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static volatile sig_atomic_t rang;

static void on_alarm(int sig) {
    (void)sig;
    rang = 1;
}

int main(void) {
    signal(SIGALRM, on_alarm);
    alarm(1);
    pthread_mutex_lock(&m);
    pthread_cond_wait(&c, &m); // ERROR: blocked in pthread_cond_wait
    assert(!"no signal, no spurious wake-up");
    pthread_mutex_unlock(&m);
    return 0;
}
