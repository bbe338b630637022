// Safe twin of the stack out-of-bounds tests: every access to the local arrays is in bounds.
// EXPECT: safe
#include <stdio.h>

static int get(const int *a, int i) { return a[i]; }

int main(void) {
    char buf[9];
    int a[4] = { 1, 2, 3, 4 };
    int s = 0;
    for (int i = 0; i < 4; i++) s += get(a, i);
    for (int i = 0; i < 8; i++) buf[i] = 'a' + i;
    buf[8] = 0;
    printf("%d %s\n", s, buf);
    return 0;
}
