// Reading past a global array faults even if another global follows it: each global is its own slot.
// EXPECT: error memory
#include <stdio.h>

int table[3] = { 1, 2, 3 };
int after = 42;

int main(void) {
    int idx = 3;
    printf("%d\n", table[idx]); // ERROR
    return after;
}
