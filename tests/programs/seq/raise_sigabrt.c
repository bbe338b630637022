// raise(SIGABRT) with the default disposition aborts the process: an assert-kind error at the raise call. The handler for SIGUSR1 runs first and returns.
// EXPECT: error assert
#include <signal.h>
#include <stdio.h>

static volatile sig_atomic_t seen;
static void on_usr1(int sig) { seen = sig; }

int main(void) {
    signal(SIGUSR1, on_usr1);
    raise(SIGUSR1);
    if (seen == SIGUSR1)
        raise(SIGABRT); // ERROR
    printf("not reached\n");
    return 0;
}
