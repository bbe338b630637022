// glibc's on_exit: its handlers get exit's status (or main's return value) and their argument, and run among the atexit handlers in one reverse order of registration; one registered by a running handler runs next.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static void plain1(void) { printf("atexit 1\n"); }
static void plain2(void) { printf("atexit 2\n"); }
static void with_status(int status, void *arg) { printf("on_exit %s, status %d\n", (char *)arg, status); }
static void late(int status, void *arg) { printf("late %s, status %d\n", (char *)arg, status); }
static void registers(int status, void *arg) {
    printf("registers another, status %d\n", status);
    on_exit(late, arg);
}

int main(int argc, char **argv) {
    (void)argv;
    atexit(plain1);
    printf("on_exit returns %d\n", on_exit(with_status, "first"));
    atexit(plain2);
    on_exit(with_status, "second");
    on_exit(registers, "from a handler");
    if (argc > 1)
        return 3;
    exit(7);
}
