// Calls of functions whose frames hold only registers (no stack
// variables), which the VM runs without placing their frames in the heap:
// every return width, eight and nine arguments, void and ignored results,
// mutual and deep recursion, a callee writing through a pointer to its
// caller's variable, and indirect calls between them.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>

static signed char c8(signed char x, int n) { return n == 0 ? x : (signed char)(c8((signed char)(x * 3 + 1), n - 1) - 1); }
static short s16(short x, int n) { return n == 0 ? x : (short)(s16((short)(x * 7 - 3), n - 1) ^ 0x55); }
static unsigned u32(unsigned x, int n) { return n == 0 ? x : u32(x * 2654435761u, n - 1) + (unsigned)n; }
static int64_t i64(int64_t x, int n) { return n == 0 ? x : i64(x / -3 + 11, n - 1) * 2; }
static float f32(float x, int n) { return n == 0 ? x : f32(x * 1.5f - 0.25f, n - 1) / 1.125f; }
static double f64(double x, int n) { return n == 0 ? x : f64(x / 3.0 + 1.0, n - 1) * 1.5; }
static const char *skip(const char *s, int n) { return n == 0 || *s == 0 ? s : skip(s + 1, n - 1); }

static long eight(long a, long b, long c, long d, long e, long f, long g, long h) {
    return a - b + c * d - e + f * g - h;
}
static long nine(long a, long b, long c, long d, long e, long f, long g, long h, long i) {
    return eight(a, b, c, d, e, f, g, h) * i;
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static unsigned long depth(unsigned long n) { return n == 0 ? 0 : depth(n - 1) + 2; }

static void put(int *where, int v) { *where = v; }
static void touch(int *where, int n) {
    if (n > 0) {
        put(where, *where + n);
        touch(where, n - 1);
    }
}

static int sq(int x) { return x * x; }
static int neg(int x) { return -x; }
static int apply(int (*fn)(int), int x, int n) { return n == 0 ? x : apply(fn, fn(x) % 1000, n - 1); }

static unsigned ackermann(unsigned m, unsigned n) {
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

int main(void) {
    printf("c8 %d\n", c8(5, 20));
    printf("s16 %d\n", s16(-9, 30));
    printf("u32 %u\n", u32(12345u, 40));
    printf("i64 %lld\n", (long long)i64(1000000007LL, 35));
    printf("f32 %.6f\n", f32(2.0f, 25));
    printf("f64 %.12f\n", f64(10.0, 50));
    printf("skip %s\n", skip("register frames", 9));
    printf("eight %ld nine %ld\n", eight(1, 2, 3, 4, 5, 6, 7, 8), nine(1, 2, 3, 4, 5, 6, 7, 8, 9));
    printf("even %d odd %d\n", is_even(1001), is_odd(1001));
    printf("depth %lu\n", depth(20000));
    int local = 1;
    touch(&local, 30);
    printf("local %d\n", local);
    (void)depth(100);
    u32(7u, 3);
    printf("apply %d %d\n", apply(sq, 7, 12), apply(neg, 7, 13));
    printf("ackermann %u\n", ackermann(2, 300));
    return 0;
}
