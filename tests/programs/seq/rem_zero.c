// Unsigned remainder by zero (a hash table with zero buckets).
// EXPECT: error arith
#include <stdio.h>

int main(void) {
    unsigned long buckets[] = { 7, 3, 0 };
    unsigned long h = 0x9E3779B97F4A7C15ul;
    for (int i = 0; i < 3; i++)
        printf("%lu\n", h % buckets[i]); // ERROR
    return 0;
}
