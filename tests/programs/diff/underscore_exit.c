// _Exit ends the process at once: no atexit or at_quick_exit handler runs, and the status is kept.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static void handler(void) { printf("handler: must not run\n"); }

static void deep(int n) {
    if (n == 0) {
        printf("leaving from the bottom of the recursion\n");
        fflush(stdout);
        _Exit(9);
    }
    deep(n - 1);
}

int main(void) {
    atexit(handler);
    at_quick_exit(handler);
    deep(5);
    return 0;
}
