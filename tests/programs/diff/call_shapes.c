// Calls and returns of every common shape (narrow and wide integers, pointers, doubles, void, ignored results, many arguments, structs, recursion, calls through pointers): each value arrives whole and the caller continues where it called.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>

struct pair { long a, b; };
struct big { long v[4]; };

static signed char c8(signed char x) { return (signed char)(x * 3); }
static unsigned short u16(unsigned short x) { return (unsigned short)(x + 65530u); }
static int i32(int x, int y) { return x - y; }
static unsigned long u64(unsigned long x) { return x * 0x9e3779b97f4a7c15ul; }
static double dbl(double x, float y) { return x / 4 + y; }
static const char *str(int k) { return k ? "yes" : "no"; }
static int *elem(int *a, long i) { return &a[i]; }
static void put(int *p, int v) { *p = v; }
static int side = 0;
static int bump(void) { return ++side; }
static long nine(long a, long b, long c, long d, long e, long f, long g, long h, long i)
{
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i;
}
static struct pair mkpair(long a) { struct pair p = {a, -a}; return p; }
static struct big mkbig(long a) { struct big b; for (int k = 0; k < 4; k++) b.v[k] = a + k; return b; }
static long sumbig(struct big b) { return b.v[0] + b.v[1] + b.v[2] + b.v[3]; }
static int ack(int m, int n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
static int (*pick(int k))(int, int) { return k ? i32 : NULL; }

int main(void)
{
    int arr[5] = {0};
    printf("%d %u %d %lu\n", c8(50), (unsigned)u16(9), i32(3, 10), u64(12345));
    printf("%.4f %s %s\n", dbl(10.0, 0.25f), str(1), str(0));
    *elem(arr, 3) = 42;
    put(elem(arr, 1), 7);
    bump();
    (void)bump();
    printf("%d %d %d %d\n", arr[1], arr[3], side, (int)(elem(arr, 4) - arr));
    printf("%ld\n", nine(1, 2, 3, 4, 5, 6, 7, 8, 9));
    struct pair p = mkpair(5);
    struct big b = mkbig(10);
    printf("%ld %ld %ld\n", p.a, p.b, sumbig(b));
    printf("%d\n", ack(2, 3));
    int (*f)(int, int) = pick(1);
    printf("%d %d\n", f(100, 1), pick(0) == NULL);
    char buf[16];
    printf("%zu\n", strlen(strcpy(buf, "call shapes")));
    return 0;
}
