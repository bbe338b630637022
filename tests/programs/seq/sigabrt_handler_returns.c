// A SIGABRT handler that returns does not stop abort(): the process still aborts, at the abort call.
// EXPECT: error assert
#include <signal.h>
#include <stdlib.h>

static volatile sig_atomic_t handled;
static void on_abort(int sig) { handled = sig; }

int main(void) {
    signal(SIGABRT, on_abort);
    abort(); // ERROR
    return handled;
}
