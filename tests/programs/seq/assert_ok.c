// Safe twin of assert_fail: the invariant holds.
// EXPECT: safe
#include <assert.h>
#include <stdio.h>

static int sum(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main(void) {
    int v[] = { 3, 1, 4, 1, 5 };
    int s = sum(v, 5);
    assert(s == 14);
    printf("%d\n", s);
    return 0;
}
