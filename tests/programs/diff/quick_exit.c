// quick_exit runs the at_quick_exit handlers, last registered first, and not the atexit ones; its status is the process's.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static void normal(void) { printf("atexit handler: must not run\n"); }
static void q1(void) { printf("quick 1\n"); fflush(stdout); }
static void q2(void) { printf("quick 2\n"); fflush(stdout); }

int main(void) {
    printf("atexit %d\n", atexit(normal));
    printf("at_quick_exit %d %d\n", at_quick_exit(q1), at_quick_exit(q2));
    fflush(stdout);
    quick_exit(7);
    printf("not reached\n");
    return 0;
}
