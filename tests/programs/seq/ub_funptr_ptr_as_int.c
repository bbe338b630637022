// A function taking a pointer called through a pointer to a function taking long: same size, different type, undefined (UBSan's -fsanitize=function reports it too).
// EXPECT: error memory
#include <stdio.h>

static long first_char(const char *s) {
    return s[0];
}

typedef long (*long_fn)(long);

int main(void) {
    long_fn f = (long_fn)first_char;
    long v = f(65); // ERROR
    printf("%ld\n", v);
    return 0;
}
