// Dereferencing a pointer variable that was never assigned (its value decides the address).
// EXPECT: error uninit
#include <stdio.h>

struct cfg { int *limit; int count; };

int main(void) {
    struct cfg c;
    c.count = 3;
    int total = 0;
    for (int i = 0; i < c.count; i++)
        total += *c.limit; // ERROR
    printf("%d\n", total);
    return 0;
}
