// Exit status and atexit: handlers run in reverse order, output before exit is kept, exit(42) from a nested call.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static void h1(void) { printf("handler 1\n"); }
static void h2(void) { printf("handler 2\n"); }
static void h3(void) { printf("handler 3, registering nothing\n"); }

static void nested(int depth) {
    if (depth == 0) {
        printf("exiting from depth 0\n");
        exit(42);
    }
    nested(depth - 1);
    printf("not reached\n");
}

int main(void) {
    atexit(h1);
    atexit(h2);
    atexit(h3);
    printf("main runs\n");
    nested(5);
    return 0;
}
