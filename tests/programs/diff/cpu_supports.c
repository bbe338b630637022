// __builtin_cpu_supports and __builtin_cpu_is read compiler-rt's __cpu_model and __cpu_features2, which nothing defined: the load was "out of bounds of a 0-byte global variable '__cpu_model'" in a correct program. divm's processor is x86-64's baseline (CMOV, MMX, SSE, SSE2), which the host's has too; only those features are printed, so the output is the native one.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

static const char *simd(void) {
    if (__builtin_cpu_supports("sse2"))
        return "sse2";
    return "scalar";
}

int main(void) {
    __builtin_cpu_init();
    printf("cmov %d mmx %d sse %d sse2 %d x86-64 %d\n", !!__builtin_cpu_supports("cmov"), !!__builtin_cpu_supports("mmx"),
           !!__builtin_cpu_supports("sse"), !!__builtin_cpu_supports("sse2"), !!__builtin_cpu_supports("x86-64"));
    printf("path %s\n", simd());
    return 0;
}
