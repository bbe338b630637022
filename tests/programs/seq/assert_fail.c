// A failed assert() on a computed invariant (a sum that misses one element).
// EXPECT: error assert
#include <assert.h>
#include <stdio.h>

static int sum(const int *v, int n) {
    int s = 0;
    for (int i = 1; i < n; i++) s += v[i];
    return s;
}

int main(void) {
    int v[] = { 3, 1, 4, 1, 5 };
    int s = sum(v, 5);
    printf("%d\n", s);
    assert(s == 14); // ERROR
    return 0;
}
