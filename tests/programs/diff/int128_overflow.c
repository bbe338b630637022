// __int128 overflow builtins (llvm.{s,u}mul/sadd.with.overflow.i128), narrowing results, and double <-> i128 conversions.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

typedef __int128 s128;
typedef unsigned __int128 u128;

static void show(const char *what, int ovf, u128 v) {
    printf("%s: ovf %d hi %016llx lo %016llx\n", what, ovf, (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(void) {
    s128 a = (s128)1 << 100, r;
    u128 ur;
    int o = __builtin_mul_overflow(a, (s128)1 << 30, &r);
    show("smul big", o, (u128)r);
    o = __builtin_mul_overflow(a, (s128)-3, &r);
    show("smul -3", o, (u128)r);
    o = __builtin_mul_overflow((u128)a, (u128)1 << 28, &ur);
    show("umul", o, ur);
    o = __builtin_add_overflow(a << 26, a << 26, &r);
    show("sadd", o, (u128)r);
    o = __builtin_sub_overflow((u128)5, (u128)7, &ur);
    show("usub", o, ur);
    long long narrow;
    o = __builtin_mul_overflow(a, 2, &narrow);
    printf("narrow ovf %d %lld\n", o, narrow);
    o = __builtin_add_overflow((s128)9000000000000000000LL, (s128)1, &narrow);
    printf("narrow ok %d %lld\n", o, narrow);
    double d = 1e30;
    s128 di = (s128)d;
    u128 du = (u128)3.0e38;
    show("1e30", 0, (u128)di);
    show("3e38", 0, du);
    printf("back %g %g %g\n", (double)di, (double)du, (double)(float)-di);
    printf("clrsb %d %d\n", __builtin_clrsb(-1), __builtin_clrsbll(5));
    return 0;
}
