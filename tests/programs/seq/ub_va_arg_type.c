// va_arg(ap, double) of an argument passed as int is undefined (C11 7.16.1.1p2): a memory error at the va_arg.
// EXPECT: error memory
#include <stdio.h>
#include <stdarg.h>

static double average(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += va_arg(ap, double); // ERROR
    va_end(ap);
    return n ? sum / n : 0;
}

int main(void) {
    printf("%g\n", average(2, 1.5, 2.5));
    printf("%g\n", average(3, 1.0, 2, 3.0));
    return 0;
}
