// Small structs through varargs travel as integer or SSE eightbytes and are read back field by field (optimised code loads members separately); the va_arg type checks must accept it.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdarg.h>

struct S { const char *s; int n; };
struct P { int a; int b; };
struct F { int i; float f; };
struct H { short x; short y; };
struct D { double x; int k; };
struct Q { float a, b, c; };

static void show(int cnt, ...) {
    va_list ap;
    va_start(ap, cnt);
    for (int i = 0; i < cnt; i++) {
        struct S s = va_arg(ap, struct S);
        struct P p = va_arg(ap, struct P);
        struct F f = va_arg(ap, struct F);
        struct H h = va_arg(ap, struct H);
        struct D d = va_arg(ap, struct D);
        struct Q q = va_arg(ap, struct Q);
        printf("%s %d | %d %d | %d %g | %d %d | %g %d | %g %g %g\n", s.s, s.n, p.a, p.b, f.i, f.f, h.x, h.y, d.x, d.k, q.a, q.b, q.c);
    }
    va_end(ap);
}

int main(void) {
    struct S s = { "x", 3 };
    struct P p = { 4, -5 };
    struct F f = { 6, 0.25f };
    struct H h = { -7, 8 };
    struct D d = { 1.5, 9 };
    struct Q q = { 1.0f, 2.0f, 3.5f };
    show(2, s, p, f, h, d, q, s, p, f, h, d, q);
    return 0;
}
