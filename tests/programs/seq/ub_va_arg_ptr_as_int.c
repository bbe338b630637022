// va_arg(ap, int) of an argument passed as a pointer reads the wrong type: a memory error at the va_arg.
// EXPECT: error memory
#include <stdio.h>
#include <stdarg.h>

static int count_nonzero(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int c = 0;
    for (int i = 0; i < n; i++)
        if (va_arg(ap, int) != 0) // ERROR
            c++;
    va_end(ap);
    return c;
}

int main(void) {
    static int x = 7;
    printf("%d\n", count_nonzero(3, 1, 0, 5));
    printf("%d\n", count_nonzero(2, 4, &x));
    return 0;
}
