// At -O1 clang computes a guarded shift before its guard and selects the
// guard's answer: the oversized shift it runs is LLVM poison that the
// select throws away, not the program's undefined behaviour (a false alarm
// before: csmith seeds 7 and 9 at -O1). The shifts the source does run are
// still checked (seq/ub_shift_o1.c).
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O1
#include <stdint.h>
#include <stdio.h>

static int32_t rshift(int32_t left, uint32_t right) {
    return ((left < 0) || (right >= 32)) ? left : (left >> right);
}

static int32_t lshift(int32_t left, uint32_t right) {
    return ((left < 0) || (right >= 32) || (left > (INT32_MAX >> right))) ? left : (left << right);
}

int main(void) {
    volatile uint32_t amounts[3] = {228603321u, 3u, 252u};
    int32_t acc = 7;
    for (int i = 0; i < 3; i++)
        acc = rshift(acc, amounts[i]) + lshift(acc, amounts[i]);
    printf("%d\n", acc);
    return 0;
}
