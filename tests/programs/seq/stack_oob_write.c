// An off-by-one store into a local buffer overflows the stack object.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    char buf[8];
    int i;
    for (i = 0; i <= 8; i++)
        buf[i] = 'a' + i; // ERROR
    printf("%.8s\n", buf);
    return 0;
}
