// Variadic functions: int, long, long long, double, pointer arguments, va_copy, and forwarding to vsnprintf.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdarg.h>

static long sum_mixed(const char *spec, ...) {
    va_list ap;
    va_start(ap, spec);
    long total = 0;
    for (const char *s = spec; *s; s++) {
        switch (*s) {
        case 'i': total += va_arg(ap, int); break;
        case 'l': total += va_arg(ap, long); break;
        case 'q': total += (long)va_arg(ap, long long); break;
        case 'd': total += (long)(va_arg(ap, double) * 10); break;
        case 'p': total += *va_arg(ap, int *); break;
        case 'c': total += va_arg(ap, int); break; /* promoted char */
        }
    }
    va_end(ap);
    return total;
}

static double twice_over(int n, ...) {
    va_list ap, cp;
    va_start(ap, n);
    va_copy(cp, ap);
    double a = 0, b = 0;
    for (int i = 0; i < n; i++) a += va_arg(ap, double);
    for (int i = 0; i < n; i++) b += va_arg(cp, double) * i;
    va_end(cp);
    va_end(ap);
    return a * 1000 + b;
}

static int fmt(char *buf, size_t n, const char *f, ...) {
    va_list ap;
    va_start(ap, f);
    int r = vsnprintf(buf, n, f, ap);
    va_end(ap);
    return r;
}

int main(void) {
    int x = 42;
    char c = 'A';
    printf("%ld\n", sum_mixed("ilqdpc", -5, 1L << 40, -(1LL << 50), 2.75, &x, c));
    printf("%ld\n", sum_mixed("iiiiiiiiiiii", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("%ld\n", sum_mixed("dddddddddd", 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0));
    printf("%.3f\n", twice_over(5, 1.5, 2.5, -3.0, 4.25, 1e3));
    char buf[64];
    int r = fmt(buf, sizeof buf, "%s|%5d|%-6.2f|%c|%llx", "str", 77, 3.14159, 'z', 0xdeadbeefcafeULL);
    printf("%d [%s]\n", r, buf);
    r = fmt(buf, 8, "%d-%d-%d", 1111, 2222, 3333);
    printf("%d [%s]\n", r, buf);
    return 0;
}
