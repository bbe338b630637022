// NUL bytes written to stdout (fwrite, putchar, printf %c) are part of the output like any other byte.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

int main(void) {
    const char data[] = "ab\0cd";
    fwrite(data, 1, 5, stdout);
    putchar('\n');
    putchar(0);
    putchar('\n');
    printf("x%cy\n", 0);
    return 0;
}
