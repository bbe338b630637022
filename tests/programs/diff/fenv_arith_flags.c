// Floating-point exception flags raised by plain arithmetic (C17 7.6.2): 1.0/0.0 raises FE_DIVBYZERO, DBL_MAX*2 FE_OVERFLOW and FE_INEXACT, DBL_MIN/3 FE_UNDERFLOW, 0.0/0.0 FE_INVALID, 1.0/3.0 FE_INEXACT; feholdexcept/feupdateenv keep them. divm raises flags only in libm calls, not in the VM's arithmetic.
// EXPECT: safe
// MODE: run-diff
#include <fenv.h>
#include <float.h>
#include <stdio.h>

int main(void) {
    volatile double zero = 0.0, one = 1.0, three = 3.0, big = DBL_MAX, tiny = DBL_MIN, r;
    feclearexcept(FE_ALL_EXCEPT);
    r = one / zero;
    printf("divbyzero %d\n", fetestexcept(FE_DIVBYZERO) != 0);
    feclearexcept(FE_ALL_EXCEPT);
    r = big * 2;
    printf("overflow %d inexact %d\n", fetestexcept(FE_OVERFLOW) != 0, fetestexcept(FE_INEXACT) != 0);
    feclearexcept(FE_ALL_EXCEPT);
    r = tiny / three;
    printf("underflow %d\n", fetestexcept(FE_UNDERFLOW) != 0);
    feclearexcept(FE_ALL_EXCEPT);
    r = zero / zero;
    printf("invalid %d\n", fetestexcept(FE_INVALID) != 0);
    feclearexcept(FE_ALL_EXCEPT);
    r = one / three;
    printf("inexact %d\n", fetestexcept(FE_INEXACT) != 0);
    fenv_t env;
    feholdexcept(&env);
    r = one / zero;
    feupdateenv(&env);
    printf("held %d\n", fetestexcept(FE_DIVBYZERO) != 0);
    (void)r;
    return 0;
}
