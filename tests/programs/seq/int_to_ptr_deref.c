// Dereferencing a pointer made from an integer constant: no object, a memory error.
// EXPECT: error memory
#include <stdint.h>

int main(void) {
    uintptr_t addr = 0x1000;
    volatile int *reg = (volatile int *)addr;
    int v = *reg; // ERROR
    return v;
}
