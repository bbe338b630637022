// Parameters as variables: at -O0 each parameter is copied into its own variable at entry, and divm keeps such a variable in the parameter's register. The variable is changed in loops, read after recursive calls, has its address taken, or has a narrow or floating type; each must behave as its own variable.
// EXPECT: safe
// MODE: run-diff
#include <stdarg.h>
#include <stdio.h>

static int countdown(int n) {
    int steps = 0;
    while (n > 0) {
        n -= 3;
        steps++;
    }
    return steps * 100 + n;
}

static long tree(int depth, long weight) {
    if (depth == 0)
        return weight;
    long left = tree(depth - 1, weight + 1);
    long right = tree(depth - 1, weight * 2);
    return left + right + depth + weight; /* the parameters after both calls */
}

static void bump(int *p) { *p += 7; }

static int escapes(int x) {
    bump(&x); /* x's address is taken: not a register */
    return x;
}

static unsigned char narrow(unsigned char c, short s, double d) {
    c += 200;
    s = (short)(s * 3);
    d = d / 4;
    return (unsigned char)(c + s + (int)d);
}

static size_t length(const char *s) {
    const char *start = s;
    while (*s)
        s++;
    return (size_t)(s - start);
}

static int sum(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int total = 0;
    while (count-- > 0)
        total += va_arg(ap, int);
    va_end(ap);
    return total + count;
}

static int swap_and_subtract(int a, int b) {
    int t = a;
    a = b;
    b = t;
    return a - b;
}

int main(void) {
    printf("countdown %d %d\n", countdown(10), countdown(-2));
    printf("tree %ld\n", tree(5, 1));
    printf("escapes %d\n", escapes(5));
    printf("narrow %d\n", narrow(100, 1000, 10.0));
    printf("length %zu\n", length("parameters"));
    printf("sum %d\n", sum(4, 1, 2, 3, 4));
    printf("swap %d\n", swap_and_subtract(3, 10));
    return 0;
}
