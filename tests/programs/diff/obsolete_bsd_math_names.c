// Old BSD and SVID names that glibc still declares by default and older programs call: drem (remainder), significand, the function forms isinff, isnanf, finite, finitef (and isinf, isnan as functions), strtoq and strtouq; they were undefined functions.
// EXPECT: safe
// MODE: run-diff
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    printf("drem %g %g %g\n", drem(7.0, 2.0), drem(-7.5, 2.0), dremf(5.0f, 3.0f));
    printf("significand %g %g %g %g\n", significand(12.0), significand(-0.375), significand(1e-310), significandf(96.0f));
    printf("isinff %d %d %d\n", isinff(INFINITY), isinff(-INFINITY), isinff(1.0f));
    printf("isnanf %d %d\n", isnanf(NAN), isnanf(0.0f));
    printf("finite %d %d %d %d\n", finite(1.0), finite(INFINITY), finitef(NAN), finitef(-2.0f));
    printf("functions %d %d\n", (isinf)(-INFINITY), (isnan)(NAN));
    char *end;
    printf("strtoq %lld %llu\n", strtoq("-0x7fffffffffffffff", &end, 0), strtouq("18446744073709551615", &end, 10));
    return 0;
}
