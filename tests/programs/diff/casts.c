// Casts: fptosi fptoui sitofp uitofp fpext fptrunc trunc zext sext, bitcast via union, ptrtoint/inttoptr.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>
#include <string.h>

union fb { float f; uint32_t u; };
union db { double d; uint64_t u; };

int main(void) {
    double ds[] = { 3.99, -3.99, 2147483647.0, -2147483648.0, 0.5, 1e10, 4294967295.0, 1.8e19 };
    for (int i = 0; i < 8; i++) {
        double v = ds[i];
        if (v > -2147483649.0 && v < 2147483648.0) printf("i32 %d ", (int)v);
        if (v > -1.0 && v < 4294967296.0) printf("u32 %u ", (unsigned)v);
        if (v > -9.3e18 && v < 9.2e18) printf("i64 %lld ", (long long)v);
        if (v > -1.0 && v < 1.8446744073709552e19) printf("u64 %llu ", (unsigned long long)v);
        printf("f %a\n", (double)(float)v);
    }
    float fs[] = { 200.7f, -0.75f, 255.9f };
    for (int i = 0; i < 3; i++) printf("float->int %d ->u8 %u ->i16 %d\n", (int)fs[i], (unsigned char)fs[i] , (short)fs[i]);
    long long big = 9007199254740993LL;
    unsigned long long ubig = 18446744073709551615ULL;
    printf("sitofp %a %a uitofp %a %a\n", (double)big, (double)(float)big, (double)ubig, (double)(float)ubig);
    printf("u32->f %a i8->d %a\n", (double)(float)4294967295u, (double)(signed char)-5);
    union fb a; a.f = -1.25f;
    union db b; b.d = 3.141592653589793;
    printf("bits %08x %016llx\n", a.u, (unsigned long long)b.u);
    uint32_t nanbits = 0x7fc00001; float nf; memcpy(&nf, &nanbits, 4);
    printf("nan %d\n", nf != nf);
    int64_t x = -1234567890123LL;
    printf("trunc %d %d %d zext %llu sext %lld\n", (int)(int16_t)x, (int)(int8_t)x, (int32_t)x,
           (unsigned long long)(uint32_t)(int32_t)x, (long long)(int16_t)x);
    int arr[4] = { 10, 20, 30, 40 };
    uintptr_t p = (uintptr_t)&arr[0];
    p += 2 * sizeof(int);
    int *q = (int *)p;
    printf("inttoptr %d diff %td\n", *q, q - arr);
    double dd = 1.0000001;
    float ff = (float)dd;
    double back = ff;
    printf("fptrunc/fpext %a %a\n", (double)ff, back - dd);
    return 0;
}
