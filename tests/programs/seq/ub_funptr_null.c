// Calling through a null function pointer is a memory error at the call.
// EXPECT: error memory
#include <stdio.h>

typedef void (*handler)(int);

static void on_one(int x) { printf("one %d\n", x); }

int main(void) {
    handler table[3] = { on_one, NULL, on_one };
    for (int i = 0; i < 3; i++)
        table[i](i); // ERROR
    return 0;
}
