// Safe twin of the va_arg tests: every va_arg reads the (promoted) type that was passed, including mixed types, va_copy, pointers, long long, doubles and vprintf.
// EXPECT: safe
#include <stdio.h>
#include <stdarg.h>
#include <stdint.h>

struct big { long a, b, c; };

static long mixed(const char *spec, ...) {
    va_list ap, again;
    va_start(ap, spec);
    va_copy(again, ap);
    long acc = 0;
    for (const char *s = spec; *s; s++) {
        switch (*s) {
        case 'i': acc += va_arg(ap, int); break;
        case 'c': acc += (char)va_arg(ap, int); break;      /* char is promoted to int */
        case 'l': acc += (long)va_arg(ap, long long); break;
        case 'd': acc += (long)va_arg(ap, double); break;   /* float is promoted to double */
        case 'p': acc += *va_arg(ap, const char *); break;
        case 'v': acc += va_arg(ap, void *) != NULL; break;
        case 's': { struct big b = va_arg(ap, struct big); acc += b.a + b.b + b.c; break; }
        case 'z': acc += (long)va_arg(ap, size_t); break;
        }
    }
    if (*spec == 'i')
        acc += 1000 * va_arg(again, int);
    va_end(again);
    va_end(ap);
    return acc;
}

static void say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
}

int main(void) {
    char c = 3;
    float f = 2.5f;
    struct big b = { 1, 2, 3 };
    long r = mixed("iclpdvsz", 7, c, 10LL, "A", f, (void *)&b, b, sizeof b);
    say("%ld %s %c %5.2f %lu %p\n", r, "str", 'x', 1.25, (unsigned long)sizeof(long), (void *)0);
    say("%hhd %hd %lld %zu %u\n", -1, 300, (long long)1 << 40, (size_t)9, 4000000000u);
    return 0;
}
