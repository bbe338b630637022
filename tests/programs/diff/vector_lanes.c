// Vectors beyond element-wise arithmetic: extract and insert at a variable index, reductions, 64-bit and pointer-sized lanes, bit casts between vector shapes, and vector compares used as masks.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

typedef int32_t v4i __attribute__((vector_size(16)));
typedef int64_t v2l __attribute__((vector_size(16)));
typedef uint16_t v8s __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));

static int pick(v4i v, int i) { return v[i]; }

int main(int argc, char **argv) {
    (void)argv;
    v4i a = { 5, -7, 11, 13 };
    int k = argc + 1; /* 2, not a constant */
    printf("pick %d %d\n", pick(a, k), pick(a, k - 2));
    a[k] = 99;
    printf("set %d %d %d %d\n", a[0], a[1], a[2], a[3]);
    printf("reduce add %d mul %d and %d or %d xor %d\n", __builtin_reduce_add(a), __builtin_reduce_mul(a), __builtin_reduce_and(a),
           __builtin_reduce_or(a), __builtin_reduce_xor(a));
    printf("reduce max %d min %d\n", __builtin_reduce_max(a), __builtin_reduce_min(a));
    v4f f = { 1.5f, -2.0f, 8.25f, 0.5f };
    printf("reduce fmax %g fmin %g\n", __builtin_reduce_max(f), __builtin_reduce_min(f));
    v2l l = { INT64_MAX, -3 };
    l = l + (v2l){ 1, 1 };
    printf("lanes64 %lld %lld\n", (long long)l[0], (long long)l[1]);
    v8s s = (v8s)a; /* reinterpret the bytes */
    for (int i = 0; i < 8; i++) printf("%u ", s[i]);
    printf("\n");
    v4i mask = a > (v4i){ 0, 0, 50, 0 };
    v4i blend = (a & mask) | ((v4i){ 1, 2, 3, 4 } & ~mask);
    printf("blend %d %d %d %d\n", blend[0], blend[1], blend[2], blend[3]);
    v4i sh = a << (v4i){ 1, 2, 3, 4 };
    printf("shift %d %d %d %d\n", sh[0], sh[1], sh[2], sh[3]);
    v4i q = a / (v4i){ 2, 3, 4, 5 };
    printf("div %d %d %d %d\n", q[0], q[1], q[2], q[3]);
    return 0;
}
