// __attribute__((constructor)) functions run before main, by priority, then in source order; destructors run at exit after every atexit handler (one a constructor registered included), in the reverse order; quick_exit and _exit run none.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>

static int ready;
static int *table;

static void handler(void) { printf("atexit handler registered by a constructor\n"); }
static void late(void) { printf("atexit handler registered by main\n"); }

__attribute__((constructor)) static void plain_first(void) {
    printf("constructor (default priority) sees ready=%d\n", ready);
    table = malloc(3 * sizeof *table);
    for (int i = 0; i < 3; i++)
        table[i] = i * 10;
    atexit(handler);
}
__attribute__((constructor(200))) static void second(void) { printf("constructor 200\n"), ready++; }
__attribute__((constructor(101))) static void first(void) { printf("constructor 101\n"), ready++; }
__attribute__((constructor)) static void plain_second(void) { printf("constructor (default priority), second\n"); }

__attribute__((destructor)) static void freeing(void) {
    printf("destructor frees the table (%d)\n", table[2]);
    free(table);
}
__attribute__((destructor(101))) static void last(void) { printf("destructor 101 runs last\n"); }
__attribute__((destructor(200))) static void before_last(void) { printf("destructor 200\n"); }
__attribute__((destructor)) static void plain_last(void) { printf("destructor (default priority), declared last, runs first\n"); }

static void leave(int status) {
    printf("exit(%d) from a helper\n", status);
    exit(status);
}

int main(int argc, char **argv) {
    (void)argv;
    printf("main: ready=%d table[1]=%d\n", ready, table[1]);
    atexit(late);
    if (argc > 2)
        quick_exit(5);
    leave(3);
}
