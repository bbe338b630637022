// A return from main is exit with its value (C11 5.1.2.2.3): on_exit handlers see it as the status.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static void show(int status, void *arg) { printf("%s: status %d\n", (const char *)arg, status); }

int main(void) {
    on_exit(show, "registered first, runs last");
    on_exit(show, "registered last, runs first");
    return 42;
}
