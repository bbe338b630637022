// A program that installs a handler for SIGKILL without checking the result: signal() fails (SIGKILL cannot be caught), so raise(SIGKILL) kills the process (diff/signal_corner_cases.c checks the calls themselves).
// EXPECT: error other
// ERROR: killed by signal 9
#include <assert.h>
#include <signal.h>

static volatile sig_atomic_t caught;
static void handler(int sig) { (void)sig; caught = 1; }

int main(void) {
    signal(SIGKILL, handler);
    raise(SIGKILL); // ERROR
    assert(caught);
    return 0;
}
