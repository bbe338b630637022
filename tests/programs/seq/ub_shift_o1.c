// At -O1 an oversized shift the source runs is still an error: the check
// clang puts where the source has it reports it (diff/shift_speculated_o1.c
// is the shift the optimiser only moved).
// EXPECT: error arith
// FLAGS: -O1
#include <stdio.h>

int main(void) {
    volatile unsigned amount = 40;
    volatile int value = 5;
    printf("%d\n", value >> amount); // ERROR
    return 0;
}
