// FLT_ROUNDS (clang's <float.h>: __builtin_flt_rounds, llvm.get.rounding) stopped the run as an intrinsic divm did not implement; it is the running thread's rounding mode in C's numbering (C17 5.2.4.2.2), following fesetround.
// EXPECT: safe
// MODE: run-diff
#include <fenv.h>
#include <float.h>
#include <stdio.h>

int main(void) {
    printf("default %d %d\n", FLT_ROUNDS, __builtin_flt_rounds());
    const int modes[] = {FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD, FE_TONEAREST};
    for (int i = 0; i < 4; i++) {
        fesetround(modes[i]);
        printf("mode %d: FLT_ROUNDS %d\n", i, FLT_ROUNDS);
    }
    printf("FLT_EVAL_METHOD %d DBL_DIG %d\n", FLT_EVAL_METHOD, DBL_DIG);
    return 0;
}
