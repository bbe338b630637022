// The callee reads one more variadic argument than the caller passed (a missing terminator): a memory error at the va_arg.
// EXPECT: error memory
#include <stdio.h>
#include <stdarg.h>

static int sum_until_zero(int first, ...) {
    va_list ap;
    va_start(ap, first);
    int s = 0;
    for (int v = first; v != 0; v = va_arg(ap, int)) // ERROR
        s += v;
    va_end(ap);
    return s;
}

int main(void) {
    printf("%d\n", sum_until_zero(1, 2, 3, 0));
    printf("%d\n", sum_until_zero(4, 5, 6));
    return 0;
}
